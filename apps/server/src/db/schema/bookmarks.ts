import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { questions } from './questions.ts';
import { users } from './users.ts';

/**
 * A student's bookmarked bank questions (the spec's `bookmarkedProblems`). Private to the student:
 * every read is by `user_id`. No organisation column: a bookmark is the student's own, wherever they
 * study; an institute sees its students' results, not their bookmarks.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('bookmarks_user_idx').on(t.userId, t.createdAt),
    index('bookmarks_question_idx').on(t.questionId),
  ],
);
