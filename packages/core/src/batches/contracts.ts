import { z } from 'zod';
import { examKeys } from '../exams/exam-keys.ts';

/**
 * A batch as every institute screen lists it (docs/institutes.md, "Members, batches and teachers"):
 * GET /api/organisations/{organizationId}/batches answers `{ data: BatchSummary[] }`, all batches to
 * the institute's admins and only the batches they teach to teachers. Attendance and the dashboards
 * read this shape: change it only with them.
 */
export const batchSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  examKey: z.enum(examKeys).nullable(),
  /** Active students (not deactivated, still of the institute). */
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
  /** ISO time; null while the batch is in use. */
  archivedAt: z.string().nullable(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const batchListSchema = z.object({ data: z.array(batchSummarySchema) });
export type BatchList = z.infer<typeof batchListSchema>;

/** `?archived=true` adds the archived batches (admins); teachers see their active batches only. */
export const batchListQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { error: 'validation.invalidType' })
    .optional()
    .transform((v) => v === 'true'),
});

export const batchParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  batchId: z.uuid('validation.invalidType'),
});

/** One student of a roster: what a teacher needs to mark attendance. */
export const rosterStudentSchema = z.object({ id: z.string(), name: z.string(), username: z.string() });
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/**
 * GET /api/organisations/{organizationId}/batches/{batchId}/roster: the batch's active students,
 * sorted by name (a teacher only for a batch they teach; 404 otherwise).
 */
export const batchRosterSchema = z.object({
  batch: z.object({ id: z.string(), name: z.string(), examKey: z.enum(examKeys).nullable() }),
  data: z.array(rosterStudentSchema),
});
export type BatchRoster = z.infer<typeof batchRosterSchema>;
