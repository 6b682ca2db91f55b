import { competitionRanks, displayMarks, type Leaderboard } from '@abhyas/core';
import type { practiceSets } from '../../db/schema/index.ts';
import { languagesOf } from '../exams/presenter.ts';

interface TopRow {
  userId: string;
  name: string;
  username: string;
  scoreMilli: number | null;
  time: number | null;
}

/**
 * A set's leaderboard. `top` is sorted by score, highest first, so every higher score is in it and
 * competition ranks over the list are the set's ranks.
 */
export function presentLeaderboard(
  set: typeof practiceSets.$inferSelect,
  seriesSlug: string,
  viewerId: string,
  top: readonly TopRow[],
  takers: number,
  mine: { rank: number; scoreMilli: number; percentile: number } | null,
  myReview: Leaderboard['myReview'],
): Leaderboard {
  const ranks = competitionRanks(top.map((row) => row.scoreMilli ?? 0));
  return {
    setId: set.slug,
    seriesId: seriesSlug,
    languages: languagesOf(set.languages),
    title: { hi: set.titleHi, en: set.titleEn },
    examKey: set.examKey,
    takers,
    top: top.map((row, i) => ({
      rank: ranks[i] ?? i + 1,
      name: row.name,
      username: row.username,
      score: displayMarks(row.scoreMilli ?? 0),
      timeTakenSeconds: row.time ?? 0,
      isMe: row.userId === viewerId,
    })),
    mine: mine
      ? { rank: mine.rank, score: displayMarks(mine.scoreMilli), percentile: mine.percentile }
      : null,
    myReview,
  };
}
