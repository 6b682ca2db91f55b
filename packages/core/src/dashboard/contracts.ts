import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { quizKinds } from '../quizzes/contracts.ts';

/** One of the student's own attempts, with what a link to its hall or its result needs. */
export const dashboardAttemptSchema = z.object({
  attemptId: z.uuid(),
  /** Slugs, as in the web addresses /exams/{seriesId}/{setId}. */
  seriesId: z.string(),
  setId: z.string(),
  title: localized,
  language: z.enum(['hi', 'en']),
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  score: z.number().nullable(),
});
export type DashboardAttempt = z.infer<typeof dashboardAttemptSchema>;

/**
 * GET /api/dashboard/next-steps: what the signed-in landing offers next (docs/first-visit.md).
 * `unfinished`: running attempts still inside their time, newest first; `recentResults`: the newest
 * submitted attempts.
 */
export const nextStepsSchema = z.object({
  unfinished: z.array(dashboardAttemptSchema),
  recentResults: z.array(dashboardAttemptSchema),
});
export type NextSteps = z.infer<typeof nextStepsSchema>;

/** How many recent results the landing lists; the full history belongs to the results pages. */
export const recentResultsLimit = 5;

/** The weak and strong places of a student's practice: answers and right answers per subject or topic. */
const accuracyLine = {
  subject: z.string(),
  attempts: z.number().int(),
  correct: z.number().int(),
  /** Right answers as a whole percentage of answers, 0–100. */
  accuracy: z.number().int(),
};

export const dashboardTopicSchema = z.object({ ...accuracyLine, topic: z.string() });
export type DashboardTopic = z.infer<typeof dashboardTopicSchema>;

/** One submitted mock test on the score trend: its score as a percentage of the set's maximum marks. */
export const scoreTrendPointSchema = z.object({
  attemptId: z.uuid(),
  seriesId: z.string(),
  setId: z.string(),
  title: localized,
  submittedAt: z.iso.datetime(),
  score: z.number(),
  totalMarks: z.number(),
  /** score / totalMarks × 100, one decimal; negative when negative marking took the score below zero. */
  percent: z.number(),
});
export type ScoreTrendPoint = z.infer<typeof scoreTrendPointSchema>;

/** The newest quiz the student started and did not finish. */
export const dashboardQuizSchema = z.object({
  id: z.uuid(),
  kind: z.enum(quizKinds),
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  total: z.number().int(),
  answered: z.number().int(),
  startedAt: z.iso.datetime(),
});

/**
 * GET /api/dashboard/summary: everything the student dashboard (/quiz-dashboard) shows, the
 * viewer's own rows only (docs/dashboard.md). Days are Indian days (`YYYY-MM-DD`).
 */
export const dashboardSummarySchema = z.object({
  serverNow: z.iso.datetime(),
  today: z.string(),
  next: z.object({
    /** Running tests still inside their time, newest first (time left = deadline − serverNow). */
    unfinishedTests: z.array(dashboardAttemptSchema),
    unfinishedQuiz: dashboardQuizSchema.nullable(),
    cardsDueToday: z.number().int(),
    weakestTopic: dashboardTopicSchema.nullable(),
  }),
  totals: z.object({
    mockTestsTaken: z.number().int(),
    quizzesTaken: z.number().int(),
    /** Mean of the submitted mock tests' percent of maximum marks, one decimal; null before the first. */
    mockAverageScorePercent: z.number().nullable(),
    /** Mean of the finished quizzes' percent right, whole; null before the first. */
    quizAverageScorePercent: z.number().nullable(),
    /** Right answers over all answered questions (quizzes and mock tests), whole percent; null before any. */
    accuracy: z.number().int().nullable(),
    answered: z.number().int(),
    bookmarks: z.number().int(),
  }),
  subjects: z.array(z.object(accuracyLine)),
  topics: z.array(dashboardTopicSchema),
  /** The weakest topics the student has answered, weakest first, as "Practise my weak topics" picks them. */
  weakTopics: z.array(dashboardTopicSchema),
  /** The newest submitted mock tests, oldest first (the chart reads left to right). */
  scoreTrend: z.array(scoreTrendPointSchema),
  study: z.object({
    days: z.array(z.object({ day: z.string(), focusMinutes: z.number().int(), sessions: z.number().int() })),
    totalMinutes: z.number().int(),
  }),
  streak: z.object({ current: z.number().int(), best: z.number().int(), activeToday: z.boolean() }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** How many submitted mock tests the score trend shows. */
export const scoreTrendLimit = 10;
/** How many weak topics the dashboard names. */
export const weakTopicsLimit = 5;
export * from './target-exam.ts';
