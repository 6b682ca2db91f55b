import { type CreateCard, type Flashcard, flashcardRules, newCardMemory } from '@abhyas/core';
import { count, eq, sql } from 'drizzle-orm';
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

/** Room for `adding` cards in the deck, and in its owner's account (both limits of flashcardRules). */
export async function assertCardRoom(db: Conn, deckId: string, adding = 1): Promise<void> {
  if ((await cardCountOf(db, deckId)) + adding > flashcardRules.cardsPerDeckMax)
    throw limitReached('validation.flashcards.deckFull', 'This deck is full');
  const owner = sql`(select ${flashcardDecks.userId} from ${flashcardDecks} where ${flashcardDecks.id} = ${deckId})`;
  const [row] = await db.select({ n: count() }).from(flashcards).where(sql`${flashcards.userId} = ${owner}`);
  assertAccountCardRoom(row?.n ?? 0, adding);
}

/**
 * An account holds at most `cardsPerUserMax` cards over all its decks (docs/limits.md). Checked before
 * the insert, outside a lock: parallel requests could pass it together, which the per-user rate limit
 * of card making (plugins/write-limits.ts) keeps to a handful.
 */
export function assertAccountCardRoom(held: number, adding: number): void {
  if (held + adding > flashcardRules.cardsPerUserMax)
    throw limitReached(
      'validation.flashcards.tooManyCards',
      `An account holds at most ${flashcardRules.cardsPerUserMax} cards`,
    );
}

/** The number of cards a user holds over all their decks. */
export async function accountCardCount(db: Conn, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(flashcards).where(eq(flashcards.userId, userId));
  return row?.n ?? 0;
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
