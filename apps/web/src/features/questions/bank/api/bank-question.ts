import { bankQuestionItemSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@/components/page-states';
import { apiGet } from '@/lib/api-client';

export const bankQuestionKey = (questionId: string) => ['question-bank', 'item', questionId] as const;

/** GET /api/questions/{questionId}: one bank question as the list shows it (404 if the bank hides it). */
export function useBankQuestion(questionId: string) {
  return useQuery({
    queryKey: bankQuestionKey(questionId),
    queryFn: async ({ signal }) =>
      bankQuestionItemSchema.parse(
        await apiGet<unknown>(`/questions/${encodeURIComponent(questionId)}`, { signal }),
      ),
    // A 404 (sealed, a draft's, an institute's) stays a 404: retrying it only delays the message.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}
