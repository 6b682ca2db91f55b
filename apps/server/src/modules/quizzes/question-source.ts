import { generate, type Localized, questionFamilies } from '@abhyas/core';
import { and, desc, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions, quizQuestions } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/** A question chosen for a quiz: from the bank (questionId) or generated (familyKey + seed). */
export interface QuestionPick {
  questionId: string | null;
  familyKey: string | null;
  seed: number | null;
  subject: string;
  topic: string;
}

/** A question's content and key, read from the bank or regenerated from its seed. */
export interface QuestionContent {
  text: Localized;
  options: Localized[];
  image: string | null;
  correctOption: number;
  explanation: Localized;
}

/** How many of the student's latest answers a new quiz avoids repeating. */
export const recentWindow = 300;

export const refOf = (p: Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>): string =>
  p.questionId ? `bank:${p.questionId}` : `gen:${p.familyKey}:${p.seed}`;

/**
 * Practice material: a bank question that sits in no set, or in at least one published set. One that
 * sits only in unpublished sets may be tomorrow's paper, so practice never shows it.
 */
export const isPracticeMaterial: SQL = sql`(not exists (select 1 from set_questions sq join practice_sets ps on ps.id = sq.set_id where sq.question_id = ${questions.id} and not ps.published) or exists (select 1 from set_questions sq join practice_sets ps on ps.id = sq.set_id where sq.question_id = ${questions.id} and ps.published))`;

/** The bank questions among the student's latest answers (by the recent-answers index). */
export async function recentBankIds(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ questionId: quizQuestions.questionId })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.userId, userId), isNotNull(quizQuestions.answeredAt)))
    .orderBy(desc(quizQuestions.answeredAt))
    .limit(recentWindow);
  return rows.flatMap((r) => (r.questionId ? [r.questionId] : []));
}

/**
 * The questions of the tests the student is sitting right now. A quiz never draws them: its verdict
 * carries the key, and the bank hides them from that student for the same reason (docs/question-bank.md).
 */
export async function runningTestQuestionIds(tx: Db, userId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`select distinct sq.question_id as id from attempts a
      join set_questions sq on sq.set_id = a.set_id
      where a.user_id = ${userId} and a.status = 'active'`),
  );
  return rows.map((r) => r.id);
}

/** Up to `n` random practice questions of a subject (and topic), none of `exclude`. */
export async function drawBank(
  tx: Db,
  where: { subject: string; topic: string | null },
  n: number,
  exclude: readonly string[],
): Promise<QuestionPick[]> {
  if (n <= 0) return [];
  const rows = await tx
    .select({ id: questions.id, subject: questions.subject, topic: questions.topic })
    .from(questions)
    .where(
      and(
        eq(questions.subject, where.subject),
        where.topic ? eq(questions.topic, where.topic) : undefined,
        exclude.length > 0 ? notInArray(questions.id, [...exclude]) : undefined,
        isPracticeMaterial,
      ),
    )
    .orderBy(sql`random()`)
    .limit(n);
  return rows.map((r) => ({
    questionId: r.id,
    familyKey: null,
    seed: null,
    subject: r.subject,
    topic: r.topic,
  }));
}

/** The generated families that feed a subject (and topic). */
export const familiesFor = (subject: string, topic: string | null) =>
  questionFamilies.filter((f) => f.subject === subject && (topic === null || f.topic === topic));

/** `n` fresh generated questions from the families of a subject (and topic), round-robin. */
export function drawGenerated(subject: string, topic: string | null, n: number): QuestionPick[] {
  const families = familiesFor(subject, topic);
  if (families.length === 0 || n <= 0) return [];
  const start = Math.floor(Math.random() * families.length);
  return Array.from({ length: n }, (_, i) => {
    const f = families[(start + i) % families.length] as (typeof families)[number];
    return {
      questionId: null,
      familyKey: f.key,
      seed: 1 + Math.floor(Math.random() * 2_147_483_646),
      subject: f.subject,
      topic: f.topic,
    };
  });
}

/** Questions for one subject (and topic): the bank first, then generated, then recent ones again. */
export async function drawFor(
  tx: Db,
  where: { subject: string; topic: string | null },
  n: number,
  recent: readonly string[],
  taken: Set<string>,
): Promise<QuestionPick[]> {
  const picks = await drawBank(tx, where, n, [...recent, ...taken]);
  picks.push(...drawGenerated(where.subject, where.topic, n - picks.length));
  if (picks.length < n)
    picks.push(
      ...(await drawBank(tx, where, n - picks.length, [
        ...taken,
        ...picks.flatMap((p) => (p.questionId ? [p.questionId] : [])),
      ])),
    );
  for (const p of picks) if (p.questionId) taken.add(p.questionId);
  return picks;
}

/** Content and key of each pick, keyed by its ref: bank rows in one read, generated ones regenerated. */
export async function loadContent(
  tx: Db,
  picks: readonly Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>[],
): Promise<Map<string, QuestionContent>> {
  const ids = picks.flatMap((p) => (p.questionId ? [p.questionId] : []));
  const out = new Map<string, QuestionContent>();
  if (ids.length > 0) {
    const rows = await tx.select().from(questions).where(inArray(questions.id, ids));
    for (const q of rows)
      out.set(`bank:${q.id}`, {
        text: { hi: q.textHi, en: q.textEn },
        options: q.options,
        image: q.imageUrl,
        correctOption: q.correctOption,
        explanation: { hi: q.explanationHi, en: q.explanationEn },
      });
  }
  for (const p of picks) {
    if (p.questionId || !p.familyKey || p.seed === null) continue;
    const family = questionFamilies.find((f) => f.key === p.familyKey);
    if (!family) continue;
    const g = generate(family, p.seed);
    out.set(refOf(p), {
      text: g.text,
      options: g.options,
      image: null,
      correctOption: g.answer - 1,
      explanation: g.explanation,
    });
  }
  return out;
}

/**
 * Several topics' draws in one statement (aimed quizzes): for each `{ subject, topic, n }`, up to n
 * random practice questions of it, none of `exclude`. One round trip instead of one per topic.
 */
export async function drawBankMany(
  tx: Db,
  wants: readonly { subject: string; topic: string; n: number }[],
  exclude: readonly string[],
): Promise<QuestionPick[]> {
  if (wants.length === 0) return [];
  const values = sql.join(
    wants.map((w) => sql`(${w.subject}::text, ${w.topic}::text, ${w.n}::int)`),
    sql`, `,
  );
  const notRecent =
    exclude.length > 0
      ? sql`and ${questions.id} not in (${sql.join(
          exclude.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const rows = rowsOf<{ id: string; subject: string; topic: string }>(
    await tx.execute(sql`
      select d.id, d.subject, d.topic
        from (values ${values}) as w(subject, topic, n)
        cross join lateral (
          select ${questions.id} as id, ${questions.subject} as subject, ${questions.topic} as topic
            from ${questions}
           where ${questions.subject} = w.subject and ${questions.topic} = w.topic ${notRecent}
             and ${isPracticeMaterial}
           order by random()
           limit w.n) d`),
  );
  return rows.map((r) => ({
    questionId: r.id,
    familyKey: null,
    seed: null,
    subject: r.subject,
    topic: r.topic,
  }));
}
