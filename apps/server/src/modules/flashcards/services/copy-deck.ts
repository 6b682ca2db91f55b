import type { Deck } from '@abhyas/core';
import { and, asc, eq } from 'drizzle-orm';
import { flashcardDecks, flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertReadableDeck } from '../policy.ts';
import { presentDeck } from '../presenter.ts';
import { cardReadableBy, deckById } from '../queries.ts';
import { accountCardCount, assertAccountCardRoom, newSchedule } from './create-card.ts';
import { assertDeckRoom } from './create-deck.ts';

/**
 * Copies a public deck (or one's own) into a new private deck of the viewer's: the texts are copied,
 * so later edits to the original do not change the copy, and every card starts a fresh schedule.
 */
export async function copyDeck(d: Deps, viewer: Viewer, deckId: string): Promise<Deck> {
  const now = d.clock();
  const source = await deckById(d.db, now, deckId);
  assertReadableDeck(viewer, source?.deck);
  await assertDeckRoom(d, viewer.id);
  assertAccountCardRoom(await accountCardCount(d.db, viewer.id), source.cardCount);
  const copyId = await d.db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(flashcardDecks)
      .values({
        userId: viewer.id,
        title: source.deck.title,
        description: source.deck.description,
        isPublic: false,
        // The copy is the copier's: it names them by their username until they publish it and choose
        // (the original's choice was its owner's, about their own name).
        authorShown: 'username',
        copiedFromDeckId: source.deck.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: flashcardDecks.id });
    if (!copy) throw new Error('deck copy insert returned nothing');
    const cards = await tx
      .select()
      .from(flashcards)
      // A card whose key is sealed for the viewer is not copied (it would carry the key).
      .where(and(eq(flashcards.deckId, deckId), cardReadableBy(viewer.id, now)))
      .orderBy(asc(flashcards.createdAt), asc(flashcards.id));
    if (cards.length > 0)
      await tx.insert(flashcards).values(
        cards.map((c, i) => ({
          deckId: copy.id,
          userId: viewer.id,
          frontHi: c.frontHi,
          frontEn: c.frontEn,
          backHi: c.backHi,
          backEn: c.backEn,
          tags: c.tags,
          sourceQuestionId: c.sourceQuestionId,
          // Creation order is kept: the copy lists its cards as the original does.
          ...newSchedule(new Date(now.getTime() + i)),
          due: now,
        })),
      );
    return copy.id;
  });
  const copied = await deckById(d.db, now, copyId);
  if (!copied) throw new Error('deck copy vanished');
  return presentDeck(copied, viewer.id);
}
