import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { questions } from './questions.ts';
import { users } from './users.ts';

/** A practice quiz: its student's alone (docs/quizzes.md). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['topic', 'aimed', 'current-affairs'] }).notNull(),
    /** Null for an aimed quiz (it mixes subjects). */
    subject: text('subject'),
    topic: text('topic'),
    length: smallint('length').notNull(),
    /** Advisory: the browser counts it down; the server accepts answers after it (practice, not ranks). */
    timerSeconds: integer('timer_seconds'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    answered: smallint('answered').notNull().default(0),
    correct: smallint('correct').notNull().default(0),
    /** A day's current-affairs quiz (docs/current-affairs.md): its Indian day; one per student and day. */
    caDay: date('ca_day', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('quizzes_user_ca_day_unique').on(t.userId, t.caDay).where(sql`${t.caDay} is not null`),
    index('quizzes_user_idx').on(t.userId, t.startedAt),
    index('quizzes_unfinished_idx').on(t.userId).where(sql`${t.finishedAt} is null`),
    // The platform admin's quizzes per day.
    index('quizzes_started_idx').on(t.startedAt),
  ],
);

/**
 * The questions of a quiz in order: a bank question (question_id) or a generated one (family_key and
 * seed, regenerated on the server to check the answer). The key is never stored here: it is read or
 * regenerated when the answer arrives.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'restrict' }),
    familyKey: text('family_key'),
    seed: integer('seed'),
    /** `bank:<uuid>` or `gen:<family>:<seed>`: what "answered recently" and the revise list compare. */
    questionRef: text('question_ref').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    answer: smallint('answer'),
    correct: boolean('correct'),
    correctOption: smallint('correct_option'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.position] }),
    // The draw's probe per candidate: what this student met of this bank question (quizzes/draw-bank.ts).
    index('quiz_questions_user_question_idx')
      .on(t.userId, t.questionId)
      .where(sql`${t.questionId} is not null`),
    index('quiz_questions_recent_idx').on(t.userId, t.answeredAt).where(sql`${t.answeredAt} is not null`),
    // The platform admin's active students (an answer counts): an index-only range scan.
    index('quiz_questions_answered_user_idx')
      .on(t.answeredAt, t.userId)
      .where(sql`${t.answeredAt} is not null`),
  ],
);

/** Wrong answers waiting to be revised; one row per student and question. */
export const reviseItems = pgTable(
  'revise_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionRef: text('question_ref').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    familyKey: text('family_key'),
    seed: integer('seed'),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    lastAnswer: smallint('last_answer').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('revise_items_user_question_unique').on(t.userId, t.questionRef),
    index('revise_items_user_idx').on(t.userId, t.addedAt),
  ],
);
