import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { attemptStateSchema } from '../exams/attempt-contracts.ts';
import { examKeys } from '../exams/exam-keys.ts';
import { liveKeys } from './keys.ts';
import { livePhases, liveTabs } from './phase.ts';

/**
 * The live mock tests (docs/live-tests.md): the list, a test with the viewer's registration,
 * registering, joining, the results and the live leaderboard, and scheduling by platform admins
 * (/api/admin/live-tests) and institute admins (/api/organisations/{organizationId}/live-tests).
 * Every response a lobby reads carries `serverNow` (ISO) so its countdown follows the server's clock.
 * Scores are in marks (milli-marks divided by 1000).
 */

export const liveTestRules = {
  pageSize: 20,
  leaderboardPageSize: 50,
  joinMinutesMin: 1,
  joinMinutesMax: 60,
  joinMinutesDefault: 15,
  /** A test is scheduled at least this far ahead (registration and the reminder need time). */
  leadMinutesMin: 5,
  /** …and at most this far ahead. */
  leadDaysMax: 365,
  /** Distribution buckets of the published summary. */
  distributionBuckets: 10,
} as const;

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';
const page = z.coerce
  .number({ error: 'validation.invalidType' })
  .int('validation.invalidType')
  .min(1, 'validation.invalidType')
  .max(10_000, 'validation.invalidType')
  .default(1);

export const liveTestParams = z.object({ liveTestId: z.uuid('validation.invalidType') });
export const orgLiveTestParams = z.object({ organizationId: z.uuid('validation.invalidType') });
export const orgLiveTestItemParams = orgLiveTestParams.extend({
  liveTestId: z.uuid('validation.invalidType'),
});

export const liveTestListQuery = z.object({
  liveKey: z.enum(liveKeys, { error: 'validation.liveTests.liveKeyInvalid' }).optional(),
  phase: z.enum(liveTabs, { error: 'validation.liveTests.phaseInvalid' }).optional(),
  page,
});
export type LiveTestListQuery = z.output<typeof liveTestListQuery>;

/** A live test as the list and the lobby show it. Times are ISO strings. */
export const liveTestItemSchema = z.object({
  id: z.string(),
  liveKey: z.enum(liveKeys),
  examKey: z.enum(examKeys),
  title: localized,
  startsAt: z.string(),
  joinMinutes: z.number().int(),
  /** The join window shuts at min(startsAt + joinMinutes, endsAt). */
  joinClosesAt: z.string(),
  endsAt: z.string(),
  phase: z.enum(livePhases),
  questions: z.number().int(),
  durationMinutes: z.number().int(),
  totalMarks: z.number(),
  languages: z.array(z.enum(['hi', 'en'])),
  /** All-India, or one institute batch's test (its name). */
  scope: z.enum(['india', 'batch']),
  batchName: z.string().nullable(),
  registered: z.boolean(),
  registrations: z.number().int(),
  resultsPublished: z.boolean(),
});
export type LiveTestItem = z.infer<typeof liveTestItemSchema>;

