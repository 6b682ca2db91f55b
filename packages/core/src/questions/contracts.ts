import { z } from 'zod';
import { subjectKey, subjectNames } from '../content/subjects.ts';
import { CURRENT_AFFAIRS } from '../current-affairs/rules.ts';
import { isCalendarDay } from '../days/calendar-day.ts';
import { examKeys } from '../exams/exam-keys.ts';

/**
 * The question bank's shape, shared by the seeder, the admin import (JSON, CSV and XLSX rows become
 * this), the content check and the API. Error messages are rule keys (`validation.question.*`) that
 * the web app and the import report translate.
 */
export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];
export const contentLanguages = ['hi', 'en'] as const;

const devanagari = /[\u0900-\u097F]/;
/** A reading passage of about 450 words fits with room; a cloze passage is shorter. */
const passageMaxLength = 6000;
const passageIdSchema = z.string().regex(/^[a-z0-9-]{3,80}$/);
const text = (max: number) =>
  z.string().trim().min(1, 'validation.question.textRequired').max(max, 'validation.question.textTooLong');

/** Unknown keys are refused (a `mr` beside `hi` and `en` is a mistake, not a third language). */
const unknownKey = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined,
};
export const localizedTextSchema = (max = 4000) =>
  z.strictObject({ hi: text(max), en: text(max) }, unknownKey);

/**
 * A question's image: a file of our own site under /media/ (served with the web app) or an https:
 * address without credentials. Nothing else: no javascript: or data: URLs, no http: (mixed content),
 * no other paths of our origin. The CSP (img-src 'self' data: https:) allows exactly these.
 */
export function isAllowedImage(value: string): boolean {
  if (value.startsWith('/'))
    return /^\/media\/[\w.-][\w./-]*$/.test(value) && !value.includes('//') && !value.includes('..');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
const imageSchema = z
  .string({ error: 'validation.question.imageInvalid' })
  .trim()
  .max(2000, 'validation.question.imageInvalid')
  .refine(isAllowedImage, 'validation.question.imageInvalid');

const knownKey = (rule: string) =>
  z
    .string()
    .trim()
    .transform(subjectKey)
    .refine((k) => k in subjectNames, rule);

const questionFields = {
  subject: knownKey('validation.question.subjectUnknown'),
  topic: knownKey('validation.question.topicUnknown'),
  difficulty: z.enum(difficulties, { error: 'validation.question.difficultyInvalid' }),
  text: localizedTextSchema(),
  options: z
    .array(localizedTextSchema(600))
    .min(4, 'validation.question.optionCount')
    .max(5, 'validation.question.optionCount'),
  /** 1-based number of the correct option. */
  answer: z.number().int('validation.question.answerInvalid').min(1, 'validation.question.answerInvalid'),
  explanation: localizedTextSchema(),
  image: imageSchema.optional(),
  /**
   * The passage a reading-comprehension or cloze question is asked on, shown above its text. Several
   * questions share one passage; a bank file writes it once (`passages`, resolved by
   * `questionFileSchema`), the database keeps it with each question.
   */
  passage: localizedTextSchema(passageMaxLength).optional(),
  /** Current affairs only: the date of the fact (YYYY-MM-DD), which the question is about. */
  factDate: z.string().refine(isCalendarDay, 'validation.currentAffairs.day').optional(),
  /** Current affairs only: the last day it is practised; two years after the fact when left out. */
  expiresOn: z.string().refine(isCalendarDay, 'validation.currentAffairs.day').optional(),
};

type QuestionRules = {
  subject: string;
  answer: number;
  options: { hi: string; en: string }[];
  text: { hi: string };
  explanation: { hi: string };
  factDate?: string | undefined;
  expiresOn?: string | undefined;
};

/**
 * The rules every question obeys, in a set or in the bank. `needsHindi` is off only for an
 * institute's own questions, which are in whatever language its teachers write (docs/institutes.md).
 */
function questionRules(q: QuestionRules, ctx: z.RefinementCtx, needsHindi = true) {
  if (q.answer > q.options.length)
    ctx.addIssue({ code: 'custom', path: ['answer'], message: 'validation.question.answerInvalid' });
  datedFactRules(q, ctx);
  for (const lang of contentLanguages) {
    const seen = new Set(q.options.map((o) => o[lang].toLowerCase().replace(/\s+/g, ' ')));
    if (seen.size !== q.options.length)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'validation.question.optionsNotDistinct',
      });
  }
  // English-language questions stay in English; every other question needs real Hindi text.
  if (needsHindi && q.subject !== 'english') {
    for (const field of ['text', 'explanation'] as const)
      if (!devanagari.test(q[field].hi))
        ctx.addIssue({ code: 'custom', path: [field, 'hi'], message: 'validation.question.hindiMissing' });
  }
}

