import { mySetStatsListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const mySetStatsKey = (seriesSlug: string) => ['my-set-stats', seriesSlug] as const;

/** Signed in only: a signed-out call would answer 401 and send the visitor to sign in. */
export async function getMySetStats(seriesSlug: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/attempts/summary', {
    query: { seriesId: seriesSlug },
    ...(signal ? { signal } : {}),
  });
  return mySetStatsListSchema.parse(body);
}

export function useMySetStats(seriesSlug: string, enabled: boolean) {
  return useQuery({
    queryKey: mySetStatsKey(seriesSlug),
    queryFn: ({ signal }) => getMySetStats(seriesSlug, signal),
    enabled,
  });
}
