import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { attemptLimits } from './attempt-limits.ts';
import { examKeys } from './exam-keys.ts';

const language = z.enum(['hi', 'en'], { error: 'validation.exams.languageInvalid' });
const slug = z.string().regex(/^[a-z0-9-]{3,80}$/, 'validation.exams.slugInvalid');

/** Request bodies are strict objects: an unknown field is refused, never dropped (docs/api-errors.md). */
export const startAttemptSchema = z.strictObject({ setId: slug, language });
export const attemptParamsSchema = z.object({ attemptId: z.uuid('validation.invalidType') });

export const attemptSectionSchema = z.object({
  index: z.number().int(),
  name: localized,
  totalQuestions: z.number().int(),
  markForCorrectAns: z.number(),
  markForInCorrectAns: z.number(),
  /** The section's own window when the exam is sectionally timed; the whole test's otherwise. */
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
});

/** A question as the hall sees it during the test: never the key, never the explanation. */
export const hallQuestionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  section: z.number().int(),
  text: localized,
  options: z.array(localized),
  image: z.string().nullable(),
  /** The passage of a reading-comprehension or cloze question; left out for every other question. */
  passage: localized.optional(),
});
export type HallQuestion = z.infer<typeof hallQuestionSchema>;

export const savedResponseSchema = z.object({
  questionId: z.uuid(),
  answer: z.number().int().nullable(),
  marked: z.boolean(),
  visited: z.boolean(),
  seq: z.number().int(),
});
export type SavedResponse = z.infer<typeof savedResponseSchema>;

export const attemptStatuses = ['active', 'submitted'] as const;

export const attemptStateSchema = z.object({
  id: z.uuid(),
  setId: z.string(),
  seriesId: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  language,
  status: z.enum(attemptStatuses),
  /** True for the student's first attempt at the set: only that one is ranked. */
  ranked: z.boolean(),
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  serverNow: z.iso.datetime(),
  graceSeconds: z.number().int(),
  compensatoryMinutes: z.number().int(),
  sectionalTiming: z.boolean(),
  duration: z.number().int(),
  totalMarks: z.number(),
  passingMarks: z.number(),
  sections: z.array(attemptSectionSchema),
  questions: z.array(hallQuestionSchema),
  responses: z.array(savedResponseSchema),
  lastSeq: z.number().int(),
  /** The question the student last had on screen (any device), so the hall resumes there; null before any. */
  currentQuestionId: z.uuid().nullable(),
});
export type AttemptState = z.infer<typeof attemptStateSchema>;

/** One answer save. `seq` grows by one per save on the device; the latest seq wins per question. */
export const answerSaveSchema = z.strictObject({
  seq: z.number().int().min(1, 'validation.attempts.seqInvalid').max(attemptLimits.seqMax),
  questionId: z.uuid('validation.invalidType'),
  answer: z.number().int().min(0).max(attemptLimits.optionIndexMax).nullable(),
  marked: z.boolean(),
  /** Milliseconds spent on the question since the previous save of it. */
  timeSpentMs: z.number().int().min(0).max(attemptLimits.timeSpentMaxMs).default(0),
});
export type AnswerSave = z.input<typeof answerSaveSchema>;
export const saveBatchSchema = z.strictObject({
  saves: z.array(answerSaveSchema).min(1).max(attemptLimits.saveBatchMax),
});

export const saveRejectionReasons = [
  'sectionClosed',
  'sectionNotOpen',
  'unknownQuestion',
  'invalidAnswer',
] as const;
export type SaveRejectionReason = (typeof saveRejectionReasons)[number];
/**
 * The attempt's time as the server has it now, on every save acknowledgement and position answer, so
 * a running hall follows a deadline moved mid-test (compensatory time granted) without a reload.
 * `sections` comes only when the windows differ from the plain ones the hall started with: a
 * sectionally timed attempt stretched by compensatory time (docs/exam-hall.md, "A deadline that moves").
 */
export const attemptTimingSchema = z.object({
  serverNow: z.iso.datetime(),
  deadline: z.iso.datetime(),
  sections: z
    .array(z.object({ index: z.number().int(), opensAt: z.iso.datetime(), closesAt: z.iso.datetime() }))
    .optional(),
});
export type AttemptTiming = z.infer<typeof attemptTimingSchema>;

export const saveAckSchema = attemptTimingSchema.extend({
  /** Every seq of the batch that is now committed (including repeats of ones committed before). */
  acked: z.array(z.number().int()),
  rejected: z.array(z.object({ seq: z.number().int(), reason: z.enum(saveRejectionReasons) })),
});
export type SaveAck = z.infer<typeof saveAckSchema>;

/** Where the student is in the hall: sent (best effort) when they move, read back on resume. */
export const attemptPositionSchema = z.strictObject({ questionId: z.uuid('validation.invalidType') });

/**
 * Whether a first attempt counts in the ranks. `null`: ranked as usual. `pending`: its answers were
 * implausible for a person (see docs/exam-hall.md, "Honest ranks") and it waits for an admin;
 * `cleared`: an admin ranked it; `rejected`: an admin kept it out of the ranks.
 */
export const rankReviewStatuses = ['pending', 'cleared', 'rejected'] as const;
export type RankReviewStatus = (typeof rankReviewStatuses)[number];

export const sectionResultSchema = z.object({
  index: z.number().int(),
  name: localized,
  totalQuestions: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
});

