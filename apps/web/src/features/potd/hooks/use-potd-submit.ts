import type { PotdSubmitResult, PotdToday } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/components/ui/snackbar';
import { postPotdUserData, storePotdUserData } from '@/lib/api/potd-user-data';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { readItem, writeItem } from '@/lib/storage';
import { useUiLanguage } from '@/lib/use-ui-language';
import { potdTodayKey } from '../api/get-today';
import { submitAnswer } from '../api/submit-answer';

/** Spec §9: in the dialog, the solve callback runs this long after a correct answer. */
export const SOLVED_CALLBACK_MS = 1500;

/** The stored streaks after a solve (spec §5): max is the larger of the old max and the new streak. */
export function storeStreak(current: number): void {
  const previousMax = Number(readItem('maxStreak'));
  writeItem('currentStreak', String(current));
  writeItem('maxStreak', String(Math.max(Number.isFinite(previousMax) ? previousMax : 0, current)));
}

/**
 * The post-submit call (spec §4): it answers the fresh bookmarked count and streak, which the
 * session keeps. It is not the answer itself: a failure there is only logged.
 */
async function refreshUserData(): Promise<void> {
  const userId = readItem('userId');
  if (!userId) return;
  try {
    storePotdUserData(await postPotdUserData(userId));
  } catch (error) {
    console.error('Problem of the Day user data', isApiError(error) ? error.code : error);
  }
}

/** Submit Answer: the spec's messages (§8), the session's streak, and the dialog's solve callback. */
export function usePotdSubmit(onSolved?: () => void) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const language = useUiLanguage();
  const solvedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(solvedTimer.current), []);

  const mutation = useMutation({
    mutationFn: submitAnswer,
    onSuccess: (result: PotdSubmitResult) => {
      const key = potdTodayKey(language);
      if (!result.success) {
        snackbar.show(result.message || t('potd.messages.submitError'), 'error');
        queryClient.setQueryData<PotdToday>(key, (today) => today && { ...today, tries: today.tries + 1 });
        return;
      }
      snackbar.show(
        result.message || t('potd.messages.correct', { count: result.streak.current }),
        'success',
      );
      storeStreak(result.streak.current);
      queryClient.setQueryData<PotdToday>(
        key,
        (today) =>
          today && {
            ...today,
            alreadySolved: true,
            streak: result.streak,
            problem: result.problem ?? today.problem,
          },
      );
      // The other language's copy has no key yet: it reloads when the reader switches.
      void queryClient.invalidateQueries({
        queryKey: ['potd', 'today'],
        predicate: (query) => query.queryKey[2] !== language,
      });
      void queryClient.invalidateQueries({ queryKey: ['potd', 'archive'] });
      void refreshUserData();
      if (onSolved) solvedTimer.current = setTimeout(onSolved, SOLVED_CALLBACK_MS);
    },
    onError: (error) => {
      // Spec §8: a post that never got an answer (network, 5xx) "Failed to submit answer"; a refused
      // one says why in the reader's language.
      const failed = !isApiError(error) || error.status === 0 || error.status >= 500;
      snackbar.show(failed ? t('potd.messages.submitFailed') : errorMessage(error), 'error');
    },
  });

  const submit = (selected: string | null) => {
    if (selected === null) {
      snackbar.show(t('potd.messages.selectOption'), 'warning');
      return;
    }
    mutation.mutate(selected);
  };
  return { submit, submitting: mutation.isPending };
}
