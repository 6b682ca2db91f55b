import { examKeys } from '@abhyas/core';
import { z } from 'zod';

/**
 * The admin content API's response shapes. A copy of apps/server/src/modules/questions/contracts.ts
 * (the web app never imports the server) until that contract moves to packages/core.
 */
const localized = z.object({ hi: z.string(), en: z.string() });
const language = z.enum(['hi', 'en']);

export const adminSeriesSchema = z.object({
  id: z.string(),
  slug: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  description: localized,
  setCount: z.number(),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

export const adminSetSchema = z.object({
  id: z.string(),
  slug: z.string(),
  seriesId: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  languages: z.array(language),
  free: z.boolean(),
  published: z.boolean(),
  questionCount: z.number(),
  templateQuestions: z.number(),
});
export type AdminSet = z.infer<typeof adminSetSchema>;

export const adminQuestionSchema = z.object({
  id: z.string(),
  position: z.number(),
  section: z.number(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  text: localized,
  options: z.array(localized),
  answer: z.number(),
  explanation: localized,
  image: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminSetDetailSchema = z.object({
  set: adminSetSchema,
  sections: z.array(
    z.object({ section: z.number(), name: localized, totalQuestions: z.number(), count: z.number() }),
  ),
  questions: z.array(adminQuestionSchema),
});
export type AdminSetDetail = z.infer<typeof adminSetDetailSchema>;

export const importReportSchema = z.object({
  ok: z.boolean(),
  imported: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      field: z.string(),
      rule: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export type ImportFormat = 'csv' | 'xlsx' | 'json';
export type ImportMode = 'replace' | 'append';

/** Query keys of the screen: one prefix, so a write can refresh everything it touched. */
export const contentKeys = {
  all: ['admin-content'] as const,
  series: () => [...contentKeys.all, 'series'] as const,
  sets: (seriesId: string) => [...contentKeys.all, 'sets', seriesId] as const,
  set: (setId: string) => [...contentKeys.all, 'set', setId] as const,
};
