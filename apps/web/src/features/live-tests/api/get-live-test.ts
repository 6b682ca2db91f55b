import { liveTestDetailSchema, publishDueAt } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/lobby';
import { liveKeysOf } from './keys';

/** GET /api/live-tests/{id}: the test, the viewer's registration and the server's clock. */
export async function getLiveTest(id: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(`/live-tests/${encodeURIComponent(id)}`, signal ? { signal } : {});
  const detail = liveTestDetailSchema.parse(body);
  return { ...detail, offsetMs: clockOffsetMs(detail.serverNow, Date.now()) };
}

/**
 * Until its results are published (or it is cancelled), the lobby asks again when they are due and
 * then every `pollMs` (spread by the caller over a few seconds, so that ten thousand lobbies do
 * not ask in the same second).
 */
export function useLiveTest(id: string, pollMs: number) {
  return useQuery({
    queryKey: liveKeysOf.detail(id),
    queryFn: ({ signal }) => getLiveTest(id, signal),
    // Never the app's 30 s of freshness: back from the hall, the lobby must know the test was submitted.
    staleTime: 0,
    refetchInterval: (query) => {
      const d = query.state.data;
      if (!d || d.test.phase === 'published' || d.test.phase === 'cancelled') return false;
      // Before the results are due, ask again at that moment (at most an hour ahead: timers overflow).
      const untilDue = publishDueAt(new Date(d.test.endsAt)).getTime() - (Date.now() + d.offsetMs);
      return untilDue <= 0 ? pollMs : Math.min(3_600_000, untilDue + pollMs - 10_000);
    },
    retry: false,
  });
}
