import { droppedSigns, keptCharacters, nuktaBases, nuktaLetters } from '@abhyas/core';
import { type SQL, sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/** A JavaScript string as a PostgreSQL Unicode literal (U&'\0915…'), whatever its characters. */
const unicodeLiteral = (s: string) =>
  `U&'${[...s].map((c) => `\\${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join('')}'`;

/**
 * core's `searchText` (packages/core/src/questions/search-text.ts) in SQL, step for step, so the
 * stored search text and a student's query are normalised alike (a server test compares the two).
 */
export const searchTextSql = (source: SQL): SQL =>
  sql`btrim(regexp_replace(regexp_replace(translate(lower(${source}), ${sql.raw(unicodeLiteral(nuktaLetters))}, ${sql.raw(unicodeLiteral(nuktaBases))}), ${sql.raw(`'[${droppedSigns}]'`)}, '', 'g'), ${sql.raw(`'[^${keptCharacters}]+'`)}, ' ', 'g'))`;

/** The question bank. A question may sit in several sets (set_questions), once per set. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * An institute's own question (docs/institutes.md, "The institute's own tests"): seen only by that
     * institute's admins and by its students through the sets assigned to their batches, never by the
     * bank, quizzes, cards, POTD or another institute. Null for the platform's content.
     */
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'cascade' }),
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
    /**
     * The passage a reading-comprehension or cloze question is asked on ({ hi, en }), shown above its
     * text wherever the question is; null for every other question.
     */
    passage: jsonb('passage').$type<{ hi: string; en: string }>(),
    /** Current affairs only (docs/current-affairs.md): the date of the fact the question is about. */
    factDate: date('fact_date', { mode: 'string' }),
    /** Current affairs only: the last Indian day the question is drawn for quizzes. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Normalised English text: the same question is stored once (content/check.ts normaliseText). */
    textKey: text('text_key').notNull().unique('questions_text_key_unique'),
    /**
     * Hindi and English text in the bank's search form (matras dropped, lower case), kept by the
     * database; the trigram index below serves the bank search (pg_trgm, loaded in db/client.ts).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextSql(sql`text_hi || ' ' || text_en`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // id last: a quiz draws a topic's candidates from the index alone (quizzes/question-source.ts).
    index('questions_subject_idx').on(t.subject, t.topic, t.id),
    index('questions_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The bank's order (newest first): a search looks among the newest questions first (browse-bank.ts).
    index('questions_newest_idx').on(t.createdAt, t.id),
    index('questions_org_idx').on(t.organizationId, t.createdAt).where(sql`${t.organizationId} is not null`),
  ],
);
