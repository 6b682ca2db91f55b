import { ApiError } from '@/lib/api-error';

/**
 * What a failed submit means. Only a definite answer stops the hall from trying again: 409 (the
 * attempt is already closed or submitted: the results say how) or another 4xx (refused: say so and
 * stop). No answer, a 5xx, 408, 429 or a reply that is not our server's is retried with a back-off.
 */
export type SubmitVerdict = { kind: 'submitted' } | { kind: 'retry' } | { kind: 'refused'; error: ApiError };

export function submitVerdict(error: unknown): SubmitVerdict {
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  if (error.code === 'NETWORK_ERROR') return { kind: 'retry' };
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'retry' };
  if (error.status === 409) return { kind: 'submitted' };
  return { kind: 'refused', error };
}

/** Seconds before submit retry number `attempt` (1-based): 1, 2, 4 … up to 30. */
export function submitBackoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}
