import { leaderboardSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const LEADERBOARD_LIMIT = 20;
export const setLeaderboardKey = (setSlug: string) => ['set-leaderboard', setSlug] as const;

/** Signed in only: ranks are first attempts; `mine` is the caller's rank even outside the top. */
export async function getSetLeaderboard(setSlug: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(`/exams/sets/${encodeURIComponent(setSlug)}/leaderboard`, {
    limit: LEADERBOARD_LIMIT,
    ...(signal ? { signal } : {}),
  });
  return leaderboardSchema.parse(body);
}

export function useSetLeaderboard(setSlug: string | null) {
  return useQuery({
    queryKey: setLeaderboardKey(setSlug ?? ''),
    queryFn: ({ signal }) => getSetLeaderboard(setSlug ?? '', signal),
    enabled: setSlug !== null,
  });
}