/** A current-affairs question is dated (docs/current-affairs.md); no other question is. */
function datedFactRules(q: QuestionRules, ctx: z.RefinementCtx) {
  if (q.subject !== CURRENT_AFFAIRS) {
    for (const field of ['factDate', 'expiresOn'] as const)
      if (q[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'validation.question.factDateOnlyCurrentAffairs',
        });
    return;
  }
  if (q.factDate === undefined)
    ctx.addIssue({ code: 'custom', path: ['factDate'], message: 'validation.question.factDateRequired' });
  else if (q.expiresOn !== undefined && q.expiresOn <= q.factDate)
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'validation.question.expiryBeforeFact' });
}

/** 1-based section of the exam template the question belongs to in its set. */
const sectionField = z
  .number()
  .int('validation.question.sectionInvalid')
  .min(1, 'validation.question.sectionInvalid')
  .max(10, 'validation.question.sectionInvalid');

/** A question of a practice set: the bank's fields and the section it sits in. */
export const questionInputSchema = z
  .object({
    section: sectionField,
    ...questionFields,
  })
  .superRefine(questionRules);

/**
 * The same question as an API request body (add or edit one question): unknown fields are refused.
 * Import rows and content files go through `questionInputSchema`, which ignores extra top-level keys.
 */
export const strictQuestionInputSchema = z
  .strictObject({ section: sectionField, ...questionFields }, unknownKey)
  .superRefine(questionRules);

/**
 * An institute's own question (its import): the bank's fields and rules, in any language (its Hindi
 * and English may be the same text). Extra keys (a CSV's `section`) are ignored: sets place it later.
 */
export const instituteQuestionInputSchema = z
  .object(questionFields)
  .superRefine((q, ctx) => questionRules(q, ctx, false));

/** A question of the bank (content/questions/<subject>/*.json): no section until a set places it. */
export const bankQuestionSchema = z.object(questionFields).superRefine(questionRules);
export type BankQuestion = z.output<typeof bankQuestionSchema>;

/** A bank question as an API request body (an admin writes the day's problem): unknown fields refused. */
export const strictBankQuestionSchema = z.strictObject(questionFields, unknownKey).superRefine(questionRules);

/**
 * A file of the question bank: `content/questions/<subject>/<topic>.json`. A file of passage questions
 * writes each passage once under `passages` and each question names it (`"passage": "<id>"`); the
 * parse puts the passage's text in its place, so every later step sees the question whole. A name
 * that no passage has is left as it is and fails the question's own check.
 */
export const questionFileSchema = z
  .object({
    format: z.literal('abhyas-questions/1'),
    passages: z.record(passageIdSchema, localizedTextSchema(passageMaxLength)).optional(),
    questions: z.array(z.unknown()).min(1),
  })
  .transform((file) => ({
    ...file,
    questions: file.questions.map((q) => withPassageText(q, file.passages ?? {})),
  }));

function withPassageText(question: unknown, passages: Record<string, { hi: string; en: string }>) {
  if (typeof question !== 'object' || question === null || !('passage' in question)) return question;
  const name = question.passage;
  const text = typeof name === 'string' && Object.hasOwn(passages, name) ? passages[name] : undefined;
  return text ? { ...question, passage: text } : question;
}

/** Normalised question text, for finding duplicates whatever their spacing, case or punctuation. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

export type QuestionInput = z.output<typeof questionInputSchema>;

/** A practice-set file: `content/sets/*.json`, the seeder's and the JSON import's format. */
export const setFileSchema = z.object({
  format: z.literal('abhyas-set/1'),
  examKey: z.enum(examKeys),
  series: z.object({
    slug: z.string().regex(/^[a-z0-9-]{3,80}$/),
    title: localizedTextSchema(160),
    description: localizedTextSchema(600),
    /** Where the series stands in /exams (lower first); the seeder's sets follow the spec's exam order. */
    position: z.number().int().min(0).max(100_000).optional(),
  }),
  set: z.object({
    slug: z.string().regex(/^[a-z0-9-]{3,80}$/),
    title: localizedTextSchema(160),
    languages: z.array(z.enum(contentLanguages)).min(1),
    free: z.boolean(),
    published: z.boolean(),
    /** One name per template section, when this set's sections are named otherwise (sectional sets). */
    sectionNames: z.array(localizedTextSchema(120)).optional(),
  }),
  questions: z.array(z.unknown()),
});
export type SetFile = z.output<typeof setFileSchema>;
