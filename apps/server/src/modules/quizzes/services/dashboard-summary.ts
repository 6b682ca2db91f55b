import { chooseAimedTopics, smoothedAccuracy, wholePercent } from '@abhyas/core';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { quizzes, topicProgress } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { aimedTopicFacts } from '../../progress/services/aimed-facts.ts';
import { presentHistoryItem } from '../presenter.ts';

/**
 * The read the student dashboard (built after issue 12's merge) takes from quizzes and progress:
 * accuracy by subject and topic, the weakest topics (as "Practise my weak topics" would choose them),
 * quizzes taken, their average score, and the newest unfinished quiz. No route of its own: the
 * dashboard's route calls it.
 */
export async function quizDashboardSummary(d: Deps, userId: string) {
  const [topics, [taken], [unfinished], facts] = await Promise.all([
    d.db.select().from(topicProgress).where(eq(topicProgress.userId, userId)),
    d.db
      .select({
        n: sql<number>`count(*)::int`,
        average: sql<
          number | null
        >`round(avg(100.0 * ${quizzes.correct} / nullif(${quizzes.length}, 0)))::int`,
      })
      .from(quizzes)
      .where(and(eq(quizzes.userId, userId), isNotNull(quizzes.finishedAt))),
    d.db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.userId, userId), isNull(quizzes.finishedAt)))
      .orderBy(desc(quizzes.startedAt))
      .limit(1),
    aimedTopicFacts(d, d.db, userId),
  ]);
  const bySubject = new Map<string, { attempts: number; correct: number }>();
  for (const t of topics) {
    const s = bySubject.get(t.subject) ?? { attempts: 0, correct: 0 };
    s.attempts += t.attempts;
    s.correct += t.correct;
    bySubject.set(t.subject, s);
  }
  // Rows exist only once a topic was answered, so there is always an accuracy here (core's rule).
  const percent = (x: { attempts: number; correct: number }) => wholePercent(x.correct, x.attempts) ?? 0;
  return {
    subjects: [...bySubject].map(([subject, s]) => ({ subject, ...s, accuracy: percent(s) })),
    topics: topics.map((t) => ({
      subject: t.subject,
      topic: t.topic,
      attempts: t.attempts,
      correct: t.correct,
      accuracy: percent(t),
    })),
    weakest: chooseAimedTopics(facts, 10)
      .filter((s) => s.reason === 'weak')
      .map((s) => {
        const f = facts.find((x) => x.subject === s.subject && x.topic === s.topic);
        return {
          subject: s.subject,
          topic: s.topic,
          accuracy: f ? Math.round(smoothedAccuracy(f) * 100) : null,
        };
      }),
    quizzesTaken: Number(taken?.n ?? 0),
    averageScorePercent: taken?.average ?? null,
    unfinished: unfinished ? presentHistoryItem(unfinished) : null,
  };
}
