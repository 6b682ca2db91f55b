import type { AttemptState } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import type { RawJson } from '../../../lib/raw-json.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { takeAttempt } from '../holder.ts';
import { assertOwnAttemptRow } from '../policy.ts';
import { findAttemptWithSet, readAttemptState } from '../queries.ts';

/**
 * The attempt's state for its own student: how a hall opens or resumes the test, here or on another
 * device. Opening a running attempt takes it for the caller's session (holder.ts).
 */
export async function getAttemptState(
  d: Deps,
  viewer: Viewer,
  attemptId: string,
  sessionId: string | null = null,
): Promise<RawJson<AttemptState>> {
  const row = await findAttemptWithSet(d, attemptId);
  assertOwnAttemptRow(viewer, row);
  if (row.attempt.status === 'active') await takeAttempt(d, attemptId, sessionId);
  return readAttemptState(d, row.attempt, row);
}