export const attemptResultSchema = z.object({
  attemptId: z.uuid(),
  setId: z.string(),
  seriesId: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  ranked: z.boolean(),
  finishedBy: z.enum(['candidate', 'timeout']),
  score: z.number(),
  totalMarks: z.number(),
  passingMarks: z.number(),
  passed: z.boolean(),
  correct: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  accuracy: z.number().nullable(),
  timeTakenSeconds: z.number().int(),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime(),
  /** Rank among first attempts; null for a practice re-attempt. */
  rank: z.number().int().nullable(),
  percentile: z.number().nullable(),
  /** Students whose first attempt at this set is finished. */
  takers: z.number().int(),
  /** Where a re-attempt would have ranked, for practice attempts. */
  practiceRank: z.number().int().nullable(),
  /** Set when this first attempt was held out of the ranks for review (rank is then null). */
  rankReview: z.enum(rankReviewStatuses).nullable(),
  sections: z.array(sectionResultSchema),
  /** Set when an admin corrected a key after submission and the attempt was re-scored. */
  rescore: z
    .object({ at: z.iso.datetime(), previousScore: z.number(), questionIds: z.array(z.uuid()) })
    .nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const analysisQuestionSchema = hallQuestionSchema.extend({
  subject: z.string(),
  topic: z.string(),
  difficulty: z.string(),
  /** Null while the key is sealed for the student (core's `sealOf`: another ranked set holds it). */
  correctOption: z.number().int().nullable(),
  answer: z.number().int().nullable(),
  marked: z.boolean(),
  /** `sealed`: the verdict would tell the key, so it waits with it. */
  outcome: z.enum(['correct', 'wrong', 'skipped', 'sealed']),
  timeSpentSeconds: z.number().int(),
  /** How many times the chosen answer changed after the first choice. */
  changes: z.number().int(),
  /** The student once had the right answer and changed it to a wrong one (or cleared it). */
  rightToWrong: z.boolean(),
  explanation: localized.nullable(),
  /** The set whose first submitted attempt opens this key, while it is sealed; else null. */
  sealedBy: z.object({ setId: z.string(), examKey: z.string(), title: localized }).nullable(),
  reportedByMe: z.boolean(),
});
export type AnalysisQuestion = z.infer<typeof analysisQuestionSchema>;

const benchmarkSchema = z.object({
  score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  timeTakenSeconds: z.number(),
  sections: z.array(z.number()),
});

export const attemptAnalysisSchema = z.object({
  result: attemptResultSchema,
  questions: z.array(analysisQuestionSchema),
  answerChanges: z.object({
    total: z.number().int(),
    rightToWrong: z.number().int(),
    wrongToRight: z.number().int(),
    wrongToWrong: z.number().int(),
  }),
  /** Null until someone has a ranked, finished attempt. */
  topper: benchmarkSchema.nullable(),
  average: benchmarkSchema.nullable(),
});
export type AttemptAnalysis = z.infer<typeof attemptAnalysisSchema>;

export const leaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  username: z.string(),
  score: z.number(),
  timeTakenSeconds: z.number().int(),
  isMe: z.boolean(),
});
export const leaderboardSchema = z.object({
  setId: z.string(),
  /** The set's series and test languages: the page links back to the set list and into the test. */
  seriesId: z.string(),
  languages: z.array(language),
  title: localized,
  examKey: z.enum(examKeys),
  takers: z.number().int(),
  top: z.array(leaderboardEntrySchema),
  mine: z.object({ rank: z.number().int(), score: z.number(), percentile: z.number() }).nullable(),
  /**
   * The review status of the viewer's finished first attempt (null without one, or when it was never
   * held): 'pending' or 'rejected' explain why `mine` is null (docs/exam-hall.md, "Honest ranks").
   */
  myReview: z.enum(rankReviewStatuses).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const myAttemptsQuerySchema = z.object({ setId: slug });
export const myAttemptSchema = z.object({
  id: z.uuid(),
  status: z.enum(attemptStatuses),
  ranked: z.boolean(),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  score: z.number().nullable(),
});
export const myAttemptListSchema = z.object({ items: z.array(myAttemptSchema) });

export const questionReportReasons = ['wrongKey', 'wrongQuestion', 'translation', 'other'] as const;
export const questionReportRequestSchema = z.strictObject({
  attemptId: z.uuid('validation.invalidType'),
  reason: z.enum(questionReportReasons, { error: 'validation.reports.reasonInvalid' }),
  message: z.string().trim().max(1000, 'validation.reports.messageTooLong').default(''),
});
export const questionReportSchema = z.object({
  id: z.uuid(),
  questionId: z.uuid(),
  setId: z.string(),
  /** The set's title: an admin recognises "SSC CGL Mock 1", not its slug. */
  setTitle: localized,
  reason: z.enum(questionReportReasons),
  message: z.string(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  createdAt: z.iso.datetime(),
  reporter: z.string(),
  question: z.object({ text: localized, options: z.array(localized), correctOption: z.number().int() }),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;
export const questionReportListSchema = z.object({ items: z.array(questionReportSchema) });

export const correctKeyRequestSchema = z.strictObject({
  answer: z
    .number()
    .int()
    .min(0, 'validation.question.answerInvalid')
    .max(4, 'validation.question.answerInvalid'),
  reportId: z.uuid().optional(),
});
export const correctKeyResultSchema = z.object({
  rescoredAttempts: z.number().int(),
  affectedStudents: z.number().int(),
});

export const accommodationsRequestSchema = z.strictObject({ compensatoryTime: z.boolean() });
