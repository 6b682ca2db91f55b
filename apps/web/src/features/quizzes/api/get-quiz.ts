import { quizStateSchema } from '@abhyas/core';
import { apiGet } from '@/lib/api-client';

/** A quiz as the server has it: questions without keys, verdicts of the answered ones. */
export async function getQuiz(quizId: string) {
  return quizStateSchema.parse(await apiGet<unknown>(`/quizzes/${encodeURIComponent(quizId)}`));
}
