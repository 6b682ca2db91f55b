import { displayMarks, type Leaderboard, rankFor } from '@abhyas/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { attempts, setScoreCounts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../plugins/access.ts';
import { findSet } from '../exams/catalogue.ts';
import { examKeyOf, languagesOf } from '../exams/presenter.ts';
import { countsInRanks, inRanks } from './ranks.ts';
import { standing } from './results.ts';

/** Students with a ranked, finished first attempt at the set. */
async function takersOf(d: Deps, setId: string): Promise<number> {
  const [row] = await d.db
    .select({ n: sql<number>`coalesce(sum(${setScoreCounts.takers}), 0)::int` })
    .from(setScoreCounts)
    .where(eq(setScoreCounts.setId, setId));
  return Number(row?.n ?? 0);
}

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
  const { set, series } = await findSet(d, setSlug);
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
  const entries = top.map((row, i) => ({
    // Every higher score sorts earlier in this list, so counting them here is the whole truth.
    rank: rankFor(top.slice(0, i).filter((o) => (o.scoreMilli ?? 0) > (row.scoreMilli ?? 0)).length),
    name: row.name,
    username: row.username,
    score: displayMarks(row.scoreMilli ?? 0),
    timeTakenSeconds: row.time ?? 0,
    isMe: row.userId === viewer.id,
  }));
  const rankedScore = mine && countsInRanks(mine) ? mine.scoreMilli : null;
  const overall = rankedScore != null ? await standing(d, set.id, rankedScore) : null;
  // A non-taker (admins included) has no score to stand at: count the takers on their own.
  const takers = overall?.takers ?? (await takersOf(d, set.id));
  return {
    setId: set.slug,
    seriesId: series.slug,
    languages: languagesOf(set.languages),
    title: { hi: set.titleHi, en: set.titleEn },
    examKey: examKeyOf(set.examKey),
    takers,
    top: entries,
    mine:
      overall && rankedScore != null
        ? { rank: overall.rank, score: displayMarks(rankedScore), percentile: overall.percentile }
        : null,
    myReview: mine?.rankReview ?? null,
  };
}
