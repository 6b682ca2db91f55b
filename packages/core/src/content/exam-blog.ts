import { z } from 'zod';

/**
 * The long form of an exam's page (/exam/{id}): content/exams/<id>.json, one per exam info card.
 * The pattern is not here: the page renders it from the exam template, so it cannot drift.
 */
const devanagari = /[\u0900-\u097F]/;
const localized = (min: number, max: number) =>
  z.object({
    hi: z.string().trim().min(min).max(max).regex(devanagari, 'hindi must be in Devanagari'),
    en: z.string().trim().min(min).max(max),
  });
const items = (min: number) => z.array(localized(3, 400)).min(min);

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
    /** When the cycle usually runs: always shown as indicative, never as a promise. */
    dates: localized(20, 400),
  })
  .strict();
export type ExamBlog = z.output<typeof examBlogSchema>;
