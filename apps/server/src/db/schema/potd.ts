import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { questions } from './questions.ts';
import { users } from './users.ts';

/**
 * One bank question per Indian day (docs/potd.md). Scheduled by a platform admin, or picked by the
 * server the first time anyone opens a day nobody scheduled (`source = 'auto'`). Platform-wide: an
 * institute's own daily problem, if it ever has one, gets an organisation column then.
 */
export const potdProblems = pgTable(
  'potd_problems',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    source: text('source', { enum: ['scheduled', 'auto'] }).notNull(),
    scheduledBy: uuid('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('potd_problems_question_idx').on(t.questionId)],
);

/**
 * A student's tries at one day's problem: wrong tries counted, the first correct answer's time kept.
 * The student's own; read by `(user_id, day)`.
 */
export const potdAttempts = pgTable(
  'potd_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('potd_attempts_day_idx').on(t.day),
    check('potd_attempts_tries_check', sql`${t.wrongTries} >= 0`),
  ],
);

/** The streak as of the last solve (core potd/streak.ts turns it into what is shown on a day). */
export const potdStreaks = pgTable(
  'potd_streaks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    current: integer('current').notNull(),
    max: integer('max').notNull(),
    lastSolvedDay: date('last_solved_day', { mode: 'string' }).notNull(),
  },
  (t) => [check('potd_streaks_check', sql`${t.current} >= 1 and ${t.max} >= ${t.current}`)],
);
