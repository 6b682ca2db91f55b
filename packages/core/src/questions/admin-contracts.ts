import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { examKeys } from '../exams/exam-keys.ts';
import {
  contentLanguages,
  difficulties,
  localizedTextSchema,
  strictQuestionInputSchema,
} from './contracts.ts';

/**
 * The admin authoring API's contract (/api/admin/content). It lives beside the routes until it moves
 * to packages/core (the web app keeps a copy of the types in features/questions/api/types.ts).
 */
const slug = z.string().regex(/^[a-z0-9-]{3,80}$/, 'validation.exams.slugInvalid');
const description = z.strictObject({
  hi: z.string().trim().max(600, 'validation.question.textTooLong'),
  en: z.string().trim().max(600, 'validation.question.textTooLong'),
});
const language = z.enum(contentLanguages, { error: 'validation.exams.languageInvalid' });

export const idParams = (name: string) => z.object({ [name]: z.uuid('validation.invalidType') });
export const seriesIdParams = z.object({ seriesId: z.uuid('validation.invalidType') });
export const setIdParams = z.object({ setId: z.uuid('validation.invalidType') });
export const setQuestionParams = z.object({
  setId: z.uuid('validation.invalidType'),
  questionId: z.uuid('validation.invalidType'),
});

export const adminSeriesSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  examKey: z.enum(examKeys),
  title: localized,
  description: localized,
  setCount: z.number().int(),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;
export const adminSeriesListSchema = z.object({ items: z.array(adminSeriesSchema) });

/** Request bodies are strict objects: an unknown field is refused, never dropped (docs/api-errors.md). */
export const seriesInputSchema = z.strictObject({
  slug,
  examKey: z.enum(examKeys, { error: 'validation.exams.examInvalid' }),
  title: localizedTextSchema(160),
  description: description.default({ hi: '', en: '' }),
});
export const seriesPatchSchema = seriesInputSchema.partial();
export type SeriesInput = z.output<typeof seriesInputSchema>;
export type SeriesPatch = z.output<typeof seriesPatchSchema>;

export const adminSetSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  seriesId: z.uuid(),
  examKey: z.enum(examKeys),
  title: localized,
  languages: z.array(language),
  free: z.boolean(),
  published: z.boolean(),
  questionCount: z.number().int(),
  /** What the exam template asks for: a set is complete when questionCount equals it. */
  templateQuestions: z.number().int(),
});
export type AdminSet = z.infer<typeof adminSetSchema>;
export const adminSetListSchema = z.object({ items: z.array(adminSetSchema) });
export const setListQuery = z.object({ seriesId: z.uuid('validation.invalidType') });

const languages = z
  .array(language)
  .min(1, 'validation.exams.languageInvalid')
  .transform((l) => [...new Set(l)]);
export const setInputSchema = z.strictObject({
  seriesId: z.uuid('validation.invalidType'),
  slug,
  title: localizedTextSchema(160),
  languages,
  free: z.boolean().default(true),
});
/** A set is created unpublished; it is published (PATCH) once it holds its template's questions. */
export const setPatchSchema = setInputSchema
  .omit({ seriesId: true })
  .extend({ published: z.boolean() })
  .partial();
export type SetInput = z.output<typeof setInputSchema>;
export type SetPatch = z.output<typeof setPatchSchema>;

/** A question with its key: only ever sent to platform admins. */
export const adminQuestionSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  /** 1-based, like the import format. */
  section: z.number().int(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
  text: localized,
  options: z.array(localized),
  /** 1-based number of the correct option. */
  answer: z.number().int(),
  explanation: localized,
  image: z.string().nullable(),
  /** A reading-comprehension or cloze question's passage: an edit or an export keeps it. */
  passage: localized.nullable(),
  /** Current affairs only (docs/current-affairs.md): an edit or an export keeps them. */
  factDate: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminSectionSchema = z.object({
  section: z.number().int(),
  name: localized,
  totalQuestions: z.number().int(),
  count: z.number().int(),
});
export const adminSetDetailSchema = z.object({
  set: adminSetSchema,
  sections: z.array(adminSectionSchema),
  questions: z.array(adminQuestionSchema),
});
export type AdminSetDetail = z.infer<typeof adminSetDetailSchema>;

export const questionBodySchema = strictQuestionInputSchema;
export const questionResponseSchema = z.object({ question: adminQuestionSchema });

export const importFormats = ['csv', 'xlsx', 'json'] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importModes = ['replace', 'append'] as const;
export type ImportMode = (typeof importModes)[number];

export const importRequestSchema = z.strictObject({
  format: z.enum(importFormats, { error: 'testUpload.rules.formatInvalid' }),
  mode: z.enum(importModes, { error: 'testUpload.rules.modeInvalid' }),
  fileName: z.string().trim().min(1).max(200),
  contentBase64: z.string().min(1, 'testUpload.rules.fileEmpty'),
});
export type ImportRequest = z.output<typeof importRequestSchema>;

/** One problem of an import: `row` is the spreadsheet row (header = 1) or the JSON item (from 1); 0 = the whole file. */
export const importIssueSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;
export const importReportSchema = z.object({
  ok: z.boolean(),
  imported: z.number().int(),
  /** Problems: any one and nothing was imported. */
  rows: z.array(importIssueSchema),
  /** Rows worth a second look that do not stop the import (a subject outside its section's kind). */
  warnings: z.array(importIssueSchema).default([]),
});
export type ImportReport = z.infer<typeof importReportSchema>;
/** 422 IMPORT_INVALID: the usual error body plus the whole report. */
export const importRejectedSchema = z.object({
  error: z.object({ code: z.literal('IMPORT_INVALID'), message: z.string() }),
  report: importReportSchema,
});

export const exportQuery = z.object({
  format: z.enum(importFormats, { error: 'testUpload.rules.formatInvalid' }),
});
export const templateParams = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'testUpload.rules.formatInvalid' }),
});
