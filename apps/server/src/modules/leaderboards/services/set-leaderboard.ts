import type { Leaderboard } from '@abhyas/core';
import { and, asc, desc, eq } from 'drizzle-orm';
import { attempts, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { findSet } from '../../exams/catalogue.ts';
import { presentLeaderboard } from '../presenter.ts';
import { countsInRanks, inRanks, standing, takersOf } from '../standings.ts';

/**
 * The top of a set's ranking (first attempts only) and the viewer's own place. Equal scores share a
 * rank; among them the list is alphabetical, which decides nothing. A first attempt held for review
 * has no place, and the viewer is told why (`myReview`) rather than that they have no attempt.
 */
export async function setLeaderboard(
  d: Deps,
  viewer: Viewer,
  setSlug: string,
  limit: number,
): Promise<Leaderboard> {
  const { set, series } = await findSet(d, setSlug, false, viewer.id);
  const ranked = and(eq(attempts.setId, set.id), inRanks);
  const [top, [mine]] = await Promise.all([
    d.db
      .select({
        userId: attempts.userId,
        name: users.name,
        username: users.username,
        scoreMilli: attempts.scoreMilli,
        time: attempts.timeTakenSeconds,
      })
      .from(attempts)
      .innerJoin(users, eq(users.id, attempts.userId))
      .where(ranked)
      .orderBy(desc(attempts.scoreMilli), asc(users.name), asc(users.username))
      .limit(limit),
    // The viewer's finished first attempt, ranked or held: `countsInRanks` tells which.
    d.db
      .select({
        ranked: attempts.ranked,
        status: attempts.status,
        rankReview: attempts.rankReview,
        scoreMilli: attempts.scoreMilli,
      })
      .from(attempts)
      .where(
        and(
          eq(attempts.setId, set.id),
          eq(attempts.userId, viewer.id),
          eq(attempts.ranked, true),
          eq(attempts.status, 'submitted'),
        ),
      ),
  ]);
  const rankedScore = mine && countsInRanks(mine) ? mine.scoreMilli : null;
  const overall = rankedScore != null ? await standing(d, set.id, rankedScore) : null;
  // A non-taker (admins included) has no score to stand at: count the takers on their own.
  const takers = overall?.takers ?? (await takersOf(d, set.id));
  return presentLeaderboard(
    set,
    series.slug,
    viewer.id,
    top,
    takers,
    overall && rankedScore != null ? { ...overall, scoreMilli: rankedScore } : null,
    mine?.rankReview ?? null,
  );
}
