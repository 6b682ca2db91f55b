import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attempts } from './attempts.ts';
import { practiceSets } from './exams.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

// Its own file (not questions.ts) so that no two schema files import each other: exams.ts needs the bank
// questions for set_questions, and a report needs the sets.
/** A student's report of a wrong question or key, raised from the solutions view. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['wrongKey', 'wrongQuestion', 'translation', 'other'] }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
  },
  (t) => [
    uniqueIndex('question_reports_one_per_attempt').on(t.attemptId, t.questionId),
    index('question_reports_status_idx').on(t.status, t.createdAt),
  ],
);
