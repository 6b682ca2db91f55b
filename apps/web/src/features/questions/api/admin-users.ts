import { type AdminUser, type AdminUserPage, adminUserPageSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { userKeys } from './types';

export type { AdminUser, AdminUserPage };

export const USERS_PER_PAGE = 20;

export async function listUsers(search: string, page: number, signal?: AbortSignal): Promise<AdminUserPage> {
  const body = await apiGet<unknown>('/admin/users', {
    query: { search: search || undefined },
    page,
    limit: USERS_PER_PAGE,
    ...(signal ? { signal } : {}),
  });
  return adminUserPageSchema.parse(body);
}

/** Newest accounts first; `search` matches part of a username, name or email. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: userKeys.list(search, page),
    queryFn: ({ signal }) => listUsers(search, page, signal),
    placeholderData: keepPreviousData,
  });
}
