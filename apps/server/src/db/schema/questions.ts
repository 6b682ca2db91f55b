import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
