import { z } from 'zod';
import { examKeys } from '../exams/exam-keys.ts';
import { difficulties } from '../questions/contracts.ts';

/**
 * The institute's own tests (docs/institutes.md, "The institute's own tests"): its question import,
 * its questions, its sets made from them, their assignment to batches with a window, and the exam
 * dashboard. Routes under /api/organisations/{organizationId}/…; messages are rule keys.
 */

/** The file formats an institute imports: the content import's three and Moodle's three. */
export const instituteImportFormats = ['csv', 'xlsx', 'json', 'moodle-xml', 'gift', 'aiken'] as const;
export type InstituteImportFormat = (typeof instituteImportFormats)[number];
/** Formats whose questions carry no subject, topic or difficulty: the request gives them for every question. */
export const moodleFamily: readonly InstituteImportFormat[] = ['moodle-xml', 'gift', 'aiken'];

export const batchTestRules = {
  /** A 5 MB file in base64 (docs/content-import.md). */
  fileBase64Max: 7_000_000,
  /** Questions an institute keeps (docs/limits.md). */
  questionsPerInstitute: 20_000,
  setsPerInstitute: 2_000,
  /** A window is at least 10 minutes and at most 60 days. */
  windowMinMinutes: 10,
  windowMaxDays: 60,
  pageSize: 50,
} as const;

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

export const instituteImportRequestSchema = z
  .strictObject({
    format: z.enum(instituteImportFormats, { error: 'testUpload.rules.formatInvalid' }),
    fileName: z
      .string({ error: typeError })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.batchTests.tooLong'),
    contentBase64: z
      .string({ error: typeError })
      .min(1, 'testUpload.rules.fileEmpty')
      .max(batchTestRules.fileBase64Max, 'validation.batchTests.fileTooLarge'),
    /** For Moodle XML, GIFT and Aiken: the subject, topic and difficulty of every question in the file. */
    subject: z.string({ error: typeError }).trim().max(60, 'validation.batchTests.tooLong').optional(),
    topic: z.string({ error: typeError }).trim().max(60, 'validation.batchTests.tooLong').optional(),
    difficulty: z.enum(difficulties, { error: 'validation.question.difficultyInvalid' }).optional(),
  })
  .superRefine((req, ctx) => {
    if (!moodleFamily.includes(req.format)) return;
    for (const field of ['subject', 'topic', 'difficulty'] as const)
      if (!req[field])
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.batchTests.fieldNeeded' });
  });
export type InstituteImportRequest = z.output<typeof instituteImportRequestSchema>;

export const instituteSetParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  setId: z.uuid('validation.invalidType'),
});
export const batchTestParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  batchTestId: z.uuid('validation.invalidType'),
});

const localized = z.object({ hi: z.string(), en: z.string() });

/** One of the institute's questions, with its key (the institute's admins wrote it). */
export const instituteQuestionSchema = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
  text: localized,
  options: z.array(localized),
  answer: z.number().int(),
  /** How many of the institute's sets hold it. */
  setCount: z.number().int(),
  createdAt: z.string(),
});
export type InstituteQuestion = z.infer<typeof instituteQuestionSchema>;
export const instituteQuestionListSchema = z.object({
  items: z.array(instituteQuestionSchema),
  total: z.number().int(),
});
export type InstituteQuestionList = z.infer<typeof instituteQuestionListSchema>;
export const instituteQuestionQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalidType' })
    .int('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(10_000, 'validation.invalidType')
    .default(1),
});

/** A set made from the institute's questions following an exam template, section by section in order. */
export const instituteSetInputSchema = z.strictObject({
  examKey: z.enum(examKeys, { error: 'validation.exams.examInvalid' }),
  title: z.strictObject({
    hi: z
      .string({ error: typeError })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.batchTests.tooLong'),
    en: z
      .string({ error: typeError })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.batchTests.tooLong'),
  }),
  languages: z
    .array(z.enum(['hi', 'en'], { error: 'validation.exams.languageInvalid' }))
    .min(1, 'validation.required')
    .max(2, 'validation.exams.languageInvalid'),
  /** The questions in order: the template's first section's count first, and so on. */
  questionIds: z
    .array(z.uuid('validation.invalidType'))
    .min(1, 'validation.required')
    .max(300, 'validation.batchTests.setCount'),
});
export type InstituteSetInput = z.output<typeof instituteSetInputSchema>;

