import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { examKeys } from '../exams/exam-keys.ts';

/**
 * GET /api/dashboard/target-exam: the exam the student named (docs/first-visit.md) and the next
 * test of it to take: the first published set, in series and set order, the student has not
 * submitted (a running one first: it is the one to continue). `nextSet` is null without a target,
 * when the exam has no published set yet, or when every set is taken (`setCount === takenCount`).
 */
export const targetExamSummarySchema = z.object({
  targetExam: z.enum(examKeys).nullable(),
  /** Published sets of the exam, and how many of them the student has submitted at least once. */
  setCount: z.number().int(),
  takenCount: z.number().int(),
  nextSet: z
    .object({
      /** Slugs, as in the web addresses /exams/{seriesId}/{setId}. */
      seriesId: z.string(),
      setId: z.string(),
      title: localized,
      seriesTitle: localized,
      /** Languages the set can be taken in. */
      languages: z.array(z.enum(['hi', 'en'])),
      /** `running`: the student has started it and its time is not up; the hall resumes it. */
      state: z.enum(['new', 'running']),
    })
    .nullable(),
});
export type TargetExamSummary = z.infer<typeof targetExamSummarySchema>;
