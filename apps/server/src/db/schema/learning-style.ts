import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One saved questionnaire per user; retaking it replaces the earlier one. */
export const learningStyleResults = pgTable('learning_styles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<string[]>().notNull(),
  /** Worked out on the server from `answers` with the core scoring function. */
  scores: jsonb('scores').$type<Record<string, number>>().notNull(),
  dominant: jsonb('dominant').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
