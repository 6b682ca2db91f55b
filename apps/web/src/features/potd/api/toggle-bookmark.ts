import type { PotdToday } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBookmark } from '@/lib/api/question-bookmark';
import { readItem, writeItem } from '@/lib/storage';

/**
 * The bank's bookmark of today's problem (every daily problem is a bank question). The mark flips
 * in every cached copy of today (both languages), and the stored count moves with it.
 */
export function useTogglePotdBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookmark,
    onSuccess: (result) => {
      let changed = false;
      queryClient.setQueriesData<PotdToday>({ queryKey: ['potd', 'today'] }, (today) => {
        if (!today?.problem || today.problem.questionId !== result.questionId) return today;
        if (today.problem.bookmarked !== result.bookmarked) changed = true;
        return { ...today, problem: { ...today.problem, bookmarked: result.bookmarked } };
      });
      const stored = Number(readItem('bookmarkedProblems'));
      if (changed && readItem('bookmarkedProblems') !== null && Number.isInteger(stored))
        writeItem('bookmarkedProblems', String(Math.max(0, stored + (result.bookmarked ? 1 : -1))));
      void queryClient.invalidateQueries({ queryKey: ['potd', 'archive'] });
    },
  });
}
