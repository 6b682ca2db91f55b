import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { examKeys } from './exam-keys.ts';

/**
 * The exam hall's API contract (server routes declare these; the web app reads the inferred types).
 * Option and section indexes are 0-based on the wire; the UI numbers them from 1.
 */
const language = z.enum(['hi', 'en'], { error: 'validation.exams.languageInvalid' });
export type TestLanguage = z.infer<typeof language>;
const slug = z.string().regex(/^[a-z0-9-]{3,80}$/, 'validation.exams.slugInvalid');

export const seriesListQuerySchema = z.object({
  exam: z.enum(examKeys, { error: 'validation.exams.examInvalid' }).optional(),
});

export const seriesSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  description: localized,
  setCount: z.number().int(),
  languages: z.array(language),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;
export const seriesListSchema = z.object({ items: z.array(seriesSummarySchema) });

export const seriesParamsSchema = z.object({ seriesId: slug });
export const setListQuerySchema = z.object({ language: language.optional() });

export const setSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  seriesSlug: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  languages: z.array(language),
  free: z.boolean(),
  totalQuestions: z.number().int(),
  /** Minutes, before any compensatory time. */
  duration: z.number().int(),
  totalMarks: z.number(),
  passingMarks: z.number(),
  sectionalTiming: z.boolean(),
});
export type SetSummary = z.infer<typeof setSummarySchema>;
export const setListSchema = z.object({ series: seriesSummarySchema, items: z.array(setSummarySchema) });

export const setParamsSchema = z.object({ setId: slug });

export const setSectionSchema = z.object({
  index: z.number().int(),
  name: localized,
  totalQuestions: z.number().int(),
  sectionDuration: z.number().int(),
  markForCorrectAns: z.number(),
  markForInCorrectAns: z.number(),
});
export const setDetailSchema = setSummarySchema.extend({
  series: seriesSummarySchema,
  sections: z.array(setSectionSchema),
});
export type SetDetail = z.infer<typeof setDetailSchema>;

/** The signed-in student's own record on each set of a series (GET /api/attempts/summary). */
export const mySetStatsSchema = z.object({
  setId: z.uuid(),
  attempts: z.number().int(),
  bestScore: z.number().nullable(),
  activeAttemptId: z.uuid().nullable(),
  lastSubmittedAttemptId: z.uuid().nullable(),
});
export type MySetStats = z.infer<typeof mySetStatsSchema>;
export const mySetStatsQuerySchema = z.object({ seriesId: slug });
export const mySetStatsListSchema = z.object({ items: z.array(mySetStatsSchema) });
