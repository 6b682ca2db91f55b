import { attemptWindows, examTemplates } from '@abhyas/core';
import type { attempts } from '../../db/schema/index.ts';

type AttemptRow = typeof attempts.$inferSelect;

/** The windows of an attempt, recomputed from its start (they are a pure function of it). */
export function windowsOf(attempt: Pick<AttemptRow, 'examKey' | 'startedAt' | 'compensatoryMinutes'>) {
  return attemptWindows(examTemplates[attempt.examKey], attempt.startedAt, attempt.compensatoryMinutes > 0);
}
