import { type CreateDeck, type Deck, flashcardRules } from '@abhyas/core';
import { count, eq } from 'drizzle-orm';
import { flashcardDecks } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { limitReached } from '../policy.ts';
import { presentDeck } from '../presenter.ts';
import { deckById } from '../queries.ts';

export async function assertDeckRoom(d: Deps, userId: string): Promise<void> {
  const [row] = await d.db
    .select({ n: count() })
    .from(flashcardDecks)
    .where(eq(flashcardDecks.userId, userId));
  if ((row?.n ?? 0) >= flashcardRules.decksPerUserMax)
    throw limitReached('validation.flashcards.tooManyDecks', 'You have as many decks as a student may keep');
}

export async function createDeck(d: Deps, viewer: Viewer, input: CreateDeck): Promise<Deck> {
  await assertDeckRoom(d, viewer.id);
  const now = d.clock();
  const [deck] = await d.db
    .insert(flashcardDecks)
    .values({
      userId: viewer.id,
      title: input.title.trim(),
      description: input.description?.trim() ?? '',
      isPublic: input.isPublic ?? false,
      authorShown: input.authorShown ?? 'username',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: flashcardDecks.id });
  if (!deck) throw new Error('deck insert returned nothing');
  // Read back through the one query that names the owner as the deck chose.
  const made = await deckById(d.db, now, deck.id);
  if (!made) throw new Error('new deck vanished');
  return presentDeck(made, viewer.id);
}
