import { type LiveKey, type LiveTab, liveTestListSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/lobby';
import { liveKeysOf } from './keys';

/** GET /api/live-tests: one tab of the list (all-India tests and the viewer's batches'), with the clock offset. */
export async function listLiveTests(
  tab: LiveTab,
  liveKey: LiveKey | null,
  page: number,
  signal?: AbortSignal,
) {
  const body = await apiGet<unknown>('/live-tests', {
    query: { phase: tab, liveKey, page },
    ...(signal ? { signal } : {}),
  });
  const list = liveTestListSchema.parse(body);
  return { ...list, offsetMs: clockOffsetMs(list.serverNow, Date.now()) };
}

export function useLiveTests(tab: LiveTab, liveKey: LiveKey | null, page: number) {
  return useQuery({
    queryKey: liveKeysOf.list(tab, liveKey, page),
    queryFn: ({ signal }) => listLiveTests(tab, liveKey, page, signal),
    placeholderData: keepPreviousData,
    // Phases move with time: a card that starts while the list is open moves tabs on the next read.
    refetchInterval: 60_000,
  });
}
