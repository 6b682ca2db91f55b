import { z } from 'zod';
import { flashcardRules as r } from './rules.ts';
import { flashcardRatings, flashcardStates } from './scheduler.ts';

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';
const uuid = z.uuid('validation.invalidType');

const title = z
  .string({ error: typeError })
  .trim()
  .min(r.deckTitle.min, 'validation.flashcards.titleTooShort')
  .max(r.deckTitle.max, 'validation.flashcards.titleTooLong');
const description = z
  .string({ error: typeError })
  .trim()
  .max(r.deckDescription.max, 'validation.flashcards.descriptionTooLong');
const sideText = z
  .string({ error: typeError })
  .trim()
  .max(r.side.max, 'validation.flashcards.sideTooLong')
  .transform((v) => (v === '' ? null : v));
/** One side of a card in Hindi, English or both; an empty text means "not in that language". */
const side = z.strictObject({ hi: sideText.nullish(), en: sideText.nullish() }, { error: typeError });
const tag = z
  .string({ error: typeError })
  .trim()
  .min(1, 'validation.flashcards.tagInvalid')
  .max(r.tag.max, 'validation.flashcards.tagInvalid');
const tags = z.array(tag, { error: typeError }).max(r.tags.max, 'validation.flashcards.tooManyTags');

export const flashcardLanguages = ['hi', 'en'] as const;
export type FlashcardLanguage = (typeof flashcardLanguages)[number];

/** Front and back: each language the card uses has both sides, and at least one language is used. */
function completePairs(v: {
  front: { hi?: string | null; en?: string | null };
  back: { hi?: string | null; en?: string | null };
}) {
  const used = flashcardLanguages.filter((l) => v.front[l] || v.back[l]);
  return used.length > 0 && used.every((l) => v.front[l] && v.back[l]);
}
const sideMissing = { message: 'validation.flashcards.sideMissing', path: ['front'] };

/**
 * Whose name a public deck shows its readers: the owner's username (the default) or their full
 * name, the student's choice when publishing (docs/flashcards.md).
 */
export const deckAuthorShown = ['username', 'name'] as const;
export type DeckAuthorShown = (typeof deckAuthorShown)[number];
const authorShown = z.enum(deckAuthorShown, 'validation.invalidType');

export const deckParamsSchema = z.object({ deckId: uuid });
export const cardParamsSchema = z.object({ cardId: uuid });

export const createDeckSchema = z.strictObject({
  title,
  description: description.optional(),
  isPublic: z.boolean({ error: typeError }).optional(),
  /** Absent: the username. */
  authorShown: authorShown.optional(),
});
export type CreateDeck = z.input<typeof createDeckSchema>;
export const updateDeckSchema = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  isPublic: z.boolean({ error: typeError }).optional(),
  authorShown: authorShown.optional(),
});
export type UpdateDeck = z.input<typeof updateDeckSchema>;

export const createCardSchema = z
  .strictObject({ front: side, back: side, tags: tags.optional() })
  .refine(completePairs, sideMissing);
export type CreateCard = z.input<typeof createCardSchema>;
export const updateCardSchema = z
  .strictObject({ front: side, back: side, tags: tags.optional() })
  .refine(completePairs, sideMissing);
export type UpdateCard = z.input<typeof updateCardSchema>;

export const cardFromQuestionSchema = z.strictObject({
  questionId: uuid,
  /** The student's language: the card takes the question's text, key and explanation in it. */
  language: z.enum(flashcardLanguages, 'validation.invalidType'),
  /** Absent: the student's "From questions" deck, made on first use. */
  deckId: uuid.optional(),
});
export type CardFromQuestion = z.input<typeof cardFromQuestionSchema>;

const cardLanguage = z.enum(flashcardLanguages, 'validation.invalidType');
/**
 * A card from a question of one of the student's quizzes, once it was answered (its key came back
 * with the verdict). Generated questions have no bank id, so the quiz item names them.
 */
export const cardFromQuizQuestionSchema = z.strictObject({
  quizId: uuid,
  position: z
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(30, 'validation.invalidType'),
  language: cardLanguage,
  deckId: uuid.optional(),
});
export type CardFromQuizQuestion = z.input<typeof cardFromQuizQuestionSchema>;
/** A card from an item of the student's revise list (a wrong answer: its key is already shown). */
export const cardFromReviseItemSchema = z.strictObject({
  itemId: uuid,
  language: cardLanguage,
  deckId: uuid.optional(),
});
export type CardFromReviseItem = z.input<typeof cardFromReviseItemSchema>;
/** A card from a question of the student's submitted test, once its solutions may be seen. */
export const cardFromAttemptQuestionSchema = z.strictObject({
  attemptId: uuid,
  questionId: uuid,
  language: cardLanguage,
  deckId: uuid.optional(),
});
export type CardFromAttemptQuestion = z.input<typeof cardFromAttemptQuestionSchema>;

