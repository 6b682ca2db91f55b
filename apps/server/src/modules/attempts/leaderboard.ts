import { displayMarks, type Leaderboard, rankFor } from '@abhyas/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { attempts, setScoreCounts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../plugins/access.ts';
import { findSet } from '../exams/catalogue.ts';
import { examKeyOf } from '../exams/presenter.ts';
import { inRanks } from './ranks.ts';
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
 * rank; among them the list is alphabetical, which decides nothing.
 */
export async function setLeaderboard(
  d: Deps,
  viewer: Viewer,
  setSlug: string,
  limit: number,
): Promise<Leaderboard> {
  const { set } = await findSet(d, setSlug);
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
    d.db
      .select({ scoreMilli: attempts.scoreMilli })
      .from(attempts)
      .where(and(ranked, eq(attempts.userId, viewer.id))),
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
  const overall = mine?.scoreMilli != null ? await standing(d, set.id, mine.scoreMilli) : null;
  // A non-taker (admins included) has no score to stand at: count the takers on their own.
  const takers = overall?.takers ?? (await takersOf(d, set.id));
  return {
    setId: set.slug,
    title: { hi: set.titleHi, en: set.titleEn },
    examKey: examKeyOf(set.examKey),
    takers,
    top: entries,
    mine:
      overall && mine?.scoreMilli != null
        ? { rank: overall.rank, score: displayMarks(mine.scoreMilli), percentile: overall.percentile }
        : null,
  };
}
