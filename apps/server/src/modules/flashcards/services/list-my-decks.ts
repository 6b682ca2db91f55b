import type { DeckList } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { flashcardDecks } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../policy.ts';
import { presentDeck } from '../presenter.ts';
import { countDueToday, decksWithCounts } from '../queries.ts';

/** The student's own decks, newest change first, with the day's due count over all of them. */
export async function listMyDecks(d: Deps, actor: Actor): Promise<DeckList> {
  const now = d.clock();
  const [rows, dueToday] = await Promise.all([
    decksWithCounts(d.db, now, eq(flashcardDecks.userId, actor.id), undefined, actor.id),
    countDueToday(d.db, actor.id, now),
  ]);
  return { decks: rows.map((r) => presentDeck(r, actor.id)), dueToday };
}
