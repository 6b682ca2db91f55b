import { type PaginationQuery, pageMeta } from '@abhyas/core';
import { count, desc, eq } from 'drizzle-orm';
import { quizzes } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { presentHistoryItem } from '../presenter.ts';

/** The student's own quizzes, newest first, a page at a time. */
export async function listHistory(d: Deps, userId: string, query: PaginationQuery) {
  const [rows, [total]] = await Promise.all([
    d.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.userId, userId))
      .orderBy(desc(quizzes.startedAt), desc(quizzes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(quizzes).where(eq(quizzes.userId, userId)),
  ]);
  return { ...pageMeta(query, Number(total?.n ?? 0)), items: rows.map(presentHistoryItem) };
}
