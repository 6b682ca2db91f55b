import { type AdminUser, adminUserSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/lib/api-client';
import { adminKeys } from './keys';

export type UserChange = { kind: 'role'; role: 'user' | 'admin' } | { kind: 'disabled'; disabled: boolean };

/** PATCH …/role or POST …/disable | …/enable: every change ends the user's sessions on the server. */
export async function changeUser(id: string, change: UserChange): Promise<AdminUser> {
  const body =
    change.kind === 'role'
      ? await apiPatch<{ user?: unknown }>(`/admin/users/${id}/role`, { role: change.role })
      : await apiPost<{ user?: unknown }>(`/admin/users/${id}/${change.disabled ? 'disable' : 'enable'}`);
  return adminUserSchema.parse(body?.user);
}

export function useChangeUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => changeUser(id, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
