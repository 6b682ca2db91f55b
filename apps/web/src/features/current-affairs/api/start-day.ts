import { quizStateSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '@/lib/api-client';
import { quizPath } from '@/lib/quiz-path';
import { idbQuizStore, mergeServerState, readQuiz, writeQuiz } from '@/lib/quiz-store';
import { currentAffairsPrefix } from './list-days';

/**
 * Starts the viewer's quiz of a published day, or returns the one already started (finished or not).
 * The state goes to the device first, as the quiz page's own start does, so the quiz plays offline;
 * answers this phone still holds for it stay queued.
 */
export async function startDay(day: string) {
  const state = quizStateSchema.parse(
    await apiPost<unknown>(`/current-affairs/days/${encodeURIComponent(day)}/quiz`),
  );
  const local = await readQuiz(idbQuizStore, state.id).catch(() => undefined);
  await writeQuiz(idbQuizStore, mergeServerState(local, state)).catch(() => undefined);
  return state;
}

/** One tap from a day to its quiz on the quiz page; `variables` names the day being opened. */
export function useStartDay() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDay,
    onSuccess: (state) => {
      void queryClient.invalidateQueries({ queryKey: currentAffairsPrefix });
      void navigate(quizPath(state));
    },
  });
}
