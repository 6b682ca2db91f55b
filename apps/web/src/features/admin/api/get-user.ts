import { type AdminUserDetail, adminUserDetailSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export async function getUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return adminUserDetailSchema.parse(await apiGet<unknown>(`/admin/users/${id}`, signal ? { signal } : {}));
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: ({ signal }) => getUser(id ?? '', signal),
    enabled: id !== null,
  });
}
