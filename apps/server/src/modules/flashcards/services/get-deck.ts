import type { DeckDetail } from '@abhyas/core';
import { and, asc, eq } from 'drizzle-orm';
import { flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, assertReadableDeck } from '../policy.ts';
import { presentCard, presentDeck } from '../presenter.ts';
import { cardReadableBy, deckById } from '../queries.ts';

/** A deck and its cards: the owner's (with their schedule), or a public one (without). */
export async function getDeck(d: Deps, actor: Actor, deckId: string): Promise<DeckDetail> {
  const row = await deckById(d.db, d.clock(), deckId, actor.id);
  assertReadableDeck(actor, row?.deck);
  const cards = await d.db
    .select()
    .from(flashcards)
    .where(and(eq(flashcards.deckId, deckId), cardReadableBy(actor.id, d.clock())))
    .orderBy(asc(flashcards.createdAt), asc(flashcards.id));
  return { deck: presentDeck(row, actor.id), cards: cards.map((c) => presentCard(c, actor.id)) };
}
