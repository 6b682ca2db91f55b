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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { questions } from './questions.ts';

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
    /** An institute's own set, for its batches only (see questions.organization_id); null for the platform's. */
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'cascade' }),
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
  (t) => [
    index('practice_sets_series_idx').on(t.seriesId, t.position),
    index('practice_sets_org_idx').on(t.organizationId).where(sql`${t.organizationId} is not null`),
  ],
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
