import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/**
 * Closes a live paper's attempt without scoring it (docs/live-tests.md, "Close now, score at
 * publication"): status `closed`, the finish time (never after the deadline) and who finished it, in
 * one statement. Its results are hidden until publication anyway, and publication scores every closed
 * attempt of the test in bulk (score-closed.ts): ten thousand submits in a live test's last half
 * minute then cost a save's worth each instead of a dozen statements of scoring.
 *
 * Only an attempt registered for a live test whose paper is still unpublished is closed here; any
 * other attempt (a practice set, an admin trying a draft) answers false and is finalised in full.
 * Also false when the attempt is no longer active (a second submit, the sweeper first).
 */
export async function closeLiveAttempt(
  db: Db | Tx,
  attemptId: string,
  finishedBy: 'candidate' | 'timeout',
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const closed = rowsOf<{ id: string }>(
    await db.execute(sql`update attempts a set status = 'closed',
        submitted_at = least(${at}::timestamptz, a.deadline),
        finished_by = case when ${at}::timestamptz > a.deadline then 'timeout' else ${finishedBy} end,
        time_taken_seconds = greatest(0,
          round(extract(epoch from (least(${at}::timestamptz, a.deadline) - a.started_at))))::int
      where a.id = ${attemptId} and a.status = 'active'
        and exists (select 1 from live_registrations r join practice_sets s on s.id = a.set_id
          where r.attempt_id = a.id and not s.published)
      returning a.id::text as id`),
  );
  return closed.length > 0;
}
