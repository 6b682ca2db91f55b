import { dueCutoff } from '@abhyas/core';
import { and, count, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flashcardDecks, flashcards, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { notSealedFor } from '../exams/sealing.ts';
import type { DeckWithCounts } from './presenter.ts';

/** Reads shared by several services; each takes the outer db or a transaction's tx. */
export type Conn = Db | Tx;

/**
 * A card this viewer may read: one made from a bank question carries its key on the back, so it is
 * withheld while that question is sealed for the viewer (core's `sealOf`), whoever made the card:
 * a public deck, a copy of one, or the student's own card of a question later put in a ranked set.
 */
export const cardReadableBy = (viewerId: string, now: Date): SQL =>
  sql`(${flashcards.sourceQuestionId} is null or ${notSealedFor(flashcards.sourceQuestionId, viewerId, now)})`;

/** Decks with their owner's name, card count and cards due before the end of today's Indian day. */
export async function decksWithCounts(
  db: Conn,
  now: Date,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  viewerId?: string,
): Promise<DeckWithCounts[]> {
  const cutoff = dueCutoff(now).toISOString();
  // The counts are of the cards this viewer may read (a sealed question's card is not counted).
  const readable = viewerId ? sql` and ${cardReadableBy(viewerId, now)}` : sql``;
  const query = db
    .select({
      deck: flashcardDecks,
      // The owner as the deck names them: the username unless they chose their full name for it
      // (docs/flashcards.md). A blank name falls back to the username.
      ownerName: sql<string>`case when ${flashcardDecks.authorShown} = 'name' then coalesce(nullif(btrim(${users.name}), ''), ${users.username}) else ${users.username} end`,
      cardCount: sql<number>`(select count(*)::int from ${flashcards} where ${flashcards.deckId} = ${flashcardDecks.id}${readable})`,
      dueToday: sql<number>`(select count(*)::int from ${flashcards} where ${flashcards.deckId} = ${flashcardDecks.id} and ${flashcards.due} < ${cutoff}::timestamptz${readable})`,
    })
    .from(flashcardDecks)
    .innerJoin(users, eq(users.id, flashcardDecks.userId))
    .where(where)
    .orderBy(sql`${flashcardDecks.updatedAt} desc`, flashcardDecks.id)
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r, cardCount: Number(r.cardCount), dueToday: Number(r.dueToday) }));
}

export async function deckById(
  db: Conn,
  now: Date,
  deckId: string,
  viewerId?: string,
): Promise<DeckWithCounts | undefined> {
  const [row] = await decksWithCounts(db, now, eq(flashcardDecks.id, deckId), undefined, viewerId);
  return row;
}

/** The student's cards due before the end of today's Indian day, across all their decks. */
export async function countDueToday(db: Conn, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(flashcards)
    .where(
      and(eq(flashcards.userId, userId), lt(flashcards.due, dueCutoff(now)), cardReadableBy(userId, now)),
    );
  return row?.n ?? 0;
}

export async function cardCountOf(db: Conn, deckId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(flashcards).where(eq(flashcards.deckId, deckId));
  return row?.n ?? 0;
}
