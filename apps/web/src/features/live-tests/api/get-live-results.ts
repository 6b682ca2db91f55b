import { liveResultsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { liveKeysOf } from './keys';

/** GET /api/live-tests/{id}/results: after publication only (409 LIVE_RESULTS_PENDING before). */
export async function getLiveResults(id: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(
    `/live-tests/${encodeURIComponent(id)}/results`,
    signal ? { signal } : {},
  );
  return liveResultsSchema.parse(body);
}

export function useLiveResults(id: string, enabled: boolean) {
  return useQuery({
    queryKey: liveKeysOf.results(id),
    queryFn: ({ signal }) => getLiveResults(id, signal),
    enabled,
    // Published results never change (docs/live-tests.md).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
