import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { examKeyEnum, practiceSets } from './exams.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/** A student's sitting of a practice set. Scores are integer milli-marks (core/exams/scoring.ts). */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    examKey: examKeyEnum('exam_key').notNull(),
    language: text('language', { enum: ['hi', 'en'] }).notNull(),
    /**
     * `closed`: a live paper's attempt finished before its results are published, not yet scored
     * (attempts/close.ts); publication scores it and makes it `submitted`. Clients see it as submitted.
     */
    status: text('status', { enum: ['active', 'closed', 'submitted'] })
      .notNull()
      .default('active'),
    /** The student's first attempt at the set: the only one that is ranked. */
    ranked: boolean('ranked').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    compensatoryMinutes: integer('compensatory_minutes').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedBy: text('finished_by', { enum: ['candidate', 'timeout'] }),
    scoreMilli: integer('score_milli'),
    correct: smallint('correct'),
    wrong: smallint('wrong'),
    skipped: smallint('skipped'),
    /** Per section: { correct, wrong, skipped, scoreMilli }. */
    sectionResults:
      jsonb('section_results').$type<
        { correct: number; wrong: number; skipped: number; scoreMilli: number }[]
      >(),
    timeTakenSeconds: integer('time_taken_seconds'),
    /** Set when an admin's key correction changed this attempt's score. */
    rescoredAt: timestamp('rescored_at', { withTimezone: true }),
    previousScoreMilli: integer('previous_score_milli'),
    rescoredQuestionIds: uuid('rescored_question_ids').array(),
    /**
     * The sign-in session (refresh-token family) whose hall last opened the running attempt: only it
     * may save, move or submit (issue 22, scenario 5: a device that crashed and comes back after the
     * student carried on elsewhere must not write over them). Null: any session of the student.
     */
    holderSessionId: uuid('holder_session_id'),
    /** The question the student last had on screen (PUT …/position), so any device resumes there. */
    currentQuestionId: uuid('current_question_id'),
    /** Server time from start to the last accepted save, set at finalisation (the honest-ranks pace). */
    answeringSeconds: integer('answering_seconds'),
    /**
     * Set when a first attempt was held out of the ranks as implausible for a person (pending), and
     * an admin's decision on it (cleared: ranked; rejected: stays out). Null: ranked as usual.
     */
    rankReview: text('rank_review', { enum: ['pending', 'cleared', 'rejected'] }),
    /** The pace floor the attempt fell below when it was flagged (seconds per answered question). */
    rankReviewFloorSeconds: real('rank_review_floor_seconds'),
    rankReviewedAt: timestamp('rank_reviewed_at', { withTimezone: true }),
    rankReviewedBy: uuid('rank_reviewed_by'),
  },
  (t) => [
    uniqueIndex('attempts_one_active_per_set').on(t.userId, t.setId).where(sql`${t.status} = 'active'`),
    uniqueIndex('attempts_one_ranked_per_set').on(t.userId, t.setId).where(sql`${t.ranked}`),
    index('attempts_ranking_idx')
      .on(t.setId, t.scoreMilli)
      .where(sql`${t.ranked} and ${t.status} = 'submitted'`),
    index('attempts_due_idx').on(t.deadline).where(sql`${t.status} = 'active'`),
    index('attempts_user_idx').on(t.userId, t.setId),
    // An institute's dashboard (modules/institute-dashboards/queries.ts) sums its students' submitted
    // attempts: with every figure it reads in the key, 100,000 attempts are read from the index alone.
    index('attempts_user_totals_idx')
      .on(t.userId, t.examKey, t.scoreMilli, t.correct, t.wrong)
      .where(sql`${t.status} = 'submitted'`),
    // "Active this week": a student's latest attempt, found without reading their others.
    index('attempts_user_started_idx').on(t.userId, t.startedAt),
    index('attempts_rank_review_idx').on(t.rankReview, t.submittedAt).where(sql`${t.rankReview} is not null`),
    // The platform admin's attempts per day and active students: an index-only range scan.
    index('attempts_started_user_idx').on(t.startedAt, t.userId),
  ],
);

/** The latest committed answer per question of an attempt; `seq` decides which save is the latest. */
export const attemptResponses = pgTable(
  'attempt_responses',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    answer: smallint('answer'),
    marked: boolean('marked').notNull().default(false),
    seq: integer('seq').notNull(),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** Every save as it arrived (one row per client seq): the answer-change analysis reads it. */
export const attemptEvents = pgTable(
  'attempt_events',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    answer: smallint('answer'),
    marked: boolean('marked').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.seq] })],
);
