import type { ExamKey, TopicFacts } from '@abhyas/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  attempts,
  practiceSets,
  questions,
  setQuestions,
  topicProgress,
  users,
} from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { PromiseCache } from '../../../lib/promise-cache.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

type Weights = Map<string, { subject: string; topic: string; weight: number }>;
const dayMs = 86_400_000;

// Exam weights change only when a set is published: cached per database for a few minutes, so
// drawing an aimed quiz reads two small per-student tables and nothing else.
const weightCaches = new WeakMap<object, PromiseCache<Weights>>();

/**
 * How much each topic counts in the given exams: per exam, the topic's share of the questions in its
 * published sets (so an exam with many sets does not outweigh one with few), summed over the exams.
 * `null` means every exam.
 */
export function examTopicWeights(d: Pick<Deps, 'db' | 'clock'>, tx: Db, examKeys: readonly ExamKey[] | null) {
  let cache = weightCaches.get(d.db);
  if (!cache) {
    cache = new PromiseCache<Weights>(d.clock, 5 * 60_000, 64);
    weightCaches.set(d.db, cache);
  }
  const key = examKeys ? [...examKeys].sort().join(',') : '*';
  // Loaded through the caller's handle: on PGlite the outer db waits forever inside a transaction.
  return cache.get(key, () => loadWeights(tx, examKeys));
}

async function loadWeights(db: Db, examKeys: readonly ExamKey[] | null): Promise<Weights> {
  // The platform's sets only: an institute's tests are not the exam's weights (docs/institutes.md).
  const published = and(eq(practiceSets.published, true), isNull(practiceSets.organizationId));
  const rows = await db
    .select({
      examKey: practiceSets.examKey,
      subject: questions.subject,
      topic: questions.topic,
      n: sql<number>`count(*)::int`,
    })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(examKeys ? and(published, inArray(practiceSets.examKey, [...examKeys])) : published)
    .groupBy(practiceSets.examKey, questions.subject, questions.topic);
  const perExam = new Map<string, number>();
  for (const r of rows) perExam.set(r.examKey, (perExam.get(r.examKey) ?? 0) + Number(r.n));
  const weights: Weights = new Map();
  for (const r of rows) {
    const k = `${r.subject}/${r.topic}`;
    const share = Number(r.n) / (perExam.get(r.examKey) ?? 1);
    const entry = weights.get(k) ?? { subject: r.subject, topic: r.topic, weight: 0 };
    entry.weight += share;
    weights.set(k, entry);
  }
  return weights;
}

interface FactRow {
  exams: string[];
  subject: string | null;
  topic: string | null;
  attempts: number | null;
  correct: number | null;
  lastSeenAt: Date | string | null;
}

/**
 * The student's target exams and progress rows, in one statement: one row per progress row, each
 * carrying the exams, or a single row with no progress when there is none. Target exams: the one
 * the student named (`users.target_exam`, docs/first-visit.md) comes first and alone, because it is
 * what they said they prepare for; without it, the exams they took mock tests of; null (every exam)
 * when neither.
 */
async function studentFacts(tx: Db, userId: string) {
  const rows = rowsOf<FactRow>(
    await tx.execute(sql`
      select e.exams, p.subject, p.topic, p.attempts, p.correct, p.last_seen_at as "lastSeenAt"
        from (select coalesce(
                (select array[${users.targetExam}::text] from ${users}
                  where ${users.id} = ${userId} and ${users.targetExam} is not null),
                array(select distinct ${attempts.examKey}::text from ${attempts}
                       where ${attempts.userId} = ${userId})) as exams) e
        left join ${topicProgress} p on p.user_id = ${userId}`),
  );
  const exams = rows[0]?.exams ?? [];
  return {
    exams: exams.length > 0 ? (exams as ExamKey[]) : null,
    progress: rows.flatMap((r) =>
      r.subject !== null && r.topic !== null && r.lastSeenAt !== null
        ? [
            {
              subject: r.subject,
              topic: r.topic,
              attempts: Number(r.attempts),
              correct: Number(r.correct),
              lastSeenAt: new Date(r.lastSeenAt),
            },
          ]
        : [],
    ),
  };
}

/** What the aimed-practice rule (core chooseAimedTopics) needs about each topic, for one student. */
export async function aimedTopicFacts(d: Pick<Deps, 'db' | 'clock'>, tx: Db, userId: string) {
  // One statement, then the cached weights: inside a transaction there is one connection to share.
  const { exams, progress } = await studentFacts(tx, userId);
  const weights = await examTopicWeights(d, tx, exams);
  const now = d.clock().getTime();
  const facts = new Map<string, TopicFacts>();
  for (const w of weights.values())
    facts.set(`${w.subject}/${w.topic}`, { ...w, attempts: 0, correct: 0, daysSinceSeen: null });
  for (const p of progress) {
    const k = `${p.subject}/${p.topic}`;
    facts.set(k, {
      subject: p.subject,
      topic: p.topic,
      weight: facts.get(k)?.weight ?? 0,
      attempts: p.attempts,
      correct: p.correct,
      daysSinceSeen: Math.max(0, Math.floor((now - p.lastSeenAt.getTime()) / dayMs)),
    });
  }
  return [...facts.values()];
}
