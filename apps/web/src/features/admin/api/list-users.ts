import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '@/lib/api/list-users';
import { adminKeys } from './keys';

export const USERS_PER_PAGE = 10;

/** Newest accounts first; `search` matches part of a username, name or email. */
export function useUserList(search: string, page: number) {
  return useQuery({
    queryKey: adminKeys.userList(search, page),
    queryFn: ({ signal }) => listUsers(search, page, USERS_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });
}
