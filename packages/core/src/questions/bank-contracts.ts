import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { examKeys } from '../exams/exam-keys.ts';
import { difficulties } from './contracts.ts';
import { searchWords } from './search-text.ts';

/**
 * The question bank (/questions): browse published questions by subject and topic, search them in
 * Hindi and English, reveal one answer at a time, bookmark. A bank question never carries its key or
 * explanation; `bankRevealSchema` is the separate answer to a deliberate "show the answer".
 */
const slug = z
  .string('validation.invalidType')
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,60}$/, 'validation.bank.keyInvalid');

export const bankSubjectParams = z.object({ subject: slug });

export const bankPageSize = 20;

export const bankListQuerySchema = z.object({
  subject: slug.optional(),
  topic: slug.optional(),
  difficulty: z.enum(difficulties, { error: 'validation.bank.difficultyInvalid' }).optional(),
  exam: z.enum(examKeys, { error: 'validation.exams.examInvalid' }).optional(),
  /** By this student, in any test attempt (and, once the quizzes area lands, any quiz). */
  answered: z.enum(['yes', 'no'], { error: 'validation.bank.filterInvalid' }).optional(),
  bookmarked: z.enum(['yes'], { error: 'validation.bank.filterInvalid' }).optional(),
  /** Free text in Hindi or English; at least one word of three characters once matras are dropped. */
  q: z
    .string('validation.invalidType')
    .max(100, 'validation.bank.searchTooLong')
    .refine((q) => q.trim() === '' || searchWords(q).length > 0, 'validation.bank.searchTooShort')
    .optional(),
  page: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(500, 'validation.bank.pageTooFar')
    .default(1),
});
export type BankListQuery = z.infer<typeof bankListQuerySchema>;

export const bankQuestionItemSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
  text: localized,
  options: z.array(localized),
  image: z.string().nullable(),
  /** The passage of a reading-comprehension or cloze question; left out for every other question. */
  passage: localized.optional(),
  /** Exams whose published sets hold the question. */
  exams: z.array(z.enum(examKeys)),
  bookmarked: z.boolean(),
  answered: z.boolean(),
});
export type BankQuestionItem = z.infer<typeof bankQuestionItemSchema>;

export const bankListSchema = z.object({
  items: z.array(bankQuestionItemSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type BankList = z.infer<typeof bankListSchema>;

const countedName = z.object({ key: z.string(), name: localized, count: z.number().int() });
export type BankCountedName = z.infer<typeof countedName>;

export const bankSubjectsSchema = z.object({ subjects: z.array(countedName) });
export type BankSubjects = z.infer<typeof bankSubjectsSchema>;

export const bankTopicsSchema = z.object({ subject: countedName, topics: z.array(countedName) });
export type BankTopics = z.infer<typeof bankTopicsSchema>;

export const bankRevealSchema = z.object({
  questionId: z.uuid(),
  /** 1-based number of the correct option. */
  answer: z.number().int(),
  explanation: localized,
  /**
   * The caller's latest submitted attempt holding the question, through which it can be reported
   * (the report flow of the solutions view); null when there is none.
   */
  reportAttemptId: z.uuid().nullable(),
});
export type BankReveal = z.infer<typeof bankRevealSchema>;

export const bankBookmarkSchema = z.object({ questionId: z.uuid(), bookmarked: z.boolean() });
export type BankBookmark = z.infer<typeof bankBookmarkSchema>;
