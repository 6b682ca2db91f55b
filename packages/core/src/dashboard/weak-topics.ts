import type { DashboardTopic } from './contracts.ts';
import { weakTopicsLimit } from './contracts.ts';

/**
 * Answers a topic needs before the dashboard calls it weak. One wrong answer out of one is 0 %, but
 * it says nothing yet about the student; five answers are half a quiz, the least that shows a pattern.
 */
export const minAnswersForWeak = 5;

/**
 * Below this accuracy (percent) a topic the aimed rule did not rank is still weak. The aimed rule
 * ranks by need (exam weight × wrong answers), so a topic no exam's published sets hold (weight 0)
 * never enters it, however badly it goes: 2 right of 10 must still be named.
 */
export const weakAccuracyBelow = 50;

const keyOf = (t: { subject: string; topic: string }) => `${t.subject}/${t.topic}`;

/**
 * The weak topics the dashboard names, at most `limit`, each answered at least `minAnswersForWeak`
 * times and not all right: first those the aimed rule ranked (its order kept), then any other topic
 * under `weakAccuracyBelow` percent (lowest accuracy first, then more answers, then the key). A topic
 * the student has not answered is new, not weak, and one answered once or twice is not known yet;
 * "Practise my weak topics" still draws from both (the aimed rule's own choice).
 */
export function weakTopicsOf(
  ranked: readonly { subject: string; topic: string }[],
  topics: readonly DashboardTopic[],
  limit: number = weakTopicsLimit,
): DashboardTopic[] {
  const known = topics.filter((t) => t.attempts >= minAnswersForWeak && t.correct < t.attempts);
  const byKey = new Map(known.map((t) => [keyOf(t), t]));
  const chosen = new Map<string, DashboardTopic>();
  for (const r of ranked) {
    const t = byKey.get(keyOf(r));
    if (t) chosen.set(keyOf(t), t);
  }
  const others = known
    .filter((t) => !chosen.has(keyOf(t)) && t.correct * 100 < weakAccuracyBelow * t.attempts)
    .sort(
      (a, b) =>
        a.correct / a.attempts - b.correct / b.attempts ||
        b.attempts - a.attempts ||
        keyOf(a).localeCompare(keyOf(b)),
    );
  return [...chosen.values(), ...others].slice(0, limit);
}
