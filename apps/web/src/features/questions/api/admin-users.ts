import type { AdminUser, AdminUserPage } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '@/lib/api/list-users';
import { userKeys } from './types';

export type { AdminUser, AdminUserPage };

export const USERS_PER_PAGE = 20;

/** Newest accounts first; `search` matches part of a username, name or email. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: userKeys.list(search, page),
    queryFn: ({ signal }) => listUsers(search, page, USERS_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });
}
