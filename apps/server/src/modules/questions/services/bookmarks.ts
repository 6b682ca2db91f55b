import type { BankBookmark } from '@abhyas/core';
import { and, count, eq, sql } from 'drizzle-orm';
import { bookmarks, questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { visibleTo } from '../bank-queries.ts';

type Reader = Pick<Deps, 'db'>;

/**
 * Bookmarks a question the student may see in the bank. One statement (insert … select … where the
 * question is visible), idempotent: bookmarking twice is one bookmark.
 */
export async function addBookmark(
  d: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  questionId: string,
): Promise<BankBookmark> {
  const inserted = rowsOf(
    await d.db.execute(sql`insert into bookmarks (user_id, question_id)
      select ${userId}::uuid, ${questions.id} from ${questions}
      where ${questions.id} = ${questionId} and ${visibleTo(userId, d.clock())}
      on conflict do nothing returning question_id`),
  );
  if (inserted.length === 0) {
    // Nothing inserted: already bookmarked, or a question the student may not see (404 as if absent).
    const [held] = await d.db
      .select({ n: count() })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
    if (!held?.n) throw notFound('No such question');
  }
  return { questionId, bookmarked: true };
}

/** Removes a bookmark; removing one that is not there changes nothing and is not an error. */
export async function removeBookmark(d: Reader, userId: string, questionId: string): Promise<BankBookmark> {
  await d.db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
  return { questionId, bookmarked: false };
}

/**
 * How many questions the student has bookmarked: the dashboard's `bookmarkedProblems` (spec §3).
 * The Problem of the Day's bookmarks, when that area lands, add to this count.
 */
export async function countBookmarks(d: Reader, userId: string): Promise<number> {
  const [row] = await d.db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId));
  return row?.n ?? 0;
}
