import { type PublicDeckList, type PublicDecksQuery, pageMeta } from '@abhyas/core';
import { and, count, eq, ilike } from 'drizzle-orm';
import { flashcardDecks } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../policy.ts';
import { presentDeck } from '../presenter.ts';
import { decksWithCounts } from '../queries.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Public decks of every student (the viewer's own marked as such), searched by title. */
export async function listPublicDecks(
  d: Deps,
  actor: Actor,
  query: PublicDecksQuery,
): Promise<PublicDeckList> {
  const where = and(
    eq(flashcardDecks.isPublic, true),
    query.q ? ilike(flashcardDecks.title, `%${escapeLike(query.q)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    decksWithCounts(
      d.db,
      d.clock(),
      where,
      { limit: query.limit, offset: (query.page - 1) * query.limit },
      actor.id,
    ),
    d.db.select({ n: count() }).from(flashcardDecks).where(where),
  ]);
  return { data: rows.map((r) => presentDeck(r, actor.id)), meta: pageMeta(query, total?.n ?? 0) };
}
