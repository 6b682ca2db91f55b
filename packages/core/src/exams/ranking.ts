/**
 * Ranks are competition ranks ("1224"): equal scores share a rank and the next distinct score skips
 * the places they took. No hidden tie-breaker (time, date) decides between equal scores.
 */
export function rankFor(scoresAbove: number): number {
  return scoresAbove + 1;
}

/**
 * Percentile as exam bodies publish it: the share of takers who scored the same as or less than the
 * candidate, so the topper is at 100 and a lone taker is at 100.
 */
export function percentileFor(atOrBelow: number, takers: number): number {
  if (takers <= 0) return 0;
  return Math.round((atOrBelow / takers) * 10000) / 100;
}

/** Competition ranks of a list of scores (same order as given). */
export function competitionRanks(scores: readonly number[]): number[] {
  return scores.map((s) => rankFor(scores.filter((o) => o > s).length));
}
