import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { isCalendarDay, isCalendarMonth } from '../days/calendar-day.ts';
import { setPdfLanguageSchema } from '../notes/contracts.ts';
import { currentAffairsRules } from './rules.ts';

export const currentAffairsMessagesEn: Record<string, string> = {
  'validation.currentAffairs.day': 'Choose a date as YYYY-MM-DD.',
  'validation.currentAffairs.month': 'Choose a month as YYYY-MM.',
  'validation.currentAffairs.dayTooFar': 'Prepare at most two months ahead.',
  'validation.currentAffairs.choiceRefused':
    'Some chosen questions cannot be published on this day: choose from the list.',
  'validation.currentAffairs.quizSize': `Choose exactly ${currentAffairsRules.quizSize} different questions.`,
  'validation.question.factDateRequired': 'A current-affairs question needs the date of its fact.',
  'validation.question.factDateOnlyCurrentAffairs':
    'Only current-affairs questions carry a fact date or an expiry.',
  'validation.question.expiryBeforeFact': 'The expiry must come after the date of the fact.',
};
Object.assign(ruleMessagesEn, currentAffairsMessagesEn);

export const currentAffairsDay = z
  .string('validation.currentAffairs.day')
  .refine(isCalendarDay, 'validation.currentAffairs.day');
export const currentAffairsMonth = z
  .string('validation.currentAffairs.month')
  .refine(isCalendarMonth, 'validation.currentAffairs.month');

export const currentAffairsDayParamsSchema = z.object({ day: currentAffairsDay });
export const currentAffairsMonthParamsSchema = z.object({ month: currentAffairsMonth });
/** The month to list; the current Indian month when left out. */
export const currentAffairsListQuerySchema = z.object({ month: currentAffairsMonth.optional() });
/** The month's digest, as a set's PDF is printed: Hindi, English or both. */
export const currentAffairsDigestQuerySchema = z.object({ language: setPdfLanguageSchema.default('both') });

/** One published day's quiz, and where the viewer stands with it. */
export const currentAffairsDaySchema = z.object({
  day: z.string(),
  questions: z.number().int(),
  /** The viewer's quiz of the day, once started (the quiz page resumes it). */
  quizId: z.uuid().nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
  finished: z.boolean(),
});
export type CurrentAffairsDay = z.infer<typeof currentAffairsDaySchema>;

export const currentAffairsListSchema = z.object({
  /** Today in India: the dashboard's card shows the day only when it is today. */
  today: z.string(),
  month: z.string(),
  /** The month's published days up to today, newest first. */
  days: z.array(currentAffairsDaySchema),
  /** Months with a published day, newest first (the archive's choices). */
  months: z.array(z.string()),
});
export type CurrentAffairsList = z.infer<typeof currentAffairsListSchema>;

/** An admin's choice for a day: exactly ten different bank questions of the subject. */
export const currentAffairsPublishSchema = z.strictObject({
  questionIds: z
    .array(z.uuid('validation.invalidType'))
    .length(currentAffairsRules.quizSize, 'validation.currentAffairs.quizSize')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.currentAffairs.quizSize'),
});
export type CurrentAffairsPublish = z.infer<typeof currentAffairsPublishSchema>;

const localized = z.object({ hi: z.string(), en: z.string() });

/** A question an admin may choose (admins see the key: they are checking what they publish). */
export const currentAffairsCandidateSchema = z.object({
  id: z.uuid(),
  topic: z.string(),
  factDate: z.string(),
  expiresOn: z.string(),
  text: localized,
  options: z.array(localized),
  correctOption: z.number().int(),
  /** The day's quiz it is already in, if any (a question is published once). */
  publishedOn: z.string().nullable(),
});
export type CurrentAffairsCandidate = z.infer<typeof currentAffairsCandidateSchema>;

export const currentAffairsAdminDaySchema = z.object({
  day: z.string(),
  /** The questions chosen for the day, in order; empty when the day is not published. */
  chosen: z.array(currentAffairsCandidateSchema),
  /** Students who started it: once one has, its questions are fixed. */
  takers: z.number().int(),
  /** Current questions not yet published, newest fact first, to choose from. */
  candidates: z.array(currentAffairsCandidateSchema),
});
export type CurrentAffairsAdminDay = z.infer<typeof currentAffairsAdminDaySchema>;
