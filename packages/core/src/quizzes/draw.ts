/**
 * How a quiz draws from the bank (docs/quizzes.md, "What a quiz draws"): questions the student has
 * never met first; then the ones they got wrong, once their spacing has passed; then the least
 * recently met. A wrong answer comes back after 1 day the first time, then 3, 7 and 15 days as the
 * student meets it again: the spacing grows with each meeting, as on a flash card.
 */
export const wrongReturnDays = [1, 3, 7, 15] as const;

/** Days after the last wrong answer before the question is due again, given how often it was met. */
export function wrongReturnsAfter(timesMet: number): number {
  const i = Math.min(Math.max(timesMet, 1), wrongReturnDays.length) - 1;
  return wrongReturnDays[i] as number;
}

/** The draw's order of preference for one bank question (lower first). */
export type DrawTier = 0 | 1 | 2 | 3;

export function drawTier(
  met: { lastAt: Date; times: number; lastCorrect: boolean } | null,
  now: Date,
): DrawTier {
  if (!met) return 0;
  const dueAt = met.lastAt.getTime() + wrongReturnsAfter(met.times) * 86_400_000;
  if (!met.lastCorrect) return dueAt <= now.getTime() ? 1 : 3;
  return 2;
}

// Which questions a quiz keeps apart is part of the draw; exported with it.
export * from './giveaways.ts';
