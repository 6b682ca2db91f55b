import { type AttemptResult, attemptResultSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/** Idempotent on the server: submitting twice returns the same result. */
export async function submitAttempt(attemptId: string): Promise<AttemptResult> {
  return attemptResultSchema.parse(await apiPost<unknown>(`/attempts/${attemptId}/submit`));
}
