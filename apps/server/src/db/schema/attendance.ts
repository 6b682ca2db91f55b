import { attendanceStatuses } from '@abhyas/core';
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { organisations } from './organisations.ts';
import { tenantPolicy } from './tenant.ts';
import { users } from './users.ts';

/**
 * One student's mark for one batch on one Indian day (Asia/Kolkata, core `days`). Saving a day writes
 * every mark of the roster in one statement; a change to an existing mark also writes an
 * `attendance_changes` row, so a past day's edits say who changed what and when (docs/attendance.md).
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: attendanceStatuses }).notNull(),
    note: text('note').notNull().default(''),
    markedById: uuid('marked_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Server time of the save that wrote this mark (an offline mark is saved when it syncs). */
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.userId, t.day] }),
    index('attendance_marks_batch_day_idx').on(t.batchId, t.day),
    index('attendance_marks_user_day_idx').on(t.userId, t.day),
    tenantPolicy('attendance_marks_tenant', t.organizationId),
  ],
).enableRLS();
export type AttendanceMarkRow = typeof attendanceMarks.$inferSelect;

/** Every change to a mark already saved: the history of a past day (who, when, from what to what). */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    fromStatus: text('from_status', { enum: attendanceStatuses }).notNull(),
    toStatus: text('to_status', { enum: attendanceStatuses }).notNull(),
    fromNote: text('from_note').notNull(),
    toNote: text('to_note').notNull(),
    changedById: uuid('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_changes_batch_day_idx').on(t.batchId, t.day, t.changedAt),
    tenantPolicy('attendance_changes_tenant', t.organizationId),
  ],
).enableRLS();