export const liveTestListSchema = z.object({
  items: z.array(liveTestItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  serverNow: z.string(),
});
export type LiveTestList = z.infer<typeof liveTestListSchema>;

export const liveRegistrationSchema = z.object({
  registeredAt: z.string(),
  /** Set once the candidate joined: the exam hall resumes this attempt by id. */
  attemptId: z.string().nullable(),
  joinedAt: z.string().nullable(),
  /** True once that attempt is submitted (by the candidate or at the deadline). */
  submitted: z.boolean(),
});
export type LiveRegistration = z.infer<typeof liveRegistrationSchema>;

export const liveTestDetailSchema = z.object({
  test: liveTestItemSchema,
  registration: liveRegistrationSchema.nullable(),
  serverNow: z.string(),
});
export type LiveTestDetail = z.infer<typeof liveTestDetailSchema>;

/** POST …/join?language=: the language to sit the paper in (absent: the viewer's, else the set's first). */
export const liveJoinQuery = z.object({
  language: z.enum(['hi', 'en'], { error: 'validation.exams.languageInvalid' }).optional(),
});

/** POST …/join: the candidate's attempt (an ordinary exam-hall attempt at the live paper). */
export const liveJoinSchema = z.object({
  attemptId: z.string(),
  setSlug: z.string(),
  seriesSlug: z.string(),
  examKey: z.enum(examKeys),
  /** Everyone's deadline is the test's end (plus the candidate's accommodation). */
  deadline: z.string(),
  /** Whole minutes left at join time (a late joiner gets only what is left). */
  minutesLeft: z.number().int(),
  serverNow: z.string(),
  /**
   * The hall's state of the attempt, paper included, so the hall opens without asking again: one
   * request per candidate instead of two when 10,000 arrive in a minute (bench/live-day.ts). A reload
   * reads it from GET /api/attempts/{attemptId} like any attempt.
   */
  state: attemptStateSchema,
});
export type LiveJoin = z.infer<typeof liveJoinSchema>;

export const liveSectionRankSchema = z.object({
  index: z.number().int(),
  name: localized,
  score: z.number(),
  maxScore: z.number(),
  /** Competition rank among the candidates by this section's score. */
  rank: z.number().int(),
});
export type LiveSectionRank = z.infer<typeof liveSectionRankSchema>;

export const liveMyResultSchema = z.object({
  attemptId: z.string(),
  score: z.number(),
  /** Competition rank: equal scores share a rank ("1, 2, 2, 4"). */
  rank: z.number().int(),
  candidates: z.number().int(),
  percentile: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  sectionRanks: z.array(liveSectionRankSchema),
});
export type LiveMyResult = z.infer<typeof liveMyResultSchema>;

export const liveSummarySchema = z.object({
  candidates: z.number().int(),
  totalMarks: z.number(),
  passingMarks: z.number(),
  topper: z.number(),
  average: z.number(),
  /** Equal-width score buckets from the lowest possible score to the total marks. */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** Cut-off-style marks: the score at the 50th, 75th, 90th and 99th percentile. */
  cutOffs: z.array(z.object({ percentile: z.number(), score: z.number() })),
});
export type LiveSummary = z.infer<typeof liveSummarySchema>;

/** GET …/results (409 LIVE_RESULTS_PENDING before publication). `mine` is null for one who did not sit. */
export const liveResultsSchema = z.object({
  test: liveTestItemSchema,
  mine: liveMyResultSchema.nullable(),
  summary: liveSummarySchema,
  serverNow: z.string(),
});
export type LiveResults = z.infer<typeof liveResultsSchema>;

export const liveLeaderboardQuery = z.object({ page });
export const liveLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  username: z.string(),
  score: z.number(),
  percentile: z.number(),
  isMe: z.boolean(),
});
export const liveLeaderboardSchema = z.object({
  items: z.array(liveLeaderboardEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  mine: z.object({ rank: z.number().int(), score: z.number(), percentile: z.number() }).nullable(),
});
export type LiveLeaderboard = z.infer<typeof liveLeaderboardSchema>;

const title = z.strictObject({
  hi: z
    .string({ error: typeError })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.liveTests.tooLong'),
  en: z
    .string({ error: typeError })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.liveTests.tooLong'),
});
const startsAt = z.iso.datetime({ offset: true, error: 'validation.liveTests.timeInvalid' });
const joinMinutes = z
  .number({ error: typeError })
  .int('validation.invalidType')
  .min(liveTestRules.joinMinutesMin, 'validation.liveTests.joinMinutes')
  .max(liveTestRules.joinMinutesMax, 'validation.liveTests.joinMinutes');

/**
 * Schedule a live test: an unpublished set that follows the live key's template and whose questions
 * are secret (in no published set, other live test or Problem of the Day). An institute admin names
 * one of the institute's batches and one of its own sets; a platform admin's test is all-India.
 */
export const liveTestInputSchema = z.strictObject({
  liveKey: z.enum(liveKeys, { error: 'validation.liveTests.liveKeyInvalid' }),
  setId: z.uuid('validation.invalidType'),
  title: title.optional(),
  startsAt,
  joinMinutes: joinMinutes.default(liveTestRules.joinMinutesDefault),
  batchId: z.uuid('validation.invalidType').optional(),
});
export type LiveTestInput = z.output<typeof liveTestInputSchema>;

/** Reschedule before the start (at least one field). */
export const liveTestPatchSchema = z
  .strictObject({
    title: title.optional(),
    startsAt: startsAt.optional(),
    joinMinutes: joinMinutes.optional(),
  })
  .refine((v) => v.title !== undefined || v.startsAt !== undefined || v.joinMinutes !== undefined, {
    message: 'validation.required',
  });
export type LiveTestPatch = z.output<typeof liveTestPatchSchema>;

export const adminLiveTestListQuery = z.object({ page });

/** A live test as its schedulers see it: the set behind it and who scheduled it. */
export const adminLiveTestSchema = liveTestItemSchema.extend({
  setId: z.string(),
  setSlug: z.string(),
  setTitle: localized,
  batchId: z.string().nullable(),
  organizationId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  resultsPublishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLiveTest = z.infer<typeof adminLiveTestSchema>;
export const adminLiveTestListSchema = z.object({
  items: z.array(adminLiveTestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  serverNow: z.string(),
});
export type AdminLiveTestList = z.infer<typeof adminLiveTestListSchema>;
