import { quizResultSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/** Finishes a quiz (a repeat answers the same result): the score screen's data. */
export async function finishQuiz(quizId: string) {
  return quizResultSchema.parse(await apiPost<unknown>(`/quizzes/${encodeURIComponent(quizId)}/finish`));
}
