import { type AdminUserPage, adminUserPageSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export const USERS_PER_PAGE = 10;

/** A page of accounts (the admin dashboard's list, and the exam-hall accommodations' candidates). */
export async function listUsers(
  search: string,
  page: number,
  signal?: AbortSignal,
  limit = USERS_PER_PAGE,
): Promise<AdminUserPage> {
  const body = await apiGet<unknown>('/admin/users', {
    query: { search: search || undefined },
    page,
    limit,
    ...(signal ? { signal } : {}),
  });
  return adminUserPageSchema.parse(body);
}

/** Newest accounts first; `search` matches part of a username, name or email. */
export function useUserList(search: string, page: number) {
  return useQuery({
    queryKey: adminKeys.userList(search, page),
    queryFn: ({ signal }) => listUsers(search, page, signal),
    placeholderData: keepPreviousData,
  });
}
