import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Finished focus sessions of the study timer (/study-timer). The student's own; an institute that
 * later shows its students' study time reads them through `users.organization_id`
 * (docs/study-timer.md), so no organisation column is copied here.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made by the app when the focus phase started: a replay of the same session is not counted twice. */
    clientId: uuid('client_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    /** Time actually spent focusing (pauses left out), at most the span from start to end. */
    focusSeconds: integer('focus_seconds').notNull(),
    /** A subject key of the dictionary (core content/subjects.ts), or none. */
    subject: text('subject'),
    /** The Indian day the session counts on: the day it ended (core study-timer/days.ts). */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('study_sessions_user_client_idx').on(t.userId, t.clientId),
    // The week's totals: one user's rows of seven days.
    index('study_sessions_user_day_idx').on(t.userId, t.day),
    // The platform admin's active students (a saved focus session counts on its day).
    index('study_sessions_day_user_idx').on(t.day, t.userId),
    check('study_sessions_end_after_start', sql`${t.endedAt} > ${t.startedAt}`),
    check('study_sessions_focus_positive', sql`${t.focusSeconds} > 0`),
  ],
);
export type StudySessionRow = typeof studySessions.$inferSelect;
