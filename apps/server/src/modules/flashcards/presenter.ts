import type { CardMemory, Deck, Flashcard, QueueCard } from '@abhyas/core';
import { previewIntervals } from '@abhyas/core';
import type { FlashcardDeckRow, FlashcardRow } from '../../db/schema/index.ts';

/** The only place deck and card rows become contracts. */

export interface DeckWithCounts {
  deck: FlashcardDeckRow;
  ownerName: string;
  cardCount: number;
  dueToday: number;
}

export function presentDeck(row: DeckWithCounts, viewerId: string): Deck {
  const own = row.deck.userId === viewerId;
  return {
    id: row.deck.id,
    title: row.deck.title,
    description: row.deck.description,
    isPublic: row.deck.isPublic,
    isOwn: own,
    ownerName: row.ownerName,
    authorShown: own ? row.deck.authorShown : null,
    cardCount: row.cardCount,
    dueToday: own ? row.dueToday : 0,
    copiedFromDeckId: own ? row.deck.copiedFromDeckId : null,
    createdAt: row.deck.createdAt.toISOString(),
    updatedAt: row.deck.updatedAt.toISOString(),
  };
}

/** Someone else's card (a public deck) comes without its owner's schedule. */
export function presentCard(row: FlashcardRow, viewerId: string): Flashcard {
  const own = row.userId === viewerId;
  return {
    id: row.id,
    deckId: row.deckId,
    front: { hi: row.frontHi, en: row.frontEn },
    back: { hi: row.backHi, en: row.backEn },
    tags: row.tags,
    sourceQuestionId: own ? row.sourceQuestionId : null,
    schedule: own
      ? {
          due: row.due.toISOString(),
          state: row.state,
          reps: row.reps,
          lapses: row.lapses,
          lastReview: row.lastReview?.toISOString() ?? null,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function memoryOf(row: FlashcardRow): CardMemory {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview,
  };
}

/** A card of the review queue, with the interval ts-fsrs gives each button at `now`. */
export function presentQueueCard(row: FlashcardRow, now: Date): QueueCard {
  const memory = memoryOf(row);
  const intervals = previewIntervals(memory, now);
  return {
    ...presentCard(row, row.userId),
    intervals: {
      again: intervals.again.toISOString(),
      hard: intervals.hard.toISOString(),
      good: intervals.good.toISOString(),
      easy: intervals.easy.toISOString(),
    },
    memory: {
      ...memory,
      due: memory.due.toISOString(),
      lastReview: memory.lastReview?.toISOString() ?? null,
    },
  };
}
