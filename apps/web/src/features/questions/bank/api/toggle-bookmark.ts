import { type BankList, bankBookmarkSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPut } from '@/lib/api-client';
import { bankListPrefix } from './list-bank';

/** Adds or removes a bookmark; both calls are idempotent, so a retried tap does no harm. */
export async function setBookmark({ questionId, bookmarked }: { questionId: string; bookmarked: boolean }) {
  const path = `/questions/${encodeURIComponent(questionId)}/bookmark`;
  return bankBookmarkSchema.parse(bookmarked ? await apiPut<unknown>(path) : await apiDelete<unknown>(path));
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookmark,
    // The mark flips on every cached page at once; the "bookmarked" list refetches to add or drop it.
    onSuccess: (result) => {
      queryClient.setQueriesData<BankList>({ queryKey: bankListPrefix }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((q) =>
                q.id === result.questionId ? { ...q, bookmarked: result.bookmarked } : q,
              ),
            }
          : page,
      );
      void queryClient.invalidateQueries({
        queryKey: bankListPrefix,
        predicate: (query) =>
          (query.queryKey[2] as { bookmarked?: string } | undefined)?.bookmarked === 'yes',
      });
    },
  });
}
