import { addIndianDays, type IndianDay, indianDayStart } from '../days/indian-day.ts';

/**
 * Points for the global leaderboards (docs/leaderboards.md). Each award has a key that is unique per
 * student and source, so the same thing never earns twice: a set's first ranked attempt, a question
 * first answered right, a day's problem.
 */
export const pointRules = {
  /** A mock test's first ranked attempt: a base for sitting it, plus up to 20 for the score. */
  testBase: 10,
  testForScore: 20,
  /** A quiz answer earns only the first time that question is answered right. */
  quizCorrect: 1,
  /** At most this many quiz points in one Indian day: generated questions are endless. */
  quizDailyCap: 50,
  /** Solving the day's problem, and a bonus for solving it at the first try. */
  potdSolved: 10,
  potdFirstTry: 5,
} as const;

/** Points for a mock test scored `scoreMilli` (thousandths of a mark) out of `totalMarks`. */
export function testPoints(scoreMilli: number, totalMarks: number): number {
  const share = totalMarks > 0 ? Math.min(1, Math.max(0, scoreMilli / 1000 / totalMarks)) : 0;
  return pointRules.testBase + Math.round(pointRules.testForScore * share);
}

/** Quiz points still to be earned today, given what the student earned from quizzes today. */
export const quizPointsLeft = (earnedToday: number) => Math.max(0, pointRules.quizDailyCap - earnedToday);

export const potdPoints = (firstTry: boolean) =>
  pointRules.potdSolved + (firstTry ? pointRules.potdFirstTry : 0);

export const leaderboardPeriods = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];

/**
 * The period an Indian day falls in, as a key: the week is named by its Monday (Indian weeks start
 * on Monday), the month by `YYYY-MM`, all time by `all`.
 */
export function periodKey(period: LeaderboardPeriod, day: IndianDay): string {
  if (period === 'all') return 'all';
  if (period === 'month') return day.slice(0, 7);
  // getUTCDay of the day's IST midnight shifted back to the calendar date: 0 = Sunday.
  const weekday = new Date(indianDayStart(day).getTime() + 5.5 * 3_600_000).getUTCDay();
  return addIndianDays(day, -((weekday + 6) % 7));
}

/** The scopes one student's points count in: everyone, the test's exam (tests only), their institute. */
export interface AwardScopes {
  examKey: string | null;
  organisationId: string | null;
}

/**
 * Every board an award adds to: each period × (global, the exam's, the institute's). A board is a
 * string `period:periodKey:scope`, e.g. `week:2026-11-23:global`, `month:2026-11:exam:SSC_CGL`,
 * `all:all:org:<uuid>`.
 */
export function boardsFor(day: IndianDay, scopes: AwardScopes): string[] {
  const scopeKeys = [
    'global',
    ...(scopes.examKey ? [`exam:${scopes.examKey}`] : []),
    ...(scopes.organisationId ? [`org:${scopes.organisationId}`] : []),
  ];
  return leaderboardPeriods.flatMap((p) => scopeKeys.map((s) => boardKey(p, periodKey(p, day), s)));
}

export const boardKey = (period: LeaderboardPeriod, key: string, scope: string) =>
  `${period}:${key}:${scope}`;
