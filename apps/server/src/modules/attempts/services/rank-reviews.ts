import {
  examTemplates,
  type RankReviewDecision,
  type RankReviewItem,
  type RankReviewStatus,
  testPoints,
} from '@abhyas/core';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { attempts, practiceSets, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { awardPoints } from '../../leaderboards/award.ts';
import { countsInRanks, countTaker } from '../../leaderboards/standings.ts';
import { presentRankReview } from '../presenter.ts';

const reviewer = alias(users, 'reviewer');

function reviewQuery(d: Deps) {
  return d.db
    .select({
      attempt: attempts,
      set: { slug: practiceSets.slug, titleHi: practiceSets.titleHi, titleEn: practiceSets.titleEn },
      student: { id: users.id, username: users.username, name: users.name },
      reviewedBy: reviewer.username,
    })
    .from(attempts)
    .innerJoin(practiceSets, eq(practiceSets.id, attempts.setId))
    .innerJoin(users, eq(users.id, attempts.userId))
    .leftJoin(reviewer, eq(reviewer.id, attempts.rankReviewedBy));
}

/** First attempts held out of the ranks (or already decided), newest first, at most 200. */
export async function listRankReviews(d: Deps, status: RankReviewStatus) {
  const rows = await reviewQuery(d)
    .where(eq(attempts.rankReview, status))
    .orderBy(desc(attempts.submittedAt))
    .limit(200);
  return { items: rows.map(presentRankReview) };
}

/**
 * An admin decides on a held attempt: `cleared` puts it in the ranks (the set's score histogram
 * counts it, so its rank and everyone's follow), `rejected` keeps it out. A decision can be changed;
 * the histogram moves with it. One transaction, the attempt row locked.
 */
export async function decideRankReview(
  d: Deps,
  viewer: Viewer,
  attemptId: string,
  decision: RankReviewDecision,
): Promise<RankReviewItem> {
  await d.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
    if (!attempt?.rankReview || attempt.scoreMilli === null) throw notFound('No such attempt under review');
    const wasIn = countsInRanks(attempt);
    await tx
      .update(attempts)
      .set({ rankReview: decision, rankReviewedAt: d.clock(), rankReviewedBy: viewer.id })
      .where(eq(attempts.id, attemptId));
    const willBeIn = decision === 'cleared';
    if (willBeIn !== wasIn) await countTaker(tx, attempt.setId, attempt.scoreMilli, willBeIn ? 1 : -1);
    // Cleared: the leaderboard points it was held from (once; a later rejection does not take them back).
    if (willBeIn && !wasIn && attempt.submittedAt)
      await awardPoints(tx, {
        userId: attempt.userId,
        source: 'test',
        key: attempt.setId,
        points: testPoints({
          scoreMilli: attempt.scoreMilli,
          totalMarks: examTemplates[attempt.examKey].totalMarks,
          answered: (attempt.correct ?? 0) + (attempt.wrong ?? 0),
          questions: (attempt.correct ?? 0) + (attempt.wrong ?? 0) + (attempt.skipped ?? 0),
        }),
        examKey: attempt.examKey,
        at: attempt.submittedAt,
      });
  });
  const [row] = await reviewQuery(d).where(eq(attempts.id, attemptId));
  if (!row) throw notFound('No such attempt under review');
  return presentRankReview(row);
}
