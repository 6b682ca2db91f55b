import { eq } from 'drizzle-orm';
import { flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { type Actor, assertEditableDeck } from '../policy.ts';
import { cardWithDeck } from './update-card.ts';

/** Deletes the card and its review log. */
export async function deleteCard(d: Deps, actor: Actor, cardId: string): Promise<void> {
  const row = await cardWithDeck(d, cardId);
  if (!row) throw notFound('No such card');
  assertEditableDeck(actor, row.deck);
  await d.db.delete(flashcards).where(eq(flashcards.id, cardId));
}
