import { liveJoinSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/live-tests/{id}/join: the candidate's attempt (idempotent: a second call returns the same
 * one). 409 LIVE_NOT_STARTED before the server's start, LIVE_JOIN_CLOSED after the window.
 */
export async function joinLiveTest(id: string) {
  return liveJoinSchema.parse(await apiPost<unknown>(`/live-tests/${encodeURIComponent(id)}/join`));
}
