import { quizVerdictSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/** Sends one answer; the server checks it and answers the verdict with the key and explanation. */
export async function answerQuestion(quizId: string, position: number, answer: number) {
  const body = await apiPost<unknown>(`/quizzes/${encodeURIComponent(quizId)}/answers`, { position, answer });
  return quizVerdictSchema.parse(body);
}
