import { dueCutoff, flashcardRules, type ReviewQueue } from '@abhyas/core';
import { and, asc, eq, lt } from 'drizzle-orm';
import { flashcardDecks, flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, assertEditableDeck } from '../policy.ts';
import { presentQueueCard } from '../presenter.ts';
import { cardReadableBy, countDueToday } from '../queries.ts';

/**
 * Today's queue: the student's cards due before the end of today's Indian day, soonest first, each
 * with the next due date ts-fsrs gives every button now. Optionally one of their decks only.
 */
export async function reviewQueue(d: Deps, actor: Actor, deckId?: string): Promise<ReviewQueue> {
  const now = d.clock();
  if (deckId) {
    const [deck] = await d.db.select().from(flashcardDecks).where(eq(flashcardDecks.id, deckId));
    assertEditableDeck(actor, deck);
  }
  const cutoff = dueCutoff(now);
  const [rows, dueToday] = await Promise.all([
    d.db
      .select()
      .from(flashcards)
      .where(
        and(
          eq(flashcards.userId, actor.id),
          lt(flashcards.due, cutoff),
          deckId ? eq(flashcards.deckId, deckId) : undefined,
          cardReadableBy(actor.id, now),
        ),
      )
      .orderBy(asc(flashcards.due), asc(flashcards.id))
      .limit(flashcardRules.queueMax),
    countDueToday(d.db, actor.id, now),
  ]);
  return {
    cards: rows.map((r) => presentQueueCard(r, now)),
    dueToday,
    dayEndsAt: cutoff.toISOString(),
    serverTime: now.toISOString(),
  };
}
