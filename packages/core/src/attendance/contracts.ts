import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { batchParams } from '../batches/contracts.ts';
import { attendanceStatuses } from './rules.ts';

/**
 * Attendance (docs/attendance.md): a batch's roster marked per Indian day, saved whole in one
 * request; the month's calendar and rates; the student's own marks.
 */
export const attendanceRules = {
  /** The most students one save carries (a batch of 500 and then some). */
  marksMax: 1000,
  noteMax: 200,
  /** The first day a mark may name: older dates are typing mistakes. */
  firstDay: '2000-01-01',
} as const;

export const attendanceMessagesEn: Record<string, string> = {
  'validation.attendance.day': 'must be a date (YYYY-MM-DD)',
  'validation.attendance.month': 'must be a month (YYYY-MM)',
  'validation.attendance.dayInFuture':
    'is after today (Indian time): attendance is marked on the day or later',
  'validation.attendance.status': `must be one of ${attendanceStatuses.join(', ')}`,
  'validation.attendance.noteTooLong': `must be at most ${attendanceRules.noteMax} characters`,
  'validation.attendance.tooManyMarks': `at most ${attendanceRules.marksMax} students in one save`,
  'validation.attendance.noMarks': 'mark at least one student',
  'validation.attendance.sameStudentTwice': 'names a student twice',
  'validation.attendance.notOnRoster': "names students who are not on this batch's roster",
  'validation.attendance.format': 'must be csv or xlsx',
};
Object.assign(ruleMessagesEn, attendanceMessagesEn);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date as YYYY-MM-DD (2026-02-30 is not one). */
const isCalendarDay = (s: string) => {
  if (!dayPattern.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= attendanceRules.firstDay;
};
export const attendanceDayString = z
  .string('validation.attendance.day')
  .refine(isCalendarDay, 'validation.attendance.day');

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const attendanceMonthString = z
  .string('validation.attendance.month')
  .regex(monthPattern, 'validation.attendance.month')
  .refine((m) => m >= attendanceRules.firstDay.slice(0, 7), 'validation.attendance.month');

/** /api/organisations/{organizationId}/attendance/{batchId}/{day}[/history] */
export const attendanceDayParams = batchParams.extend({ day: attendanceDayString });
/** /api/organisations/{organizationId}/attendance/{batchId}/month/{month}[/export] */
export const attendanceMonthParams = batchParams.extend({ month: attendanceMonthString });

export const attendanceStatusSchema = z.enum(attendanceStatuses, 'validation.attendance.status');

/**
 * One student's mark in a save. `basedOn` is the `markedAt` of the server's mark that the device's
 * copy showed when the teacher marked (null: it showed none). When given and the server's mark has
 * changed since, to something else, this mark is not written but answered as a conflict (a day kept
 * offline never silently overwrites a newer edit). Absent: the mark is written whatever is there.
 */
export const attendanceMarkInputSchema = z.strictObject({
  userId: z.uuid('validation.invalidType'),
  status: attendanceStatusSchema,
  note: z
    .string('validation.invalidType')
    .trim()
    .max(attendanceRules.noteMax, 'validation.attendance.noteTooLong')
    .default(''),
  basedOn: z.iso.datetime({ offset: true, error: 'validation.invalidType' }).nullable().optional(),
});
export type AttendanceMarkInput = z.input<typeof attendanceMarkInputSchema>;

/** PUT …/attendance/{batchId}/{day}: the whole day in one request. */
export const saveAttendanceDayRequestSchema = z.strictObject({
  marks: z
    .array(attendanceMarkInputSchema, 'validation.invalidType')
    .min(1, 'validation.attendance.noMarks')
    .max(attendanceRules.marksMax, 'validation.attendance.tooManyMarks')
    .refine(
      (marks) => new Set(marks.map((m) => m.userId)).size === marks.length,
      'validation.attendance.sameStudentTwice',
    ),
  /** When the teacher pressed Save on the device (epoch ms); answered back so a queue knows which version was saved. */
  clientSavedAt: z.number('validation.invalidType').int('validation.invalidType').min(0).optional(),
});
export type SaveAttendanceDayRequest = z.input<typeof saveAttendanceDayRequestSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const attendanceMarkSchema = z.object({
  status: attendanceStatusSchema,
  note: z.string(),
  /** Who saved this mark (null when that account is gone). */
  markedBy: personSchema.nullable(),
  /** ISO time of the save that wrote it (server time; an offline day's marks: when it synced). */
  markedAt: z.string(),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

export const attendanceRosterEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  mark: attendanceMarkSchema.nullable(),
});
export type AttendanceRosterEntry = z.infer<typeof attendanceRosterEntrySchema>;

/** GET …/attendance/{batchId}/{day}: the roster with each student's mark (or none). */
export const attendanceDayResponseSchema = z.object({
  batch: z.object({ id: z.string(), name: z.string() }),
  day: z.string(),
  /** Today in India, so a device with a wrong clock still offers the right day. */
  today: z.string(),
  students: z.array(attendanceRosterEntrySchema),
});
export type AttendanceDay = z.infer<typeof attendanceDayResponseSchema>;

/**
 * GET …/attendance/{batchId}/{day} also names the institute: the screen's "share with a parent"
 * message says which institute writes (a teacher has no other route that names it).
 */
export const attendanceDayViewSchema = attendanceDayResponseSchema.extend({
  institute: z.object({ id: z.string(), name: z.string() }),
});
export type AttendanceDayView = z.infer<typeof attendanceDayViewSchema>;

/** A mark of the save that was not written because the server's mark changed after the device's copy. */
export const attendanceConflictSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** What the device sent. */
  yours: z.object({ status: attendanceStatusSchema, note: z.string() }),
  /** What the server keeps. */
  theirs: attendanceMarkSchema,
});
export type AttendanceConflict = z.infer<typeof attendanceConflictSchema>;

