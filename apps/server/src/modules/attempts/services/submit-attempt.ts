import type { AttemptResult } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { attempts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { finaliseAttempt } from '../finalise.ts';
import { assertOwnAttempt } from '../policy.ts';
import { attemptResult } from './attempt-result.ts';

/** Submits an attempt: idempotent, however many times (and from however many tabs) it arrives. */
export async function submitAttempt(d: Deps, viewer: Viewer, attemptId: string): Promise<AttemptResult> {
  const [attempt] = await d.db
    .select({ userId: attempts.userId })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  assertOwnAttempt(viewer, attempt);
  await d.db.transaction((tx) => finaliseAttempt(d, tx, attemptId, 'candidate'));
  return attemptResult(d, viewer, attemptId);
}
