import { bankRevealSchema } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** The key and explanation of one question, fetched only when the student presses "Show answer". */
export async function revealAnswer(questionId: string) {
  return bankRevealSchema.parse(
    await apiPost<unknown>(`/questions/${encodeURIComponent(questionId)}/reveal`),
  );
}

export function useRevealAnswer() {
  return useMutation({ mutationFn: revealAnswer });
}