export const saveAttendanceDayResponseSchema = attendanceDayResponseSchema.extend({
  /** Marks written (new or changed). */
  saved: z.number().int(),
  /** Of them, changes of a mark already saved (each wrote a history row). */
  changed: z.number().int(),
  conflicts: z.array(attendanceConflictSchema),
  clientSavedAt: z.number().nullable(),
});
export type SaveAttendanceDayResponse = z.infer<typeof saveAttendanceDayResponseSchema>;

export const attendanceChangeSchema = z.object({
  id: z.string(),
  student: personSchema,
  from: z.object({ status: attendanceStatusSchema, note: z.string() }),
  to: z.object({ status: attendanceStatusSchema, note: z.string() }),
  changedBy: personSchema.nullable(),
  changedAt: z.string(),
});
export type AttendanceChange = z.infer<typeof attendanceChangeSchema>;

/** GET …/attendance/{batchId}/{day}/history: every change of a saved mark that day, newest first. */
export const attendanceHistorySchema = z.object({ data: z.array(attendanceChangeSchema) });
export type AttendanceHistory = z.infer<typeof attendanceHistorySchema>;

export const attendanceCountsSchema = z.object({
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

/** GET …/attendance/{batchId}/month/{month}: the calendar, each student's rate and the batch's. */
export const attendanceMonthResponseSchema = z.object({
  batch: z.object({ id: z.string(), name: z.string() }),
  month: z.string(),
  today: z.string(),
  /** Only the days with at least one mark. */
  days: z.array(attendanceCountsSchema.extend({ day: z.string() })),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      username: z.string(),
      counts: attendanceCountsSchema,
      /** Core attendanceRate: whole percent, null when nothing counts. */
      rate: z.number().nullable(),
      /** Each marked day's status, for the month's grid. */
      marks: z.record(z.string(), attendanceStatusSchema),
    }),
  ),
  counts: attendanceCountsSchema,
  rate: z.number().nullable(),
});
export type AttendanceMonth = z.infer<typeof attendanceMonthResponseSchema>;

export const attendanceExportQuerySchema = z.strictObject({
  format: z.enum(['csv', 'xlsx'], 'validation.attendance.format'),
  lang: z.enum(['hi', 'en'], 'validation.invalidType').default('hi'),
});

/** GET /api/organisations/{organizationId}/attendance/me: the student's own marks and rate per batch. */
export const myAttendanceQuerySchema = z.strictObject({ month: attendanceMonthString.optional() });
export const myAttendanceSchema = z.object({
  month: z.string(),
  batches: z.array(
    z.object({
      batch: z.object({ id: z.string(), name: z.string() }),
      /** Since the first mark, all months. */
      counts: attendanceCountsSchema,
      rate: z.number().nullable(),
      /** The month's marks, by day. */
      marks: z.array(z.object({ day: z.string(), status: attendanceStatusSchema, note: z.string() })),
    }),
  ),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;
