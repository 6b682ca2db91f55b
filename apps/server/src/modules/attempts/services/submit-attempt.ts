import type { AttemptResult } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { attempts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { closeLiveAttempt } from '../close.ts';
import { finaliseAttempt } from '../finalise.ts';
import { attemptMoved, heldElsewhere } from '../holder.ts';
import { assertOwnAttempt, liveResultsPending } from '../policy.ts';
import { attemptResult } from './attempt-result.ts';

/** Submits an attempt: idempotent, however many times (and from however many tabs) it arrives. */
export async function submitAttempt(
  d: Deps,
  viewer: Viewer,
  attemptId: string,
  sessionId: string | null = null,
): Promise<AttemptResult> {
  const [attempt] = await d.db
    .select({ userId: attempts.userId })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  assertOwnAttempt(viewer, attempt);
  // Another device holds the running attempt: this one's (late) submit is not the student's last word.
  if (await heldElsewhere(d, attemptId, sessionId)) throw attemptMoved();
  // A live paper's attempt closes in one statement, outside a transaction: its result waits for the
  // test's publication, which scores it (docs/live-tests.md, "Close now, score at publication").
  if (await closeLiveAttempt(d.db, attemptId, 'candidate', d.clock())) throw liveResultsPending();
  await d.db.transaction((tx) => finaliseAttempt(d, tx, attemptId, 'candidate'));
  return attemptResult(d, viewer, attemptId);
}
