import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { localizedSchema } from '../content/localized.ts';
import { difficulties, strictBankQuestionSchema } from '../questions/contracts.ts';

export const potdMessagesEn: Record<string, string> = {
  'validation.potd.answerInvalid': 'Choose one of the options.',
  'validation.potd.dayInvalid': 'Choose a date as YYYY-MM-DD.',
  'validation.potd.rangeInvalid': 'Choose at most 62 days, the first before the last.',
  'validation.potd.dayPast': 'Only days after today can be scheduled or cleared.',
  'validation.potd.dayTooFar': 'Schedule at most a year ahead.',
  'validation.potd.differsFromBank':
    'The bank already has this question with other options or another answer.',
};
Object.assign(ruleMessagesEn, potdMessagesEn);

const streak = z.object({ current: z.number().int().min(0), max: z.number().int().min(0) });

/**
 * An option of the day's problem. `isCorrect` is present only once the viewer has solved the
 * problem (or the day is over): the spec's page received it up front; ours is checked on the
 * server (docs/potd.md).
 */
export const potdOptionSchema = z.object({ text: z.string(), isCorrect: z.boolean().optional() });

/** The day's problem in the reader's language (spec §3 "Problem of the Day response"). */
export const potdProblemSchema = z.object({
  /** The Indian day, YYYY-MM-DD. */
  day: z.string(),
  /** The bank question: the bookmark and report flows take it. */
  questionId: z.uuid(),
  questionText: z.string(),
  difficulty: z.enum(difficulties),
  /** The topic's name in the reader's language; `subject` and `topic` are its dictionary keys. */
  category: z.string(),
  subject: z.string(),
  topic: z.string(),
  options: z.array(potdOptionSchema),
  /** Shown with the answer, once solved. */
  explanation: z.string().optional(),
  bookmarked: z.boolean(),
});
export type PotdProblem = z.infer<typeof potdProblemSchema>;

export const potdTodaySchema = z.object({
  alreadySolved: z.boolean(),
  /** Wrong tries today (they change no streak). */
  tries: z.number().int().min(0),
  streak,
  /** Null only when no question at all can be shown (an empty bank). */
  problem: potdProblemSchema.nullable(),
});
export type PotdToday = z.infer<typeof potdTodaySchema>;

/** A real calendar date (2026-13-40 matches the pattern but is no day). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.potd.dayInvalid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'validation.potd.dayInvalid');

/** `answer` is the chosen option's text, in the language the student saw it (spec §4). */
export const potdSubmitSchema = z.strictObject({
  answer: z
    .string({ error: 'validation.potd.answerInvalid' })
    .min(1, 'validation.potd.answerInvalid')
    .max(2000),
});
export type PotdSubmit = z.infer<typeof potdSubmitSchema>;

/** Spec §3 "submit response": success, message, streak; plus the solved problem with its key. */
export const potdSubmitResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  streak,
  problem: potdProblemSchema.optional(),
});
export type PotdSubmitResult = z.infer<typeof potdSubmitResultSchema>;

/** Spec §3 "Problem of the Day user data". */
export const potdUserDataSchema = z.object({
  data: z.object({ bookmarkedProblems: z.number().int().min(0), streak }),
});
export type PotdUserData = z.infer<typeof potdUserDataSchema>;

export const potdUserParamsSchema = z.object({ userId: z.uuid('validation.invalidType') });

/** One past day for the archive: the problem with its key and the viewer's own result. */
export const potdArchiveItemSchema = potdProblemSchema.extend({
  solved: z.boolean(),
  tries: z.number().int().min(0),
});
export const potdArchiveSchema = z.object({
  data: z.array(potdArchiveItemSchema),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type PotdArchive = z.infer<typeof potdArchiveSchema>;

export const potdArchiveQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  bookmarked: z.enum(['yes']).optional(),
});

/** Admins' calendar: a range of at most 62 days. */
export const potdScheduleQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'validation.potd.rangeInvalid', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 62, {
    message: 'validation.potd.rangeInvalid',
    path: ['to'],
  });

export const potdDayParamsSchema = z.object({ day });

export const potdScheduleEntrySchema = z.object({
  day: z.string(),
  questionId: z.uuid(),
  /** `auto` when the server picked it because nobody scheduled the day. */
  source: z.enum(['scheduled', 'auto']),
  text: localizedSchema,
  options: z.array(localizedSchema),
  correctOption: z.number().int(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
  /** How many students tried and solved it (0 for days to come). */
  solvers: z.number().int().min(0),
});
export const potdScheduleSchema = z.object({ data: z.array(potdScheduleEntrySchema) });
export type PotdScheduleEntry = z.infer<typeof potdScheduleEntrySchema>;

export const potdScheduleBodySchema = z.strictObject({ questionId: z.uuid('validation.invalidType') });

/** An admin writes a new question for a day: it joins the bank (a question already there is reused). */
export const potdNewQuestionBodySchema = strictBankQuestionSchema;
