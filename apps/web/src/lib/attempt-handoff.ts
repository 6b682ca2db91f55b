import type { AttemptState } from '@abhyas/core';

/**
 * An attempt's state the page before the exam hall already holds, handed to the hall's next boot so
 * it opens without asking the server again: a live test's join carries the paper, and asking for it
 * a second time was half of what 10,000 candidates arriving in a minute cost the server
 * (bench/live-day.ts). Taken once; an old one is not trusted (the hall asks the server as usual).
 * `sentAtMs`/`receivedAtMs` bracket the request that brought it, for the hall's clock sample.
 */
export interface HandedAttempt {
  state: AttemptState;
  sentAtMs: number;
  receivedAtMs: number;
}

const handed = new Map<string, HandedAttempt>();
const FRESH_MS = 60_000;

export function handOverAttempt(attempt: HandedAttempt): void {
  handed.set(attempt.state.id, attempt);
}

export function takeHandedAttempt(attemptId: string, nowMs = Date.now()): HandedAttempt | null {
  const found = handed.get(attemptId);
  handed.delete(attemptId);
  if (!found || nowMs - found.receivedAtMs > FRESH_MS) return null;
  return found;
}
