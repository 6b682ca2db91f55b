import { type CreateCard, type Flashcard, flashcardRules, newCardMemory } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { flashcardDecks, flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, assertEditableDeck, limitReached } from '../policy.ts';
import { presentCard } from '../presenter.ts';
import type { Conn } from '../queries.ts';
import { cardCountOf } from '../queries.ts';

type Side = { hi?: string | null; en?: string | null };

/** A card's texts as columns; an empty or absent language is null. */
export function sideColumns(input: { front: Side; back: Side; tags?: string[] | undefined }) {
  const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    frontHi: clean(input.front.hi),
    frontEn: clean(input.front.en),
    backHi: clean(input.back.hi),
    backEn: clean(input.back.en),
    // The same tag twice is one tag.
    ...(input.tags === undefined ? {} : { tags: [...new Set(input.tags.map((t) => t.trim()))] }),
  };
}

/** A new card's schedule: due at once (a new card is part of today's queue). */
export function newSchedule(now: Date) {
  const m = newCardMemory(now);
  return { ...m, due: now, createdAt: now, updatedAt: now };
}

export async function assertCardRoom(db: Conn, deckId: string, adding = 1): Promise<void> {
  if ((await cardCountOf(db, deckId)) + adding > flashcardRules.cardsPerDeckMax)
    throw limitReached('validation.flashcards.deckFull', 'This deck is full');
}

export async function createCard(
  d: Deps,
  actor: Actor,
  deckId: string,
  input: CreateCard,
): Promise<Flashcard> {
  const [deck] = await d.db.select().from(flashcardDecks).where(eq(flashcardDecks.id, deckId));
  assertEditableDeck(actor, deck);
  await assertCardRoom(d.db, deckId);
  const now = d.clock();
  const [card] = await d.db
    .insert(flashcards)
    .values({ deckId, userId: deck.userId, ...sideColumns(input), ...newSchedule(now) })
    .returning();
  if (!card) throw new Error('card insert returned nothing');
  await d.db.update(flashcardDecks).set({ updatedAt: now }).where(eq(flashcardDecks.id, deckId));
  return presentCard(card, actor.id);
}
