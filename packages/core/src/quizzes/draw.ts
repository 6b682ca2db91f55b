/**
 * How a quiz draws from the bank (docs/quizzes.md, "The draw"). The server's draw statement
 * (apps/server/src/modules/quizzes/question-source.ts) mirrors these rules in SQL; they are written
 * here once, pure, so that they can be tested and read.
 *
 * 1. **Due**: a question the student answered wrongly comes back on a spaced schedule: 1 day after
 *    the wrong answer, then 3, 7 and 14 days after each right answer on its return. A wrong answer on
 *    the way starts the schedule again; a fourth right answer takes the question off it. Due
 *    questions fill at most half a quiz (`dueCap`), the most overdue first, so a bad day does not
 *    turn the next day's quizzes into revision only.
 * 2. **Unseen**: never shown to the student, in a quiz or answered in a mock test. At random.
 * 3. **Seen**: the least recently seen first (due ones over the cap lead this tier).
 * 4. **Resting**: on the schedule but not yet due; the soonest due first. Last, so that a question
 *    is not practised again the day after it was got wrong and then right.
 */
export const reviewDays = [1, 3, 7, 14] as const;

const dayMs = 86_400_000;

export interface Answered {
  at: Date;
  correct: boolean;
}

/**
 * When a question is due again on the wrong-answer schedule, from the student's answers to it (any
 * order); null when it is off the schedule (never answered wrongly, or answered right at every step
 * since its last wrong answer). The step is the number of right answers since the last wrong one;
 * the delay counts from the latest answer.
 */
export function reviewDueAt(answers: readonly Answered[]): Date | null {
  const newestFirst = [...answers].sort((a, b) => b.at.getTime() - a.at.getTime());
  const step = newestFirst.findIndex((a) => !a.correct);
  const latest = newestFirst[0];
  if (!latest || step < 0 || step >= reviewDays.length) return null;
  return new Date(latest.at.getTime() + (reviewDays[step] as number) * dayMs);
}

/** What the draw knows of a question the student has met: when they last saw it, and when it is due. */
export interface Meeting {
  lastSeenAt: Date;
  dueAt: Date | null;
}

export type DrawRank = 'due' | 'unseen' | 'seen' | 'resting';

/** The draw's tier of one question (see the file's comment); `met` null: never seen. */
export function drawRank(met: Meeting | null, now: Date): DrawRank {
  if (!met) return 'unseen';
  if (met.dueAt === null) return 'seen';
  return met.dueAt.getTime() <= now.getTime() ? 'due' : 'resting';
}

/** At most this many due questions in a quiz of n; the rest wait for the next quiz (or lead "seen"). */
export const dueCap = (n: number): number => Math.ceil(n / 2);

export interface DrawCandidate {
  id: string;
  met: Meeting | null;
}

/**
 * The draw's order over a topic's candidates, for a quiz of n: the reference the SQL statement
 * follows. `random` orders the unseen tier (and breaks ties); pass a seeded one in tests.
 */
export function drawOrder<T extends DrawCandidate>(
  candidates: readonly T[],
  n: number,
  now: Date,
  random: () => number = Math.random,
): T[] {
  const keyed = candidates.map((c) => ({ c, rank: drawRank(c.met, now), r: random() }));
  const due = keyed
    .filter((k) => k.rank === 'due')
    .sort((a, b) => time(a.c.met?.dueAt) - time(b.c.met?.dueAt) || a.r - b.r);
  const cap = dueCap(n);
  const seen = keyed
    .filter((k) => k.rank === 'seen')
    .sort((a, b) => time(a.c.met?.lastSeenAt) - time(b.c.met?.lastSeenAt) || a.r - b.r);
  return [
    ...due.slice(0, cap),
    ...keyed.filter((k) => k.rank === 'unseen').sort((a, b) => a.r - b.r),
    ...due.slice(cap),
    ...seen,
    ...keyed
      .filter((k) => k.rank === 'resting')
      .sort((a, b) => time(a.c.met?.dueAt) - time(b.c.met?.dueAt) || a.r - b.r),
  ].map((k) => k.c);
}

const time = (d: Date | null | undefined): number => d?.getTime() ?? 0;

// Which questions a quiz keeps apart is part of the draw; exported with it.
export * from './giveaways.ts';
