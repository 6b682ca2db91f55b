// The bank's bookmark of one question, shared by the question bank and the Problem of the Day
// (every daily problem is a bank question, docs/potd.md): features never import each other.
import { bankBookmarkSchema } from '@abhyas/core';
import { apiDelete, apiPut } from '@/lib/api-client';

/** Adds or removes a bookmark; both calls are idempotent, so a retried tap does no harm. */
export async function setBookmark({ questionId, bookmarked }: { questionId: string; bookmarked: boolean }) {
  const path = `/questions/${encodeURIComponent(questionId)}/bookmark`;
  return bankBookmarkSchema.parse(bookmarked ? await apiPut<unknown>(path) : await apiDelete<unknown>(path));
}