/** An institute's set, as its tests and its set list show it. */
const testSetSchema = z.object({
  id: z.string(),
  slug: z.string(),
  seriesSlug: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  languages: z.array(z.enum(['hi', 'en'])),
  questionCount: z.number().int(),
});

export const instituteSetSchema = testSetSchema.extend({ createdAt: z.string() });
export type InstituteSet = z.infer<typeof instituteSetSchema>;
export const instituteSetListSchema = z.object({ items: z.array(instituteSetSchema) });
export const instituteSetExportQuery = z.object({
  format: z.enum(['moodle-xml'], { error: 'testUpload.rules.formatInvalid' }),
});

/** Assign a set to a batch: its students may start it from `opensAt` until `closesAt`. */
export const batchTestInputSchema = z
  .strictObject({
    batchId: z.uuid('validation.invalidType'),
    setId: z.uuid('validation.invalidType'),
    opensAt: z.iso.datetime({ offset: true, error: 'validation.batchTests.timeInvalid' }),
    closesAt: z.iso.datetime({ offset: true, error: 'validation.batchTests.timeInvalid' }),
  })
  .superRefine((v, ctx) => {
    const span = Date.parse(v.closesAt) - Date.parse(v.opensAt);
    if (span < batchTestRules.windowMinMinutes * 60_000)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'validation.batchTests.windowTooShort' });
    else if (span > batchTestRules.windowMaxDays * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'validation.batchTests.windowTooLong' });
  });
export type BatchTestInput = z.output<typeof batchTestInputSchema>;

export const batchTestStatuses = ['upcoming', 'open', 'closed'] as const;
export type BatchTestStatus = (typeof batchTestStatuses)[number];

/** Where a window stands at `now`: it opens at `opensAt` and is over at `closesAt`. */
export function batchTestStatus(opensAt: Date, closesAt: Date, now: Date): BatchTestStatus {
  if (now.getTime() < opensAt.getTime()) return 'upcoming';
  if (now.getTime() < closesAt.getTime()) return 'open';
  return 'closed';
}

/** A test of a batch: the batch, the set, the window and the batch's active students. */
const batchTestBase = z.object({
  id: z.string(),
  batch: z.object({ id: z.string(), name: z.string() }),
  set: testSetSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.enum(batchTestStatuses),
  /** Active students of the batch. */
  batchSize: z.number().int(),
});

/** A test as the institute's staff see it, with how the batch did. */
export const staffBatchTestSchema = batchTestBase.extend({
  /** Students of the batch with a submitted first attempt. */
  takers: z.number().int(),
  /** Their average score, in marks (null before anyone took it). */
  averageScore: z.number().nullable(),
  maxScore: z.number(),
});
export type StaffBatchTest = z.infer<typeof staffBatchTestSchema>;
export const staffBatchTestListSchema = z.object({
  items: z.array(staffBatchTestSchema),
  serverNow: z.string(),
});
export type StaffBatchTestList = z.infer<typeof staffBatchTestListSchema>;

/** A student's own result in a batch test: first attempt only, ranked within the batch. */
export const myBatchResultSchema = z.object({
  attemptId: z.string(),
  score: z.number(),
  maxScore: z.number(),
  /** Competition rank among the batch's first attempts (equal scores share a rank). */
  rank: z.number().int(),
  takers: z.number().int(),
});
export const myBatchTestSchema = batchTestBase.extend({
  /** The student has a running attempt (resume rather than start). */
  running: z.boolean(),
  result: myBatchResultSchema.nullable(),
});
export type MyBatchTest = z.infer<typeof myBatchTestSchema>;
export const myBatchTestListSchema = z.object({ items: z.array(myBatchTestSchema), serverNow: z.string() });
export type MyBatchTestList = z.infer<typeof myBatchTestListSchema>;
