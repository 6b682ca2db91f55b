import {
  type DashboardAttempt,
  displayMarks,
  examTemplates,
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

/** One decimal, half away from zero. */
const oneDecimal = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10)) / 10 || 0;

/** A submitted attempt's score as a share of its exam's maximum marks (the template's total). */
export function percentOfMax(examKey: DashboardAttemptRow['examKey'], scoreMilli: number): number {
  return (scoreMilli / (examTemplates[examKey].totalMarks * 1000)) * 100;
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

/**
 * The mean percent of maximum marks over the submitted mock tests, from per-exam sums (one grouped
 * query): Σ over exams of Σ score / max, divided by the number of tests.
 */
export function mockAverage(
  groups: readonly { examKey: DashboardAttemptRow['examKey']; n: number; scoreMilli: number }[],
) {
  const taken = groups.reduce((sum, g) => sum + g.n, 0);
  if (taken === 0) return { taken, averagePercent: null };
  const sum = groups.reduce((s, g) => s + percentOfMax(g.examKey, g.scoreMilli), 0);
  return { taken, averagePercent: oneDecimal(sum / taken) };
}

/** Accuracy as a whole percent, null with nothing answered: core's one rule. */
export { wholePercent };
