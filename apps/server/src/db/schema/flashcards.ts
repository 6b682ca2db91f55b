import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

const flashcardStates = ['new', 'learning', 'review', 'relearning'] as const;
const flashcardRatings = ['again', 'hard', 'good', 'easy'] as const;
const deckAuthorShown = ['username', 'name'] as const;

/**
 * A student's deck. Private unless `is_public`; a copy of a public deck is a deck of the copier's
 * own (its cards are copied, so later edits to the original do not reach it). `organization_id` is
 * for institute decks later (an org admin publishing to the organisation's students).
 */
export const flashcardDecks = pgTable(
  'flashcard_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * Whose name a public deck shows its readers: the owner's username (the default, so publishing
     * never reveals a student's full name unasked) or, when the student chooses it, their full name.
     */
    authorShown: text('author_shown', { enum: deckAuthorShown }).notNull().default('username'),
    /** The deck this one was copied from, while it exists. */
    copiedFromDeckId: uuid('copied_from_deck_id').references((): AnyPgColumn => flashcardDecks.id, {
      onDelete: 'set null',
    }),
    /** The deck "card from question" fills when the student names none (one per student). */
    isQuestionDeck: boolean('is_question_deck').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flashcard_decks_user_idx').on(t.userId, t.updatedAt),
    index('flashcard_decks_public_idx').on(t.updatedAt).where(sql`${t.isPublic}`),
    index('flashcard_decks_copied_from_idx').on(t.copiedFromDeckId),
    uniqueIndex('flashcard_decks_one_question_deck').on(t.userId).where(sql`${t.isQuestionDeck}`),
  ],
);

/**
 * A card and its owner's FSRS schedule (core/flashcards/scheduler.ts). `user_id` is the deck's
 * owner, kept on the card so the due count and the queue read one index.
 */
export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => flashcardDecks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frontHi: text('front_hi'),
    frontEn: text('front_en'),
    backHi: text('back_hi'),
    backEn: text('back_en'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The bank question the card was made from, if any. */
    sourceQuestionId: uuid('source_question_id').references(() => questions.id, { onDelete: 'set null' }),
    /**
     * What the card was made from, one card per student and source: `bank:<question id>` or
     * `gen:<family>:<seed>` (a generated quiz question), as quizzes name them. Null for a typed card.
     */
    sourceRef: text('source_ref'),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: text('state', { enum: flashcardStates }).notNull().default('new'),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flashcards_deck_idx').on(t.deckId, t.createdAt),
    index('flashcards_user_due_idx').on(t.userId, t.due),
    // Serves the one-card-per-question lookup and the questions foreign key alike.
    index('flashcards_question_user_idx').on(t.sourceQuestionId, t.userId),
    // A second tap on "make a card" finds the first card, even when two taps race.
    uniqueIndex('flashcards_user_source_unique')
      .on(t.userId, t.sourceRef)
      .where(sql`${t.sourceRef} is not null`),
    check(
      'flashcards_has_a_side_pair',
      sql`(${t.frontHi} is not null and ${t.backHi} is not null) or (${t.frontEn} is not null and ${t.backEn} is not null)`,
    ),
  ],
);

/**
 * The review log, one row per review as the student made it (client id, device time), with what
 * FSRS computed: enough to fit each student's parameters later. Replayed in `reviewed_at` order
 * when an offline review arrives late, so its computed columns are rewritten then.
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    /** Made on the device; a repeat of the same id is ignored. */
    clientId: uuid('client_id').notNull(),
    rating: text('rating', { enum: flashcardRatings }).notNull(),
    /** The card's state before the review. */
    state: text('state', { enum: flashcardStates }).notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flashcard_reviews_client_idx').on(t.userId, t.clientId),
    index('flashcard_reviews_card_idx').on(t.cardId, t.reviewedAt),
    // The platform admin's active students (a review counts).
    index('flashcard_reviews_reviewed_user_idx').on(t.reviewedAt, t.userId),
  ],
);

export type FlashcardDeckRow = typeof flashcardDecks.$inferSelect;
export type FlashcardRow = typeof flashcards.$inferSelect;
