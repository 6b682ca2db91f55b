import { examKeys } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The exam filter keys of core's templates: the database refuses any other (a new exam is a migration). */
export const examKeyEnum = pgEnum('exam_key', examKeys);

/** A test series: the practice sets of one exam (spec /exams). */
export const examSeries = pgTable(
  'exam_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('exam_series_slug_unique'),
    examKey: examKeyEnum('exam_key').notNull(),
    titleHi: text('title_hi').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionHi: text('description_hi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_series_exam_idx').on(t.examKey, t.position)],
);

/** A full practice set following its exam's template; its questions are in set_questions. */
export const practiceSets = pgTable(
  'practice_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('practice_sets_slug_unique'),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => examSeries.id, { onDelete: 'restrict' }),
    examKey: examKeyEnum('exam_key').notNull(),
    titleHi: text('title_hi').notNull(),
    titleEn: text('title_en').notNull(),
    /** Languages the set can be taken in: hi, en or both. */
    languages: text('languages').array().notNull(),
    /**
     * Names of the template's sections for this set only, when they differ (a sectional test of the
     * one-section general template is "Polity", not "General Studies"); null keeps the template's.
     */
    sectionNames: jsonb('section_names').$type<{ hi: string; en: string }[]>(),
    free: boolean('free').notNull().default(true),
    published: boolean('published').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_sets_series_idx').on(t.seriesId, t.position)],
);

/** The question bank. A question may sit in several sets (set_questions), once per set. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    textHi: text('text_hi').notNull(),
    textEn: text('text_en').notNull(),
    /** [{ hi, en }] in display order. */
    options: jsonb('options').$type<{ hi: string; en: string }[]>().notNull(),
    /** 0-based index into options. Never sent to a browser before the attempt is submitted. */
    correctOption: smallint('correct_option').notNull(),
    explanationHi: text('explanation_hi').notNull(),
    explanationEn: text('explanation_en').notNull(),
    imageUrl: text('image_url'),
    /** Normalised English text: the same question is stored once (content/check.ts normaliseText). */
    textKey: text('text_key').notNull().unique('questions_text_key_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_subject_idx').on(t.subject, t.topic)],
);

export const setQuestions = pgTable(
  'set_questions',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    /** 0-based section of the exam template. */
    section: smallint('section').notNull(),
    /** 1-based question number within the whole test. */
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.questionId] }),
    uniqueIndex('set_questions_position_unique').on(t.setId, t.position),
    index('set_questions_question_idx').on(t.questionId),
  ],
);

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
    status: text('status', { enum: ['active', 'submitted'] })
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
    index('attempts_rank_review_idx').on(t.rankReview, t.submittedAt).where(sql`${t.rankReview} is not null`),
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
