import {
  type DashboardAttempt,
  displayMarks,
  examTemplates,
  mockAverage,
  oneDecimal,
  percentOfMax,
  type ScoreTrendPoint,
  wholePercent,
} from '@abhyas/core';
import type { DashboardAttemptRow } from './queries.ts';

/** The only place the dashboard's rows become contracts. */
export function presentAttempt(row: DashboardAttemptRow): DashboardAttempt {
  return {
    attemptId: row.attemptId,
    seriesId: row.seriesId,
    setId: row.setId,
    title: { hi: row.titleHi, en: row.titleEn },
    language: row.language,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    // In marks as the result page shows them (NABARD's −0.625 is −0.63 there too).
    score: row.scoreMilli === null ? null : displayMarks(row.scoreMilli),
  };
}

/** A trend point; only submitted attempts (score and submission time set together) are given. */
export function presentTrendPoint(row: DashboardAttemptRow): ScoreTrendPoint | null {
  if (row.scoreMilli === null || row.submittedAt === null) return null;
  return {
    attemptId: row.attemptId,
    seriesId: row.seriesId,
    setId: row.setId,
    title: { hi: row.titleHi, en: row.titleEn },
    submittedAt: row.submittedAt.toISOString(),
    score: displayMarks(row.scoreMilli),
    totalMarks: examTemplates[row.examKey].totalMarks,
    percent: oneDecimal(percentOfMax(row.examKey, row.scoreMilli)),
  };
}

/** The score rules live in core, shared with the institute dashboards. */
/** Accuracy as a whole percent, null with nothing answered: core's one rule. */
export { mockAverage, percentOfMax, wholePercent };
