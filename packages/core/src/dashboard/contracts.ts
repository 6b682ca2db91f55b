import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';

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
