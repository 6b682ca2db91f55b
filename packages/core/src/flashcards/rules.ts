import { ruleMessagesEn } from '../auth/rules.ts';

/**
 * Flash-card limits, shared by the forms and the API so both refuse the same input. Messages are
 * rule keys (`validation.flashcards.<rule>`), translated by the web app.
 */
export const flashcardRules = {
  deckTitle: { min: 2, max: 120 },
  deckDescription: { max: 500 },
  side: { max: 2000 },
  tag: { max: 40 },
  tags: { max: 10 },
  /** Reviews sent in one request (an offline queue is sent in batches of this many). */
  reviewBatchMax: 100,
  /** A review may not last longer than this (a phone left on the card overnight counts as this). */
  reviewDurationMaxMs: 60 * 60 * 1000,
  /** Cards shown in one review queue. */
  queueMax: 100,
  cardsPerDeckMax: 2000,
  decksPerUserMax: 200,
  /** Cards one account may hold over all its decks (docs/limits.md): 200 decks of 2,000 would be 400,000. */
  cardsPerUserMax: 5000,
} as const;

/**
 * The name of the deck "make a card from a question" fills when the student names none. It is stored
 * in the language the first card was made in, so screens show it through `deckTitleIn`.
 */
export const questionDeckTitle = { hi: 'प्रश्नों से बने कार्ड', en: 'Cards from questions' } as const;

/**
 * A deck's name in `lang`. The automatic deck's default name (and a copy of it) follows the reader's
 * language; a name the student gave is theirs and is shown as written.
 */
export function deckTitleIn(title: string, lang: 'hi' | 'en'): string {
  return title === questionDeckTitle.hi || title === questionDeckTitle.en ? questionDeckTitle[lang] : title;
}

export const flashcardMessagesEn: Record<string, string> = {
  'validation.flashcards.titleTooShort': `must be at least ${flashcardRules.deckTitle.min} characters`,
  'validation.flashcards.titleTooLong': `must be at most ${flashcardRules.deckTitle.max} characters`,
  'validation.flashcards.descriptionTooLong': `must be at most ${flashcardRules.deckDescription.max} characters`,
  'validation.flashcards.sideTooLong': `must be at most ${flashcardRules.side.max} characters`,
  'validation.flashcards.sideMissing':
    'needs a front and a back in at least one language, and both sides in each language it uses',
  'validation.flashcards.tagInvalid': `must be 1 to ${flashcardRules.tag.max} characters`,
  'validation.flashcards.tooManyTags': `must be at most ${flashcardRules.tags.max} tags`,
  'validation.flashcards.rating': 'must be one of again, hard, good, easy',
  'validation.flashcards.batchSize': `must hold 1 to ${flashcardRules.reviewBatchMax} reviews`,
  'validation.flashcards.duration': `must be a whole number of milliseconds up to ${flashcardRules.reviewDurationMaxMs}`,
  'validation.flashcards.reviewedAt': 'must be an ISO date-time',
  'validation.flashcards.deckFull': `a deck holds at most ${flashcardRules.cardsPerDeckMax} cards`,
  'validation.flashcards.tooManyDecks': `at most ${flashcardRules.decksPerUserMax} decks per student`,
  'validation.flashcards.tooManyCards': `at most ${flashcardRules.cardsPerUserMax} cards per student`,
  'validation.flashcards.answerFirst': 'answer this question first: its key is shown after the answer',
};
Object.assign(ruleMessagesEn, flashcardMessagesEn);
