import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { practiceSets } from './exams.ts';

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
