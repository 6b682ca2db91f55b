import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { practiceSets } from './exams.ts';
import { users } from './users.ts';

/**
 * How many ranked, finished attempts of a set have each score. A rank is one plus the takers above a
 * score: a sum over distinct scores (a few hundred rows), not a count over every attempt.
 */
export const setScoreCounts = pgTable(
  'set_score_counts',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    scoreMilli: integer('score_milli').notNull(),
    takers: integer('takers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.scoreMilli] })],
);

/**
 * Points earned towards the global leaderboards (docs/leaderboards.md). The key makes an award
 * happen once: a set's first ranked attempt (`set id`), a question first answered right in a quiz
 * (its question ref), a day's problem (the day). The ledger is the truth the boards can be rebuilt from.
 */
export const pointsAwards = pgTable(
  'points_awards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['test', 'quiz', 'potd'] }).notNull(),
    awardKey: text('award_key').notNull(),
    points: integer('points').notNull(),
    /** The Indian day it was earned on: the periods it counts in, and the quiz points' daily cap. */
    day: date('day', { mode: 'string' }).notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.source, t.awardKey] }),
    index('points_awards_user_day_idx').on(t.userId, t.source, t.day),
  ],
);

/**
 * A student's points on one board (`period:periodKey:scope`, core leaderboards/points.ts). The top
 * of a board is an index range read of (board, points desc).
 */
export const boardTotals = pgTable(
  'board_totals',
  {
    board: text('board').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.userId] }),
    // DESC NULLS FIRST is what a plain `order by points desc` asks for: the index then serves the sort.
    index('board_totals_top_idx').on(t.board, t.points.desc().nullsFirst(), t.userId),
  ],
);

/**
 * How many students of a board have each points total: a rank is one plus the students above, a sum
 * over the board's distinct totals (a few thousand rows at most), never a count over every student.
 */
export const boardPointCounts = pgTable(
  'board_point_counts',
  {
    board: text('board').notNull(),
    points: integer('points').notNull(),
    students: integer('students').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.points] })],
);
