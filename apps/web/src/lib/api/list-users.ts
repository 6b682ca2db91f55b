import { type AdminUserPage, adminUserPageSchema } from '@abhyas/core';
import { apiGet } from '@/lib/api-client';

/**
 * A page of accounts, newest first; `search` matches part of a username, name or email. Platform
 * admins only: the admin dashboard's list and the exam-hall accommodations' candidates read it.
 */
export async function listUsers(
  search: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  const body = await apiGet<unknown>('/admin/users', {
    query: { search: search || undefined },
    page,
    limit,
    ...(signal ? { signal } : {}),
  });
  return adminUserPageSchema.parse(body);
}
