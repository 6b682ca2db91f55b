import { saveRejectionReasons } from '@abhyas/core';
import type { Refusal } from './save-queue';

/**
 * Answers that did not count, carried from the hall to the page it opens after the submission (in
 * the history entry's state, so a reload of the results keeps them until the student dismisses
 * them). The hall submits by itself when time is up or the server has closed the attempt, so the
 * refusals it could not show any more (a long time offline: every answer queued reached the server
 * after the deadline and its grace) are shown there instead of being lost with the hall.
 */
export interface CarriedRefusals {
  refusals: Refusal[];
  /** The refused questions' numbers in the paper, by id (the results page has no paper to read them from). */
  questions: { id: string; number: number }[];
}

const key = 'hallRefusals';

export function carryRefusals(
  refusals: readonly Refusal[],
  questions: readonly { id: string; number: number }[],
): Record<string, CarriedRefusals> | undefined {
  if (refusals.length === 0) return undefined;
  const ids = new Set(refusals.map((r) => r.questionId));
  return {
    [key]: {
      refusals: [...refusals],
      questions: questions.filter((q) => ids.has(q.id)).map((q) => ({ id: q.id, number: q.number })),
    },
  };
}

const reasons: readonly string[] = [...saveRejectionReasons, 'refused', 'closed'];

const isRefusal = (v: unknown): v is Refusal => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.questionId === 'string' &&
    typeof r.seq === 'number' &&
    (r.answer === null || typeof r.answer === 'number') &&
    typeof r.marked === 'boolean' &&
    typeof r.reason === 'string' &&
    reasons.includes(r.reason) &&
    (r.held === null || (typeof r.held === 'object' && r.held !== undefined))
  );
};

/** What a history entry's state carries, or null: the state is the browser's and may hold anything. */
export function readCarriedRefusals(state: unknown): CarriedRefusals | null {
  if (typeof state !== 'object' || state === null) return null;
  const carried = (state as Record<string, unknown>)[key];
  if (typeof carried !== 'object' || carried === null) return null;
  const { refusals, questions } = carried as Record<string, unknown>;
  if (!Array.isArray(refusals) || !Array.isArray(questions) || !refusals.every(isRefusal)) return null;
  const numbered = questions.filter(
    (q): q is { id: string; number: number } =>
      typeof q === 'object' && q !== null && typeof q.id === 'string' && typeof q.number === 'number',
  );
  return refusals.length > 0 ? { refusals, questions: numbered } : null;
}
