import type { Flashcard, UpdateCard } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { flashcardDecks, flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { type Actor, assertEditableDeck } from '../policy.ts';
import { presentCard } from '../presenter.ts';
import { sideColumns } from './create-card.ts';

/** The card with its deck (whose owner decides who may see or change it). */
export async function cardWithDeck(d: Deps, cardId: string) {
  const [row] = await d.db
    .select({ card: flashcards, deck: flashcardDecks })
    .from(flashcards)
    .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcards.deckId))
    .where(eq(flashcards.id, cardId));
  return row;
}

/** Texts and tags change; the schedule stays (the student still knows the card). */
export async function updateCard(
  d: Deps,
  actor: Actor,
  cardId: string,
  input: UpdateCard,
): Promise<Flashcard> {
  const row = await cardWithDeck(d, cardId);
  if (!row) throw notFound('No such card');
  assertEditableDeck(actor, row.deck);
  const now = d.clock();
  const [card] = await d.db
    .update(flashcards)
    .set({ ...sideColumns(input), updatedAt: now })
    .where(eq(flashcards.id, cardId))
    .returning();
  if (!card) throw notFound('No such card');
  await d.db.update(flashcardDecks).set({ updatedAt: now }).where(eq(flashcardDecks.id, row.deck.id));
  return presentCard(card, actor.id);
}
