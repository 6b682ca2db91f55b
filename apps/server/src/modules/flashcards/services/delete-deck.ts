import { eq } from 'drizzle-orm';
import { flashcardDecks } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, assertEditableDeck } from '../policy.ts';

/** Deletes the deck, its cards and their review log (cascade). Copies others made are theirs and stay. */
export async function deleteDeck(d: Deps, actor: Actor, deckId: string): Promise<void> {
  const [deck] = await d.db.select().from(flashcardDecks).where(eq(flashcardDecks.id, deckId));
  assertEditableDeck(actor, deck);
  await d.db.delete(flashcardDecks).where(eq(flashcardDecks.id, deckId));
}
