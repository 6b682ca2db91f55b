import { type PaginationQuery, pageMeta } from '@abhyas/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { reviseItems } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notSealedFor } from '../../exams/sealing.ts';
import { assertOwnReviseItem } from '../policy.ts';
import { presentReviseItem } from '../presenter.ts';
import { loadContent } from '../question-source.ts';

/**
 * The student's revise list (every wrong answer not yet answered right), newest first. An item whose
 * key is sealed for the student now (its question was put in a ranked set they have not submitted,
 * or they are sitting its set) is left out until that set opens it.
 */
export async function listRevise(d: Deps, userId: string, query: PaginationQuery) {
  const mine = and(
    eq(reviseItems.userId, userId),
    sql`(${reviseItems.questionId} is null or ${notSealedFor(reviseItems.questionId, userId, d.clock())})`,
  );
  const [rows, [total]] = await Promise.all([
    d.db
      .select()
      .from(reviseItems)
      .where(mine)
      .orderBy(desc(reviseItems.addedAt), desc(reviseItems.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(reviseItems).where(mine),
  ]);
  const content = await loadContent(d.db, rows);
  return { ...pageMeta(query, Number(total?.n ?? 0)), items: rows.map((r) => presentReviseItem(r, content)) };
}

/** The student takes an item off the revise list. */
export async function removeReviseItem(d: Deps, userId: string, itemId: string): Promise<void> {
  const [item] = await d.db.select().from(reviseItems).where(eq(reviseItems.id, itemId));
  assertOwnReviseItem(userId, item);
  await d.db.delete(reviseItems).where(eq(reviseItems.id, itemId));
}
