import { potdSubmitResultSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/** The chosen option's text (spec §4); the server checks it and answers `{ success, message, streak }`. */
export async function submitAnswer(answer: string) {
  return potdSubmitResultSchema.parse(await apiPost<unknown>('/potd/submit', { answer }));
}
