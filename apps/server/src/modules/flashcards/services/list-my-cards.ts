import { type MyCardList, type MyCardsQuery, pageMeta } from '@abhyas/core';
import { and, arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import { flashcardDecks, flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { Actor } from '../policy.ts';
import { presentCard } from '../presenter.ts';
import { cardReadableBy } from '../queries.ts';

/** Every card of the student's, across decks, newest first; optionally those with one tag. */
export async function listMyCards(d: Deps, actor: Actor, query: MyCardsQuery): Promise<MyCardList> {
  const where = and(
    eq(flashcards.userId, actor.id),
    query.tag ? arrayContains(flashcards.tags, [query.tag]) : undefined,
    cardReadableBy(actor.id, d.clock()),
  );
  const [rows, [total], tagRows] = await Promise.all([
    d.db
      .select({ card: flashcards, deckTitle: flashcardDecks.title })
      .from(flashcards)
      .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcards.deckId))
      .where(where)
      .orderBy(desc(flashcards.createdAt), asc(flashcards.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(flashcards).where(where),
    d.db.execute(
      sql`select distinct unnest(${flashcards.tags}) as tag from ${flashcards} where ${flashcards.userId} = ${actor.id} order by 1 limit 200`,
    ),
  ]);
  return {
    data: rows.map((r) => ({ ...presentCard(r.card, actor.id), deckTitle: r.deckTitle })),
    meta: pageMeta(query, total?.n ?? 0),
    tags: rowsOf<{ tag: string }>(tagRows).map((r) => r.tag),
  };
}
