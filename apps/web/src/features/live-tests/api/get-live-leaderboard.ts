import { liveLeaderboardSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { liveKeysOf } from './keys';

/** GET /api/live-tests/{id}/leaderboard?page=: the live leaderboard, after publication only. */
export async function getLiveLeaderboard(id: string, page: number, signal?: AbortSignal) {
  const body = await apiGet<unknown>(`/live-tests/${encodeURIComponent(id)}/leaderboard`, {
    query: { page },
    ...(signal ? { signal } : {}),
  });
  return liveLeaderboardSchema.parse(body);
}

export function useLiveLeaderboard(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeysOf.leaderboard(id, page),
    queryFn: ({ signal }) => getLiveLeaderboard(id, page, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
