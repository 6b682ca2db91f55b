import { type LiveLeaderboard, type LiveResults, liveTestRules } from '@abhyas/core';
import { and, asc, count, eq } from 'drizzle-orm';
import { attempts, liveResults, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertPublished } from '../policy.ts';
import { phaseOf, presentLeaderboard, presentResults } from '../presenter.ts';
import { visibleTestOr404 } from './get-test.ts';

async function myResult(d: Deps, liveTestId: string, userId: string) {
  const [mine] = await d.db
    .select()
    .from(liveResults)
    .where(and(eq(liveResults.liveTestId, liveTestId), eq(liveResults.userId, userId)));
  return mine;
}

/** The viewer's published result and the test's summary (409 LIVE_RESULTS_PENDING before). */
export async function liveTestResults(d: Deps, viewer: Viewer, liveTestId: string): Promise<LiveResults> {
  const now = d.clock();
  // Candidates ask every few seconds until publication: that answer needs no counts (see join.ts).
  assertPublished(phaseOf((await visibleTestOr404(d, viewer, liveTestId, false)).test, now));
  const row = await visibleTestOr404(d, viewer, liveTestId);
  const mine = await myResult(d, liveTestId, viewer.id);
  const [attempt] = mine?.attemptId
    ? await d.db
        .select({ correct: attempts.correct, wrong: attempts.wrong, skipped: attempts.skipped })
        .from(attempts)
        .where(eq(attempts.id, mine.attemptId))
    : [];
  return { ...presentResults(row, mine, attempt, now), serverNow: now.toISOString() };
}

/** The live leaderboard, a page at a time, after publication only. */
export async function liveLeaderboard(
  d: Deps,
  viewer: Viewer,
  liveTestId: string,
  page: number,
): Promise<LiveLeaderboard> {
  const row = await visibleTestOr404(d, viewer, liveTestId, false);
  assertPublished(phaseOf(row.test, d.clock()));
  const size = liveTestRules.leaderboardPageSize;
  const [rows, [total], mine] = await Promise.all([
    d.db
      .select({
        rank: liveResults.rank,
        scoreMilli: liveResults.scoreMilli,
        percentile: liveResults.percentile,
        userId: liveResults.userId,
        name: users.name,
        username: users.username,
      })
      .from(liveResults)
      .innerJoin(users, eq(users.id, liveResults.userId))
      .where(eq(liveResults.liveTestId, liveTestId))
      .orderBy(asc(liveResults.rank), asc(users.username))
      .limit(size)
      .offset((page - 1) * size),
    d.db.select({ n: count() }).from(liveResults).where(eq(liveResults.liveTestId, liveTestId)),
    myResult(d, liveTestId, viewer.id),
  ]);
  return presentLeaderboard(rows, viewer.id, mine, total?.n ?? 0, page, size);
}
