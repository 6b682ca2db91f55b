// The target exam on the account (docs/first-visit.md). Several areas read or change it: the step
// after signing in, the dashboard's card, the test series and the quizzes, so it sits below the
// features beside get-me.ts (features never import each other).
import { type ExamKey, type User, userSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { meQueryKey, useMe } from './get-me';

/** The dashboard card's query; the quiz subjects' order and it change with the target. */
export const targetExamSummaryKey = ['dashboard-target-exam'] as const;
const followsTarget = [targetExamSummaryKey, ['quiz-subjects']] as const;

/** The step is due while the account has no target and was never asked (a skip is remembered). */
export const targetExamStepDue = (user: Pick<User, 'targetExam' | 'targetExamAskedAt'>) =>
  user.targetExam === null && user.targetExamAskedAt === null;

/** `PATCH /api/me {targetExam}`: an exam, or null for "Skip" (or "no particular exam"). */
export async function saveTargetExam(targetExam: ExamKey | null): Promise<User> {
  const body = await apiPatch<{ user?: unknown } | undefined>('/me', { targetExam });
  return userSchema.parse(body?.user);
}

export function useSaveTargetExam() {
  const queryClient = useQueryClient();
  const userId = useStoredValue('userId');
  return useMutation({
    mutationFn: saveTargetExam,
    onSuccess: async (user) => {
      queryClient.setQueryData(meQueryKey(userId), user);
      await Promise.all(followsTarget.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** The signed-in student's target exam, or null (not chosen, skipped, signed out, or still loading). */
export function useTargetExam(): ExamKey | null {
  return useMe().data?.targetExam ?? null;
}
