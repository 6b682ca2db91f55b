import type { AttemptState } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import type { RawJson } from '../../../lib/raw-json.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertOwnAttemptRow } from '../policy.ts';
import { findAttemptWithSet, readAttemptState } from '../queries.ts';

/** The attempt's state for its own student: how another device resumes the test. */
export async function getAttemptState(
  d: Deps,
  viewer: Viewer,
  attemptId: string,
): Promise<RawJson<AttemptState>> {
  const row = await findAttemptWithSet(d, attemptId);
  assertOwnAttemptRow(viewer, row);
  return readAttemptState(d, row.attempt, row);
}
