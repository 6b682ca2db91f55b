import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { attempts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * One device at a time (issue 22, scenario 5; docs/reliability.md). The sign-in session whose hall
 * last opened a running attempt holds it: saves, the position and the submit of any other session are
 * refused with 409 ATTEMPT_MOVED. So a phone that crashed and comes back online after the student
 * carried on from a laptop cannot write its old answers over the new ones; its hall says the test is
 * open elsewhere and offers to continue there, which opens the attempt again and takes it back.
 * A token without a session (tests' and benches' minted tokens) neither takes nor is refused.
 */
export const attemptMoved = () =>
  new AppError(409, 'ATTEMPT_MOVED', 'This test is now open on another device');

/** SQL over the attempt row aliased `a`: the caller's session may write to it. */
export const heldBy = (sessionId: string | null) =>
  sql`(a.holder_session_id is null or ${sessionId}::uuid is null or a.holder_session_id = ${sessionId}::uuid)`;

/** The hall opened (or started) the attempt in this session: it holds it from now on. */
export async function takeAttempt(d: Deps, attemptId: string, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await d.db
    .update(attempts)
    .set({ holderSessionId: sessionId })
    .where(
      and(
        eq(attempts.id, attemptId),
        eq(attempts.status, 'active'),
        or(isNull(attempts.holderSessionId), ne(attempts.holderSessionId, sessionId)),
      ),
    );
}

/** Whether a running attempt is held by another session than the caller's. */
export async function heldElsewhere(d: Deps, attemptId: string, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const [row] = await d.db
    .select({ holder: attempts.holderSessionId, status: attempts.status })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  return row?.status === 'active' && row.holder !== null && row.holder !== sessionId;
}
