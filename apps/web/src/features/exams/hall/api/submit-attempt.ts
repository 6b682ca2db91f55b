import { type AttemptResult, attemptResultSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/** A 2xx whose body is not JSON: not our server (a captive portal's login page), so not submitted yet. */
export class SubmitUnconfirmedError extends Error {
  constructor() {
    super('submit not confirmed');
    this.name = 'SubmitUnconfirmedError';
  }
}

/**
 * Idempotent on the server: submitting twice returns the same result. Any JSON 2xx means the server
 * took the submit; a body that does not match the contract still means "submitted" (null), and the
 * results page reads the result itself.
 */
export async function submitAttempt(attemptId: string): Promise<AttemptResult | null> {
  const body = await apiPost<unknown>(`/attempts/${attemptId}/submit`);
  if (typeof body !== 'object' || body === null) throw new SubmitUnconfirmedError();
  const parsed = attemptResultSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
