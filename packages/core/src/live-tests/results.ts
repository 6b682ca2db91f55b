import { competitionRanks, percentileFor } from '../exams/ranking.ts';

/**
 * A live test's published figures (docs/live-tests.md, "Results"), computed once at publication from
 * every candidate's finished attempt. Pure: the server passes the scores in milli-marks and stores
 * what comes back. Ranks are competition ranks (equal scores share a rank, "1, 2, 2, 4"); the
 * percentile is the share of candidates at or below the score (the topper is at 100).
 */

export interface LiveEntry {
  userId: string;
  attemptId: string;
  scoreMilli: number;
  /** Each section's score in milli-marks, in template order. */
  sectionMilli: readonly number[];
}

export interface LiveStanding {
  userId: string;
  attemptId: string;
  scoreMilli: number;
  rank: number;
  percentile: number;
  sectionRanks: { scoreMilli: number; rank: number }[];
}

export interface LiveFigures {
  candidates: number;
  topperMilli: number;
  averageMilli: number;
  distribution: { fromMilli: number; toMilli: number; count: number }[];
  cutOffs: { percentile: number; scoreMilli: number }[];
}

/** The percentiles whose scores are published as cut-off-style marks. */
export const liveCutOffPercentiles = [50, 75, 90, 99] as const;

/** How many candidates scored at or below each score, from sorted scores (one pass, no n² scan). */
function atOrBelowCounts(scores: readonly number[]): Map<number, number> {
  const sorted = [...scores].sort((a, b) => a - b);
  const counts = new Map<number, number>();
  sorted.forEach((s, i) => {
    counts.set(s, i + 1);
  });
  return counts;
}

/** Competition ranks without the n² scan of `competitionRanks` (10,000 candidates at once). */
function fastRanks(scores: readonly number[]): number[] {
  if (scores.length <= 64) return competitionRanks(scores);
  const desc = [...scores].sort((a, b) => b - a);
  const firstPlace = new Map<number, number>();
  desc.forEach((s, i) => {
    if (!firstPlace.has(s)) firstPlace.set(s, i + 1);
  });
  return scores.map((s) => firstPlace.get(s) ?? 1);
}

/** Every candidate's rank, percentile and section ranks. */
export function liveStandings(entries: readonly LiveEntry[]): LiveStanding[] {
  const totals = entries.map((e) => e.scoreMilli);
  const ranks = fastRanks(totals);
  const below = atOrBelowCounts(totals);
  const sectionCount = Math.max(0, ...entries.map((e) => e.sectionMilli.length));
  const sectionRanks = Array.from({ length: sectionCount }, (_, i) =>
    fastRanks(entries.map((e) => e.sectionMilli[i] ?? 0)),
  );
  return entries.map((e, i) => ({
    userId: e.userId,
    attemptId: e.attemptId,
    scoreMilli: e.scoreMilli,
    rank: ranks[i] ?? 1,
    percentile: percentileFor(below.get(e.scoreMilli) ?? 0, entries.length),
    sectionRanks: Array.from({ length: sectionCount }, (_, s) => ({
      scoreMilli: e.sectionMilli[s] ?? 0,
      rank: sectionRanks[s]?.[i] ?? 1,
    })),
  }));
}

/**
 * The summary: topper, average, a distribution in `buckets` equal parts from the lowest possible
 * score (`minMilli`, negative with negative marking) to the total, and the cut-offs: the lowest
 * score whose percentile reaches each of 50, 75, 90 and 99.
 */
export function liveFigures(
  standings: readonly Pick<LiveStanding, 'scoreMilli' | 'percentile'>[],
  range: { minMilli: number; totalMilli: number },
  buckets = 10,
): LiveFigures {
  const n = standings.length;
  const scores = standings.map((s) => s.scoreMilli);
  const span = Math.max(1, range.totalMilli - range.minMilli);
  const width = span / buckets;
  const distribution = Array.from({ length: buckets }, (_, b) => ({
    fromMilli: Math.round(range.minMilli + b * width),
    toMilli: Math.round(range.minMilli + (b + 1) * width),
    count: 0,
  }));
  for (const s of scores) {
    const b = Math.min(buckets - 1, Math.max(0, Math.floor((s - range.minMilli) / width)));
    const bucket = distribution[b];
    if (bucket) bucket.count += 1;
  }
  const byScore = [...standings].sort((a, b) => a.scoreMilli - b.scoreMilli);
  const cutOffs = liveCutOffPercentiles.map((p) => ({
    percentile: p,
    scoreMilli: byScore.find((s) => s.percentile >= p)?.scoreMilli ?? 0,
  }));
  return {
    candidates: n,
    topperMilli: n === 0 ? 0 : Math.max(...scores),
    averageMilli: n === 0 ? 0 : Math.round(scores.reduce((a, b) => a + b, 0) / n),
    distribution,
    cutOffs,
  };
}