const sideOut = z.object({ hi: z.string().nullable(), en: z.string().nullable() });
export const flashcardSchema = z.object({
  id: z.string(),
  deckId: z.string(),
  front: sideOut,
  back: sideOut,
  tags: z.array(z.string()),
  sourceQuestionId: z.string().nullable(),
  /** The owner's schedule; absent when someone else reads a public deck. */
  schedule: z
    .object({
      due: z.string(),
      state: z.enum(flashcardStates),
      reps: z.number(),
      lapses: z.number(),
      lastReview: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const deckSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  isOwn: z.boolean(),
  /**
   * The owner as a public deck names them: their username, or their full name when they chose it
   * (`authorShown`). The owner reads what others see.
   */
  ownerName: z.string(),
  /** The owner's choice, on their own deck only (null on someone else's). */
  authorShown: z.enum(deckAuthorShown).nullable(),
  cardCount: z.number(),
  /** Cards due before the end of today's Indian day (own decks; 0 for others'). */
  dueToday: z.number(),
  copiedFromDeckId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deck = z.infer<typeof deckSchema>;

export const deckListSchema = z.object({ decks: z.array(deckSchema), dueToday: z.number() });
export type DeckList = z.infer<typeof deckListSchema>;
export const deckDetailSchema = z.object({ deck: deckSchema, cards: z.array(flashcardSchema) });
export type DeckDetail = z.infer<typeof deckDetailSchema>;
export const cardResultSchema = z.object({ card: flashcardSchema });
/** A card made from a question: `created` is false when the student had made it before (a second tap). */
export const cardMadeSchema = z.object({ card: flashcardSchema, created: z.boolean() });
export type CardMade = z.infer<typeof cardMadeSchema>;

export const publicDecksQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.invalidType').optional(),
  page: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(10_000, 'validation.invalidType')
    .default(1),
  limit: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(50, 'validation.invalidType')
    .default(20),
});
export type PublicDecksQuery = z.infer<typeof publicDecksQuerySchema>;
const pageMeta = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
export const publicDeckListSchema = z.object({ data: z.array(deckSchema), meta: pageMeta });
export type PublicDeckList = z.infer<typeof publicDeckListSchema>;

export const myCardsQuerySchema = z.object({
  tag: z
    .string()
    .trim()
    .min(1, 'validation.flashcards.tagInvalid')
    .max(r.tag.max, 'validation.flashcards.tagInvalid')
    .optional(),
  page: publicDecksQuerySchema.shape.page,
  limit: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(1, 'validation.invalidType')
    .max(100, 'validation.invalidType')
    .default(50),
});
export type MyCardsQuery = z.infer<typeof myCardsQuerySchema>;
export const myCardListSchema = z.object({
  data: z.array(flashcardSchema.extend({ deckTitle: z.string() })),
  meta: pageMeta,
  tags: z.array(z.string()),
});
export type MyCardList = z.infer<typeof myCardListSchema>;

export const reviewQueueQuerySchema = z.object({ deckId: uuid.optional() });
/** The intervals on the four buttons: when the card would next be due for each rating. */
export const intervalsSchema = z.object({
  again: z.string(),
  hard: z.string(),
  good: z.string(),
  easy: z.string(),
});
export const queueCardSchema = flashcardSchema.extend({
  intervals: intervalsSchema,
  /** The memory the web app may preview offline with (ts-fsrs, the same parameters). */
  memory: z.object({
    due: z.string(),
    stability: z.number(),
    difficulty: z.number(),
    elapsedDays: z.number(),
    scheduledDays: z.number(),
    learningSteps: z.number(),
    reps: z.number(),
    lapses: z.number(),
    state: z.enum(flashcardStates),
    lastReview: z.string().nullable(),
  }),
});
export type QueueCard = z.infer<typeof queueCardSchema>;
export const reviewQueueSchema = z.object({
  cards: z.array(queueCardSchema),
  dueToday: z.number(),
  /** The end of today's Indian day: "due today" means due before this. */
  dayEndsAt: z.string(),
  serverTime: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewSchema = z.strictObject({
  /** Made on the device; the same id sent twice is applied once. */
  id: uuid,
  cardId: uuid,
  rating: z.enum(flashcardRatings, 'validation.flashcards.rating'),
  /** When the student pressed the button (the device's clock; clamped to the server's now). */
  reviewedAt: z.iso.datetime({ offset: true, error: 'validation.flashcards.reviewedAt' }),
  durationMs: z
    .number('validation.flashcards.duration')
    .int('validation.flashcards.duration')
    .min(0, 'validation.flashcards.duration')
    .max(r.reviewDurationMaxMs, 'validation.flashcards.duration')
    .optional(),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export const reviewBatchSchema = z.strictObject({
  reviews: z
    .array(reviewSchema, 'validation.flashcards.batchSize')
    .min(1, 'validation.flashcards.batchSize')
    .max(r.reviewBatchMax, 'validation.flashcards.batchSize'),
});
export type ReviewBatch = z.input<typeof reviewBatchSchema>;

export const reviewResultSchema = z.object({
  id: z.string(),
  /** applied: now in the log; duplicate: the same id was applied before; rejected: no such card of yours. */
  status: z.enum(['applied', 'duplicate', 'rejected']),
  cardId: z.string(),
  due: z.string().nullable(),
});
export const reviewAckSchema = z.object({ results: z.array(reviewResultSchema), dueToday: z.number() });
export type ReviewAck = z.infer<typeof reviewAckSchema>;
