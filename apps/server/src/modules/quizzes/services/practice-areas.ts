import { type PracticeArea, questionFamilies, subjectKeys, wholePercent } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { questions, topicProgress, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { examTopicWeights } from '../../progress/services/aimed-facts.ts';
import { practiceFor } from '../question-source.ts';

interface Tally {
  questionCount: number;
  generated: boolean;
  attempts: number;
  correct: number;
}
const empty = (): Tally => ({ questionCount: 0, generated: false, attempts: 0, correct: 0 });
const area = (key: string, t: Tally): PracticeArea => ({
  key,
  ...t,
  accuracy: wholePercent(t.correct, t.attempts),
});

/**
 * How much each subject counts in the student's target exam (its share of the questions of the
 * exam's published sets, as aimed practice weighs topics); empty without a target.
 */
async function targetSubjectWeights(d: Deps, userId: string): Promise<Map<string, number>> {
  const [user] = await d.db.select({ targetExam: users.targetExam }).from(users).where(eq(users.id, userId));
  const weights = new Map<string, number>();
  if (!user?.targetExam) return weights;
  for (const w of (await examTopicWeights(d, d.db, [user.targetExam])).values())
    weights.set(w.subject, (weights.get(w.subject) ?? 0) + w.weight);
  return weights;
}

/**
 * The subject cards of /quiz: every subject of the dictionary, its practice material and the
 * student's accuracy. The subjects of the student's target exam come first, the heaviest first
 * (docs/first-visit.md); the rest keep the dictionary's order.
 */
export async function listSubjects(d: Deps, userId: string) {
  const [counts, progress, target] = await Promise.all([
    d.db
      .select({ key: questions.subject, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(practiceFor(userId, d.clock()))
      .groupBy(questions.subject),
    d.db
      .select({
        key: topicProgress.subject,
        attempts: sql<number>`sum(${topicProgress.attempts})::int`,
        correct: sql<number>`sum(${topicProgress.correct})::int`,
      })
      .from(topicProgress)
      .where(eq(topicProgress.userId, userId))
      .groupBy(topicProgress.subject),
    targetSubjectWeights(d, userId),
  ]);
  const tallies = new Map<string, Tally>(subjectKeys.map((k) => [k, empty()]));
  for (const c of counts) {
    const t = tallies.get(c.key);
    if (t) t.questionCount = Number(c.n);
  }
  for (const p of progress) {
    const t = tallies.get(p.key);
    if (t) Object.assign(t, { attempts: Number(p.attempts), correct: Number(p.correct) });
  }
  for (const f of questionFamilies) {
    const t = tallies.get(f.subject);
    if (t) t.generated = true;
  }
  const items = [...tallies].map(([key, t]) => area(key, t));
  // A stable sort: subjects the exam does not weigh (weight 0) keep their order after the others.
  items.sort((a, b) => (target.get(b.key) ?? 0) - (target.get(a.key) ?? 0));
  return { items };
}

/** The topic list of /quiz/{subject}: topics with practice material (bank or generated), with accuracy. */
export async function listTopics(d: Deps, userId: string, subject: string) {
  if (!(subjectKeys as readonly string[]).includes(subject)) throw notFound('No such subject');
  const [counts, progress] = await Promise.all([
    d.db
      .select({ key: questions.topic, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.subject, subject), practiceFor(userId, d.clock())))
      .groupBy(questions.topic),
    d.db
      .select()
      .from(topicProgress)
      .where(and(eq(topicProgress.userId, userId), eq(topicProgress.subject, subject))),
  ]);
  const tallies = new Map<string, Tally>();
  const at = (key: string) => {
    const t = tallies.get(key) ?? empty();
    tallies.set(key, t);
    return t;
  };
  for (const c of counts) at(c.key).questionCount = Number(c.n);
  for (const f of questionFamilies) if (f.subject === subject) at(f.topic).generated = true;
  for (const p of progress)
    if (tallies.has(p.topic)) Object.assign(at(p.topic), { attempts: p.attempts, correct: p.correct });
  const items = [...tallies].map(([key, t]) => area(key, t)).sort((a, b) => a.key.localeCompare(b.key));
  return { items };
}
