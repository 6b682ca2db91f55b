import { addIndianDays, type IndianDay, indianDayStart } from '../days/indian-day.ts';

/**
 * Points for the global leaderboards (docs/leaderboards.md). Points measure effort: a mock test earns
 * by the answers actually given and by the score (a blank or near-blank attempt earns none), a quiz
 * by right answers at a person's pace, the daily problem by solving it without trying every option.
 * Each award has a key that is unique per student and source, so the same thing never earns twice: a
 * set's first ranked attempt, a question first answered right, a day's problem.
 */
export const pointRules = {
  /** A mock test's first ranked attempt: up to 10 for the share of its questions answered… */
  testForAnswers: 10,
  /** …and up to 20 for the score (its share of the total marks). */
  testForScore: 20,
  /** Under this share of the questions answered a test earns nothing (blank attempts are free to make). */
  testMinAnsweredShare: 0.2,
  /** A quiz answer earns only the first time that question is answered right. */
  quizCorrect: 1,
  /** At most this many quiz points in one Indian day: generated questions are endless. */
  quizDailyCap: 50,
  /**
   * A quiz answer earns only at a person's pace: the student's quiz answers since the quiz started,
   * this one included, at no less than this many seconds each (server time).
   */
  quizSecondsPerAnswer: 4,
  /** Solving the day's problem, and a bonus for solving it at the first try. */
  potdSolved: 10,
  potdFirstTry: 5,
  /** Solved after more wrong tries than this earns nothing: trying every option is no solve. */
  potdMaxWrongTries: 1,
} as const;

export interface TestPointsFacts {
  /** The attempt's score in thousandths of a mark (negative marking can take it below 0). */
  scoreMilli: number;
  totalMarks: number;
  /** Questions with a chosen option. */
  answered: number;
  /** Questions in the set. */
  questions: number;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0);

/**
 * Points for a mock test's first ranked attempt: none when under a fifth of the questions were
 * answered or the score is not above zero (a blank, near-blank or guessed-to-nothing attempt);
 * otherwise up to 10 by the share answered plus up to 20 by the share of the total marks scored.
 */
export function testPoints(facts: TestPointsFacts): number {
  const answered = share(facts.answered, facts.questions);
  if (answered < pointRules.testMinAnsweredShare || !(facts.scoreMilli > 0)) return 0;
  const scored = share(facts.scoreMilli / 1000, facts.totalMarks);
  return Math.round(pointRules.testForAnswers * answered) + Math.round(pointRules.testForScore * scored);
}

/** Quiz points still to be earned today, given what the student earned from quizzes today. */
export const quizPointsLeft = (earnedToday: number) => Math.max(0, pointRules.quizDailyCap - earnedToday);

/**
 * Whether a right quiz answer may earn: the student's quiz answers since this quiz started (this one
 * included, in any quiz) came no faster than a person's pace, measured by the server from the quiz's
 * start. Offline answers replayed in one burst still earn (they were made after the start); a script
 * answering as fast as it can does not, nor does it by spreading its answers over parallel quizzes.
 */
export function quizAnswerEarns(facts: { secondsSinceQuizStart: number; answersSinceQuizStart: number }) {
  return (
    facts.secondsSinceQuizStart >= Math.max(1, facts.answersSinceQuizStart) * pointRules.quizSecondsPerAnswer
  );
}

/**
 * The daily problem: 15 at the first try, 10 at the second, none later (with four options, trying
 * them in turn always solves it).
 */
export function potdPoints(wrongTries: number): number {
  if (wrongTries > pointRules.potdMaxWrongTries) return 0;
  return pointRules.potdSolved + (wrongTries <= 0 ? pointRules.potdFirstTry : 0);
}

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
