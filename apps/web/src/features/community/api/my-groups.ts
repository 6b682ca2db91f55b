import { type GroupSummary, groupListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { communityKeys } from './keys';

/** GET /api/community/groups/mine, newest activity first (the server's order, kept by a sort in case). */
export async function fetchMyGroups(signal?: AbortSignal): Promise<GroupSummary[]> {
  const list = groupListSchema.parse(
    await apiGet<unknown>('/community/groups/mine', signal ? { signal } : {}),
  );
  return [...list.data].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

export function useMyGroups() {
  return useQuery({
    queryKey: communityKeys.mine(),
    queryFn: ({ signal }) => fetchMyGroups(signal),
    // Unread counts move while the reader is elsewhere: ask again on every visit.
    refetchOnMount: 'always',
  });
}
