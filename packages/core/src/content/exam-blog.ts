import { z } from 'zod';

/**
 * The long form of an exam's page (/exam/{id}): content/exams/<id>.json, one per exam info card.
 * Two patterns show on the page: the official one of the latest notification (`officialPattern`,
 * written here) and Abhyas's mock, rendered from the exam template (the product fixes its totals,
 * which often differ from the real exam; `officialPattern.mock` says how).
 */
const devanagari = /[\u0900-\u097F]/;
const localized = (min: number, max: number) =>
  z.object({
    hi: z.string().trim().min(min).max(max).regex(devanagari, 'hindi must be in Devanagari'),
    en: z.string().trim().min(min).max(max),
  });
const items = (min: number) => z.array(localized(3, 400)).min(min);

/** Marks lost for a wrong answer, as a fraction of that question's marks ('0': no negative marking). */
export const examPenalties = ['0', '1/4', '1/3'] as const;
const counts = {
  questions: z.number().int().positive().optional(),
  marks: z.number().positive().optional(),
  minutes: z.number().int().positive().optional(),
};
type Counted = { [K in keyof typeof counts]?: number | undefined };
const patternRow = z
  .object({ name: localized(2, 160), ...counts, note: localized(2, 240).optional() })
  .strict();
const patternStage = z
  .object({
    /** "Prelims", "Tier 1", "Phase I"... */
    stage: localized(2, 120),
    /** Papers or sections; a figure we are not sure of is left out (the page shows a dash). */
    rows: z.array(patternRow).min(1),
    total: z.object(counts).strict().optional(),
    /** Absent when unsure: the page then says to check the notice. */
    negative: z.enum(examPenalties).optional(),
    notes: z.array(localized(3, 400)).optional(),
  })
  .strict()
  .superRefine((stage, ctx) => {
    // A written total must agree with its rows wherever every row states that figure.
    for (const key of Object.keys(counts) as (keyof Counted)[]) {
      const total = stage.total?.[key];
      const values = stage.rows.map((row: Counted) => row[key]);
      if (total === undefined || values.some((v) => v === undefined)) continue;
      const sum = values.reduce<number>((a, v) => a + (v ?? 0), 0);
      if (Math.abs(sum - total) > 1e-9)
        ctx.addIssue({
          code: 'custom',
          path: ['total', key],
          message: `rows add up to ${sum}, not ${total}`,
        });
    }
  });

export const examBlogSchema = z
  .object({
    format: z.literal('abhyas-exam/1'),
    /** The exam info card's id (`examInfoCards`). */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** What the exam is, who conducts it and what it leads to: one or two paragraphs. */
    about: z.array(localized(40, 1200)).min(1).max(3),
    eligibility: items(2),
    /** The syllabus by paper or section of the real exam. */
    syllabus: z.array(z.object({ part: localized(2, 120), topics: items(2) })).min(1),
    selection: items(2),
    /** A preparation plan in steps (weeks or phases), each with what to do. */
    plan: z.array(z.object({ title: localized(2, 120), body: localized(20, 600) })).min(3),
    /** The official pattern as per the latest notification, and how Abhyas's mock differs from it. */
    officialPattern: z.object({ stages: z.array(patternStage).min(1), mock: localized(20, 600) }).strict(),
    /** When the cycle usually runs: always shown as indicative, never as a promise. */
    dates: localized(20, 400),
  })
  .strict();
export type ExamBlog = z.output<typeof examBlogSchema>;
