import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A student's accuracy per subject and topic, kept as it changes: every quiz answer and every
 * finalised mock test adds to it in the same transaction (docs/quizzes.md, "Aimed practice").
 */
export const topicProgress = pgTable(
  'topic_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subject, t.topic] }),
    index('topic_progress_seen_idx').on(t.userId, t.lastSeenAt),
  ],
);
