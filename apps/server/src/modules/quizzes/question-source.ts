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
 * The questions that are not practice material: in an unpublished set and in no published one (they
 * may be tomorrow's paper). A short list (the drafts' own questions): PostgreSQL hashes it once per
 * statement, so a draw or a count over thousands of rows pays one hash probe per row rather than
 * two index probes (the bank's `visibleTo` does the same).
 */
const draftOnly: SQL = sql`select sq.question_id from practice_sets ps join set_questions sq on sq.set_id = ps.id
  where not ps.published and not exists (
    select 1 from set_questions sp join practice_sets pp on pp.id = sp.set_id
    where sp.question_id = sq.question_id and pp.published)`;

/**
 * Practice material: a bank question that sits in no set, or in at least one published set. One that
 * sits only in unpublished sets may be tomorrow's paper, so practice never shows it.
 */
export const isPracticeMaterial: SQL = sql`${questions.id} not in (${draftOnly})`;

/** The bank questions among the student's latest answers, as a subquery (the recent-answers index). */
const recentOf = (userId: string): SQL => sql`select r.question_id from (
    select ${quizQuestions.questionId} as question_id from ${quizQuestions}
     where ${quizQuestions.userId} = ${userId} and ${quizQuestions.answeredAt} is not null
     order by ${quizQuestions.answeredAt} desc limit ${recentWindow}) r
  where r.question_id is not null`;

/**
 * The questions of the tests the student is sitting, as a subquery: a quiz never draws them (its
 * verdict carries the key), as the bank hides them from that student (docs/question-bank.md).
 */
const runningTestOf = (userId: string): SQL => sql`select sq.question_id from attempts a
  join set_questions sq on sq.set_id = a.set_id where a.user_id = ${userId} and a.status = 'active'`;

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

type BankContentRow = Pick<
  typeof questions.$inferSelect,
  'textHi' | 'textEn' | 'options' | 'imageUrl' | 'correctOption' | 'explanationHi' | 'explanationEn'
>;

const bankContent = (q: BankContentRow): QuestionContent => ({
  text: { hi: q.textHi, en: q.textEn },
  options: q.options,
  image: q.imageUrl,
  correctOption: q.correctOption,
  explanation: { hi: q.explanationHi, en: q.explanationEn },
});

/**
 * Content and key of each pick, keyed by its ref: bank rows in one read, generated ones regenerated.
 * `known` holds content the caller already has (drawn with the questions); those are not read again.
 */
export async function loadContent(
  tx: Db,
  picks: readonly Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>[],
  known?: ReadonlyMap<string, QuestionContent>,
): Promise<Map<string, QuestionContent>> {
  const out = new Map<string, QuestionContent>(known);
  const ids = picks.flatMap((p) => (p.questionId && !out.has(`bank:${p.questionId}`) ? [p.questionId] : []));
  if (ids.length > 0) {
    const rows = await tx.select().from(questions).where(inArray(questions.id, ids));
    for (const q of rows) out.set(`bank:${q.id}`, bankContent(q));
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

/** A bank pick whose content came with the draw (createQuiz then need not read it again). */
export interface DrawnQuestion extends QuestionPick {
  questionId: string;
  content: QuestionContent;
}

/**
 * Several topics' draws in one statement (aimed quizzes): for each `{ subject, topic, n }`, up to n
 * random practice questions of it that are not among the student's latest `recentWindow` answers,
 * with their content. One round trip for what took three (the recent answers, the draw, the
 * content). Both exclusions are uncorrelated lists PostgreSQL hashes once per statement, and the
 * candidates are read from the (subject, topic, id) index alone; `order by random() limit n` keeps
 * only n rows while it reads them (a top-n heap, not a sort of the topic), and the content is read
 * for the n drawn rows only, by primary key.
 */
export async function drawBankMany(
  tx: Db,
  wants: readonly { subject: string; topic: string; n: number }[],
  userId: string,
): Promise<DrawnQuestion[]> {
  if (wants.length === 0) return [];
  const values = sql.join(
    wants.map((w) => sql`(${w.subject}::text, ${w.topic}::text, ${w.n}::int)`),
    sql`, `,
  );
  const rows = rowsOf<BankContentRow & { id: string; subject: string; topic: string }>(
    await tx.execute(sql`
      select ${questions.id} as id, ${questions.subject} as subject, ${questions.topic} as topic,
             ${questions.textHi} as "textHi", ${questions.textEn} as "textEn", ${questions.options} as options,
             ${questions.imageUrl} as "imageUrl", ${questions.correctOption} as "correctOption",
             ${questions.explanationHi} as "explanationHi", ${questions.explanationEn} as "explanationEn"
        from (values ${values}) as w(subject, topic, n)
        cross join lateral (
          select ${questions.id} as id
            from ${questions}
           where ${questions.subject} = w.subject and ${questions.topic} = w.topic
             and ${questions.id} not in (${recentOf(userId)})
             and ${questions.id} not in (${runningTestOf(userId)})
             and ${isPracticeMaterial}
           order by random()
           limit w.n) d
        join ${questions} on ${questions.id} = d.id`),
  );
  return rows.map((r) => ({
    questionId: r.id,
    familyKey: null,
    seed: null,
    subject: r.subject,
    topic: r.topic,
    content: bankContent(r),
  }));
}
