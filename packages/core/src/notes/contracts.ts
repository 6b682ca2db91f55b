import { z } from 'zod';
import { subjectKeys } from '../content/subjects.ts';
import { examKeys } from '../exams/exam-keys.ts';

/**
 * The notes area's API contract (GET /api/notes…): the study notes of content/notes, listed and read
 * in one language, their PDFs, and the PDFs of practice sets with answers and explanations.
 */
export const noteLanguageSchema = z.enum(['hi', 'en'], { error: 'validation.notes.languageInvalid' });
export type NoteLanguage = z.infer<typeof noteLanguageSchema>;

/** The subjects of the dictionary (topics are not subjects: a note lives in a subject's folder). */
type NoteSubject = (typeof subjectKeys)[number];
const subjectKey = z.enum(subjectKeys as [NoteSubject, ...NoteSubject[]], {
  error: 'validation.notes.subjectInvalid',
});

export const noteLanguageQuerySchema = z.object({ language: noteLanguageSchema.default('hi') });

export const noteParamsSchema = z.object({
  subject: subjectKey,
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.notes.slugInvalid')
    .max(80, {
      error: 'validation.notes.slugInvalid',
    }),
});
export type NoteParams = z.infer<typeof noteParamsSchema>;

/** One note in the list: what the subject → topic → note screens show. */
export const noteSummarySchema = z.object({
  subject: subjectKey,
  slug: z.string(),
  order: z.number().int(),
  /** A topic key of the subject dictionary, or null for a note about the subject as a whole. */
  topic: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

export const noteListSchema = z.object({ language: noteLanguageSchema, items: z.array(noteSummarySchema) });
export type NoteList = z.infer<typeof noteListSchema>;

/**
 * A question to practise after reading a note: the bank's own id (its page is /questions/item/{id})
 * and its text in the reader's language; never its options' key or explanation.
 */
export const notePracticeQuestionSchema = z.object({ id: z.uuid(), text: z.string() });
export type NotePracticeQuestion = z.infer<typeof notePracticeQuestionSchema>;

/** A note to read: its Markdown rendered on the server to sanitised HTML, maths typeset by KaTeX. */
export const noteDetailSchema = noteSummarySchema.extend({
  language: noteLanguageSchema,
  html: z.string(),
  /**
   * Up to five bank questions of its practice list (content front matter `practice:`), in the list's
   * order, without those sealed for the reader (docs/honest-ranks.md): for a visitor, only those in
   * no ranked set and not a coming Problem of the Day.
   */
  practice: z.array(notePracticeQuestionSchema),
});
export type NoteDetail = z.infer<typeof noteDetailSchema>;

/** A practice set whose answers may be downloaded (published, its solutions visible). */
export const pdfSetSchema = z.object({
  slug: z.string(),
  examKey: z.enum(examKeys),
  title: z.object({ hi: z.string(), en: z.string() }),
  seriesTitle: z.object({ hi: z.string(), en: z.string() }),
  languages: z.array(noteLanguageSchema),
  totalQuestions: z.number().int(),
  /** The answer key may be printed for this student now (no question of it sealed: docs/honest-ranks.md). */
  answersOpen: z.boolean(),
});
export type PdfSet = z.infer<typeof pdfSetSchema>;
export const pdfSetListSchema = z.object({ items: z.array(pdfSetSchema) });

/** A set's PDF in one language, or in both (each question in Hindi, then in English). */
export const setPdfLanguageSchema = z.enum(['hi', 'en', 'both'], {
  error: 'validation.notes.pdfLanguageInvalid',
});
export type SetPdfLanguage = z.infer<typeof setPdfLanguageSchema>;
/**
 * What a set's PDF holds: without `with`, the question paper only; `with=answers`, the paper followed
 * by its answer key with explanations.
 */
export const setPdfWithSchema = z.enum(['answers'], { error: 'validation.notes.pdfWithInvalid' });
export const setPdfQuerySchema = z.object({
  language: setPdfLanguageSchema.default('both'),
  with: setPdfWithSchema.optional(),
});
