import { percentileFor, rankFor } from '@abhyas/core';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { attempts, setScoreCounts } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';

/**
 * A finished first attempt that counts in the ranks: not held for review (docs/exam-hall.md,
 * "Honest ranks"), or cleared by an admin. Every ranking query (histogram, leaderboard, topper and
 * average, the peers' pace) goes through this one condition.
 */
export const inRanks = and(
  eq(attempts.ranked, true),
  eq(attempts.status, 'submitted'),
  or(isNull(attempts.rankReview), eq(attempts.rankReview, 'cleared')),
);

/** Whether an attempt row counts in the ranks (the same rule as `inRanks`, for a loaded row). */
export const countsInRanks = (a: { ranked: boolean; status: string; rankReview: string | null }) =>
  a.ranked && a.status === 'submitted' && (a.rankReview === null || a.rankReview === 'cleared');

/** Moves one taker into (+1) or out of (−1) a set's score histogram. */
export async function countTaker(tx: Tx, setId: string, scoreMilli: number, delta: 1 | -1) {
  await tx
    .insert(setScoreCounts)
    .values({ setId, scoreMilli, takers: delta })
    .onConflictDoUpdate({
      target: [setScoreCounts.setId, setScoreCounts.scoreMilli],
      set: { takers: sql`${setScoreCounts.takers} + ${delta}` },
    });
  if (delta < 0)
    await tx
      .delete(setScoreCounts)
      .where(
        and(
          eq(setScoreCounts.setId, setId),
          eq(setScoreCounts.scoreMilli, scoreMilli),
          sql`${setScoreCounts.takers} <= 0`,
        ),
      );
}

/**
 * Counts a set's takers again from its attempts, in one statement: a live paper's histogram is
 * written once, at publication, rather than by each of its submits (attempts/finalise.ts). Whatever
 * the histogram held for the set is replaced, so a held attempt an admin cleared before publication
 * (rank-reviews.ts moved it in) is counted once.
 */
export async function recountTakers(tx: Tx, setId: string) {
  await tx.delete(setScoreCounts).where(eq(setScoreCounts.setId, setId));
  await tx.execute(sql`insert into set_score_counts (set_id, score_milli, takers)
    select ${attempts.setId}, ${attempts.scoreMilli}, count(*)::int from ${attempts}
    where ${attempts.setId} = ${setId} and ${attempts.scoreMilli} is not null and ${inRanks}
    group by ${attempts.setId}, ${attempts.scoreMilli}`);
}

/**
 * Rank and percentile of a score in a set, from the score histogram: one pass over the set's distinct
 * scores (a few hundred rows, found by the primary key's set_id prefix), never a count over attempts.
 */
export async function standing(d: Deps, setId: string, scoreMilli: number) {
  const [row] = await d.db
    .select({
      higher: sql<number>`coalesce(sum(${setScoreCounts.takers}) filter (where ${setScoreCounts.scoreMilli} > ${scoreMilli}), 0)::int`,
      lowerOrEqual: sql<number>`coalesce(sum(${setScoreCounts.takers}) filter (where ${setScoreCounts.scoreMilli} <= ${scoreMilli}), 0)::int`,
    })
    .from(setScoreCounts)
    .where(eq(setScoreCounts.setId, setId));
  const higher = Number(row?.higher ?? 0);
  const lowerOrEqual = Number(row?.lowerOrEqual ?? 0);
  const takers = higher + lowerOrEqual;
  return { rank: rankFor(higher), percentile: percentileFor(lowerOrEqual, takers), takers };
}

/** Students with a ranked, finished first attempt at the set. */
export async function takersOf(d: Deps, setId: string): Promise<number> {
  const [row] = await d.db
    .select({ n: sql<number>`coalesce(sum(${setScoreCounts.takers}), 0)::int` })
    .from(setScoreCounts)
    .where(eq(setScoreCounts.setId, setId));
  return Number(row?.n ?? 0);
}
