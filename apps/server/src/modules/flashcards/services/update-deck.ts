import type { Deck, UpdateDeck } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { flashcardDecks } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, assertEditableDeck } from '../policy.ts';
import { presentDeck } from '../presenter.ts';
import { deckById } from '../queries.ts';

/**
 * Title, description, public or private, whose name it shows: the owner's to change. Copies already
 * made keep their texts.
 */
export async function updateDeck(d: Deps, actor: Actor, deckId: string, patch: UpdateDeck): Promise<Deck> {
  const now = d.clock();
  const row = await deckById(d.db, now, deckId);
  assertEditableDeck(actor, row?.deck);
  await d.db
    .update(flashcardDecks)
    .set({
      ...(patch.title === undefined ? {} : { title: patch.title.trim() }),
      ...(patch.description === undefined ? {} : { description: patch.description.trim() }),
      ...(patch.isPublic === undefined ? {} : { isPublic: patch.isPublic }),
      ...(patch.authorShown === undefined ? {} : { authorShown: patch.authorShown }),
      updatedAt: now,
    })
    .where(eq(flashcardDecks.id, deckId));
  const updated = await deckById(d.db, now, deckId);
  if (!updated) throw new Error('deck vanished during update');
  return presentDeck(updated, actor.id);
}
