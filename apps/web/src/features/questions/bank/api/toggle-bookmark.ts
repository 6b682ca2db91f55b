import type { BankList, BankQuestionItem } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBookmark } from '@/lib/api/question-bookmark';
import { bankQuestionKey } from './bank-question';
import { bankListPrefix } from './list-bank';

export { setBookmark };

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
      // The question's own page (/questions/item/{id}) shows the same mark.
      queryClient.setQueryData<BankQuestionItem>(bankQuestionKey(result.questionId), (q) =>
        q ? { ...q, bookmarked: result.bookmarked } : q,
      );
      void queryClient.invalidateQueries({
        queryKey: bankListPrefix,
        predicate: (query) =>
          (query.queryKey[2] as { bookmarked?: string } | undefined)?.bookmarked === 'yes',
      });
    },
  });
}
