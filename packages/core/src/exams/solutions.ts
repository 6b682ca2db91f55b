/**
 * When a set's keys and explanations may be shown in a solution view (the analysis today; every
 * future view of keys goes through the same rule). A practice set shows them to whoever submitted an
 * attempt. A live test (coming later) withholds them from everyone until its window has closed,
 * because a candidate who finished early could otherwise pass the keys to one still writing.
 * docs/exam-hall.md, "Honest ranks".
 */
export type SolutionWindow = { kind: 'practice' } | { kind: 'live'; closesAt: Date };

export function solutionsVisible(window: SolutionWindow, now: Date): boolean {
  if (window.kind === 'practice') return true;
  return now.getTime() >= window.closesAt.getTime();
}
