import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { localizedSchema as localized } from '../content/localized.ts';

export const quizMessagesEn: Record<string, string> = {
  'validation.quizzes.subjectInvalid': 'Choose a subject or topic from the list.',
  'validation.quizzes.lengthInvalid': 'Choose 10, 20 or 30 questions.',
  'validation.quizzes.timerInvalid': 'The timer must be 1 to 60 minutes, or none.',
  'validation.quizzes.positionInvalid': 'That question is not in this quiz.',
  'validation.quizzes.answerInvalid': 'Choose one of the options.',
};
Object.assign(ruleMessagesEn, quizMessagesEn);

/** Quiz lengths the product offers (10, 20 or 30 questions). */
export const quizLengths = [10, 20, 30] as const;
export type QuizLength = (typeof quizLengths)[number];

/** The largest timer a student may set, in minutes (one minute per question of the longest quiz, doubled). */
export const quizTimerMaxMinutes = 60;

const key = z.string().regex(/^[a-z0-9-]{2,60}$/, 'validation.quizzes.subjectInvalid');
const length = z.union([z.literal(10), z.literal(20), z.literal(30)], {
  error: 'validation.quizzes.lengthInvalid',
});
const timerMinutes = z
  .number({ error: 'validation.quizzes.timerInvalid' })
  .int('validation.quizzes.timerInvalid')
  .min(1, 'validation.quizzes.timerInvalid')
  .max(quizTimerMaxMinutes, 'validation.quizzes.timerInvalid')
  .nullable();

/** Request bodies are strict objects: an unknown field is refused, never dropped (docs/api-errors.md). */
export const startQuizSchema = z.strictObject({
  subject: key,
  /** A topic of the subject; absent or null mixes the whole subject. */
  topic: key.nullable().optional(),
  length,
  timerMinutes: timerMinutes.optional(),
});
export type StartQuiz = z.infer<typeof startQuizSchema>;

/** "Practise my weak topics": the server chooses the topics (docs/quizzes.md). */
export const startAimedQuizSchema = z.strictObject({ length, timerMinutes: timerMinutes.optional() });
export type StartAimedQuiz = z.infer<typeof startAimedQuizSchema>;

export const quizParamsSchema = z.object({ quizId: z.uuid('validation.invalidType') });
export const subjectParamsSchema = z.object({ subject: key });
export const reviseItemParamsSchema = z.object({ itemId: z.uuid('validation.invalidType') });

/** One answer: the question's 1-based place in the quiz and the 0-based option chosen. */
export const answerQuizSchema = z.strictObject({
  position: z
    .number({ error: 'validation.quizzes.positionInvalid' })
    .int('validation.quizzes.positionInvalid')
    .min(1, 'validation.quizzes.positionInvalid')
    .max(30, 'validation.quizzes.positionInvalid'),
  answer: z
    .number({ error: 'validation.quizzes.answerInvalid' })
    .int('validation.quizzes.answerInvalid')
    .min(0, 'validation.quizzes.answerInvalid')
    .max(9, 'validation.quizzes.answerInvalid'),
});
export type AnswerQuiz = z.infer<typeof answerQuizSchema>;

/** A quiz question as the browser gets it before answering: never the key, never the explanation. */
export const quizQuestionSchema = z.object({
  position: z.number().int(),
  subject: z.string(),
  topic: z.string(),
  text: localized,
  options: z.array(localized),
  image: z.string().nullable(),
  /** The passage of a reading-comprehension or cloze question; left out for every other question. */
  passage: localized.optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** The server's verdict on one answer, with the key and the explanation (only after the answer). */
export const quizVerdictSchema = z.object({
  position: z.number().int(),
  answer: z.number().int(),
  correct: z.boolean(),
  correctOption: z.number().int(),
  explanation: localized,
});
export type QuizVerdict = z.infer<typeof quizVerdictSchema>;

/** A topic's quiz, an aimed quiz of weak topics, or a day's current-affairs quiz (docs/current-affairs.md). */
export const quizKinds = ['topic', 'aimed', 'current-affairs'] as const;
export type QuizKind = (typeof quizKinds)[number];

export const quizStateSchema = z.object({
  id: z.uuid(),
  kind: z.enum(quizKinds),
  /** Null for an aimed quiz, which mixes subjects. */
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  length: z.number().int(),
  timerSeconds: z.number().int().nullable(),
  startedAt: z.iso.datetime(),
  /**
   * The server's clock when it answered: the phone counts the optional timer from `startedAt` on
   * the server's time (a phone whose clock runs fast must not end the quiz early).
   */
  serverTime: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  questions: z.array(quizQuestionSchema),
  /** Verdicts of the questions already answered (a resumed quiz shows them again). */
  verdicts: z.array(quizVerdictSchema),
});
export type QuizState = z.infer<typeof quizStateSchema>;

export const quizResultSchema = z.object({
  id: z.uuid(),
  kind: z.enum(quizKinds),
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  total: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  /** Correct answers as a whole percentage of the questions. */
  scorePercent: z.number().int(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  questions: z.array(quizQuestionSchema),
  verdicts: z.array(quizVerdictSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

const pageSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

export const quizHistoryItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(quizKinds),
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type QuizHistoryItem = z.infer<typeof quizHistoryItemSchema>;
export const quizHistorySchema = pageSchema.extend({ items: z.array(quizHistoryItemSchema) });
export type QuizHistory = z.infer<typeof quizHistorySchema>;

/** A wrong answer waiting to be revised: answered already, so the key and explanation are shown. */
export const reviseItemSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  topic: z.string(),
  text: localized,
  options: z.array(localized),
  image: z.string().nullable(),
  passage: localized.optional(),
  yourAnswer: z.number().int(),
  correctOption: z.number().int(),
  explanation: localized,
  addedAt: z.iso.datetime(),
});
export type ReviseItem = z.infer<typeof reviseItemSchema>;
export const reviseListSchema = pageSchema.extend({ items: z.array(reviseItemSchema) });
export type ReviseList = z.infer<typeof reviseListSchema>;

/** A subject card or topic row: how much practice material exists and the student's accuracy there. */
export const practiceAreaSchema = z.object({
  key: z.string(),
  /** Published bank questions. */
  questionCount: z.number().int(),
  /** True when generated families add endless fresh questions here. */
  generated: z.boolean(),
  attempts: z.number().int(),
  correct: z.number().int(),
  /** Whole percentage; null before the first answer. */
  accuracy: z.number().int().nullable(),
});
export type PracticeArea = z.infer<typeof practiceAreaSchema>;
export const practiceAreaListSchema = z.object({ items: z.array(practiceAreaSchema) });
export type PracticeAreaList = z.infer<typeof practiceAreaListSchema>;

/**
 * A sample question shown to a visitor on the public quiz and bank pages (docs/first-visit.md):
 * its text and options only. A public route never carries a key, a verdict or an explanation.
 */
export const practiceSampleSchema = z.object({
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  text: localized,
  options: z.array(localized),
});
export type PracticeSample = z.infer<typeof practiceSampleSchema>;
export const practiceSamplesSchema = z.object({ items: z.array(practiceSampleSchema) });
export type PracticeSamples = z.infer<typeof practiceSamplesSchema>;
