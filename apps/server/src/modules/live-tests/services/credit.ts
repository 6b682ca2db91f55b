import { examTemplates, testPoints } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { attempts, liveResults } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { awardPoints } from '../../leaderboards/award.ts';
import { recordAttemptAnswers } from '../../progress/record.ts';

const CREDIT_BATCH = 200;

/**
 * After publication, each candidate gets what finalising their attempt held back (attempts/finalise.ts):
 * the test's leaderboard points and the topic accuracy of their answers. A batch at a time, each in
 * its own transaction that marks its results credited, so a restart or a second node never gives
 * twice (rows are claimed with `for update skip locked`). Ranks are out before this starts: the
 * 60-second goal is for the ranks, and this follows them within the same tick.
 */
export async function creditPublishedResults(d: Deps): Promise<number> {
  let credited = 0;
  for (;;) {
    const done = await d.db.transaction(async (tx) => {
      const batch = rowsOf<{ live_test_id: string; user_id: string; attempt_id: string | null }>(
        await tx.execute(sql`select r.live_test_id::text as live_test_id, r.user_id::text as user_id,
            r.attempt_id::text as attempt_id
          from live_results r join live_tests lt on lt.id = r.live_test_id
          where r.credited_at is null and lt.results_published_at is not null
          order by r.live_test_id, r.user_id limit ${CREDIT_BATCH} for update of r skip locked`),
      );
      for (const row of batch) {
        if (row.attempt_id) await creditAttempt(tx, row.attempt_id);
        await tx
          .update(liveResults)
          .set({ creditedAt: d.clock() })
          .where(and(eq(liveResults.liveTestId, row.live_test_id), eq(liveResults.userId, row.user_id)));
      }
      return batch.length;
    });
    credited += done;
    if (done < CREDIT_BATCH) return credited;
  }
}

/** As finalise.ts gives them to a published set's attempt: points for a ranked one not held for review. */
async function creditAttempt(tx: Tx, attemptId: string) {
  const [a] = await tx.select().from(attempts).where(eq(attempts.id, attemptId));
  if (a?.status !== 'submitted' || a.scoreMilli === null || !a.submittedAt) return;
  if (a.ranked && a.rankReview !== 'pending' && a.rankReview !== 'rejected')
    await awardPoints(tx, {
      userId: a.userId,
      source: 'test',
      key: a.setId,
      points: testPoints({
        scoreMilli: a.scoreMilli,
        totalMarks: examTemplates[a.examKey].totalMarks,
        answered: (a.correct ?? 0) + (a.wrong ?? 0),
        questions: (a.correct ?? 0) + (a.wrong ?? 0) + (a.skipped ?? 0),
      }),
      examKey: a.examKey,
      at: a.submittedAt,
    });
  await recordAttemptAnswers(tx, attemptId, a.submittedAt);
}
