import type { IndianDay } from '../days/indian-day.ts';

/**
 * The honest-ranks rule, once (docs/exam-hall.md, "Sealed questions"). Every published practice set
 * is ranked: its first submitted attempt goes on its leaderboard. So a question is **sealed** for a
 * student while any published set holding it is one they have not yet submitted a first attempt
 * at, or one they are sitting right now. While sealed, no route shows that student its correct
 * option, `isCorrect`, explanation or solution: bank, quiz verdicts and revise list, cards, PDFs,
 * the Problem of the Day, the analysis of any other set.
 *
 * Two more kinds of question are hidden from practice for everyone: one that sits only in
 * unpublished sets (a paper still being written), and a Problem of the Day of today or a coming
 * day (its key would give away the day's problem and its first-try bonus).
 *
 * The server applies the same rule in one SQL subquery for lists (modules/exams/sealing.ts), and
 * reads these facts for a handful of questions when it must say which set opens a key.
 */

/** One set that holds the question, as the student stands with it. */
export interface SetHolding {
  setId: string;
  published: boolean;
  /** The student has a submitted attempt at this set (their first one went on the board). */
  submitted: boolean;
  /** The student is sitting this set right now. */
  active: boolean;
}

export interface SealFacts {
  holdings: readonly SetHolding[];
  /** The Indian day the question is (or was) the Problem of the Day, if ever. */
  potdDay: IndianDay | null;
  today: IndianDay;
}

export type SealReason =
  /** The student must submit this set first; it opens the key. */
  | { kind: 'set'; setId: string }
  /** A paper still being written (only in unpublished sets). */
  | { kind: 'draft' }
  /** Today's or a coming Problem of the Day. */
  | { kind: 'potd'; day: IndianDay };

/** Null when the student may see the question's key; otherwise why not (and what opens it). */
export function sealOf(facts: SealFacts): SealReason | null {
  const { holdings } = facts;
  // A running test seals its own questions first: nothing else opens them until it is submitted.
  const running = holdings.find((h) => h.active);
  if (running) return { kind: 'set', setId: running.setId };
  const unsat = holdings.find((h) => h.published && !h.submitted);
  if (unsat) return { kind: 'set', setId: unsat.setId };
  if (holdings.length > 0 && holdings.every((h) => !h.published)) return { kind: 'draft' };
  if (facts.potdDay !== null && facts.potdDay >= facts.today) return { kind: 'potd', day: facts.potdDay };
  return null;
}
