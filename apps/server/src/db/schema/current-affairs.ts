import { date, pgTable, primaryKey, smallint, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { questions } from './questions.ts';
import { users } from './users.ts';

/** A published day of current affairs (docs/current-affairs.md): ten questions an admin chose for it. */
export const currentAffairsDays = pgTable('current_affairs_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** The questions of a published day, in order. A question is published on one day only. */
export const currentAffairsQuestions = pgTable(
  'current_affairs_questions',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => currentAffairsDays.day, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.position] }),
    uniqueIndex('current_affairs_questions_question_unique').on(t.questionId),
  ],
);
