import {
  type Explained,
  generate,
  indianDayOf,
  keepApart,
  type Localized,
  questionFamilies,
  wrongReturnDays,
} from '@abhyas/core';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions, quizQuestions } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { type Seal, sealedFor, sealsOf } from '../exams/sealing.ts';

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
  /** Set when the key is sealed for the viewer (core's `sealOf`): no verdict, key or explanation goes out. */
  seal?: Seal;
}

/** How many of the student's latest answers a new quiz avoids repeating. */
export const recentWindow = 300;

export const refOf = (p: Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>): string =>
  p.questionId ? `bank:${p.questionId}` : `gen:${p.familyKey}:${p.seed}`;

/**
 * What this student may practise: every question whose key they may see (core's honest-ranks rule,
 * `sealedFor`): never one of a ranked set they have not submitted, of the test they are sitting, of
 * an unpublished paper, or today's or a coming Problem of the Day. A quiz's verdict carries the key,
 * so a quiz draws only from these (docs/quizzes.md).
 */
export const practiceFor = (userId: string, now: Date): SQL =>
  sql`${questions.id} not in (${sealedFor(userId, indianDayOf(now))})`;

/** The bank questions among the student's latest answers, as a subquery (the recent-answers index). */
const recentOf = (userId: string): SQL => sql`select r.question_id from (
    select ${quizQuestions.questionId} as question_id from ${quizQuestions}
     where ${quizQuestions.userId} = ${userId} and ${quizQuestions.answeredAt} is not null
     order by ${quizQuestions.answeredAt} desc limit ${recentWindow}) r
  where r.question_id is not null`;

/** Who draws, and when: the draw's order depends on what they met and when. */
export interface Drawer {
  userId: string;
  now: Date;
}

/** `wrongReturnDays` as a SQL array, indexed by how often the question was met (1-based, capped). */
const spacing = sql.raw(`(array[${wrongReturnDays.join(',')}])`);

/**
 * Up to `n` practice questions of a subject (and topic), none of `exclude`, in core's draw order
 * (`drawTier`): never met first, then wrong answers whose spacing has passed, then the least recently
 * met; a wrong answer not yet due comes last. `fresh` keeps only the first two tiers (the quiz fills
 * up with generated questions before it repeats). Random within a tier. Each with its content, which
 * the draw reads to keep apart questions that give each other away.
 */
export async function drawBank(
  tx: Db,
  who: Drawer,
  where: { subject: string; topic: string | null },
  n: number,
  exclude: readonly string[],
  fresh: boolean,
): Promise<DrawnQuestion[]> {
  if (n <= 0) return [];
  const tier = sql`case
      when m.last_at is null then 0
      when not m.last_correct and m.last_at
           + make_interval(days => ${spacing}[least(m.times, ${wrongReturnDays.length})]) <= ${who.now.toISOString()}::timestamptz
        then 1
      when m.last_correct then 2
      else 3 end`;
  const excluded =
    exclude.length > 0
      ? sql`and q.id not in (${sql.join(
          exclude.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const rows = rowsOf<BankContentRow & { id: string; subject: string; topic: string }>(
    await tx.execute(sql`
      select q.id::text as id, q.subject, q.topic, q.text_hi as "textHi", q.text_en as "textEn",
             q.options, q.image_url as "imageUrl", q.correct_option as "correctOption",
             q.explanation_hi as "explanationHi", q.explanation_en as "explanationEn"
        from ${questions} q
      left join (
        select qq.question_id, max(qq.answered_at) as last_at, count(*)::int as times,
               (array_agg(qq.correct order by qq.answered_at desc))[1] as last_correct
          from ${quizQuestions} qq
         where qq.user_id = ${who.userId} and qq.question_id is not null and qq.answered_at is not null
         group by qq.question_id) m on m.question_id = q.id
      where q.subject = ${where.subject}
        ${where.topic ? sql`and q.topic = ${where.topic}` : sql``}
        ${excluded}
        and q.id not in (${sealedFor(who.userId, indianDayOf(who.now))})
        ${fresh ? sql`and (${tier}) <= 1` : sql``}
      order by ${tier}, m.last_at asc nulls first, random()
      limit ${n}`),
  );
  return rows.map(drawn);
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

/** A bank draw asks for this many more than it needs, so that keeping apart questions that give each other away still fills the quiz. */
const withSpare = (n: number) => 2 * n;

/**
 * Questions for one subject (and topic): the bank's fresh ones first (never met, or wrong and due),
 * then generated, then the bank's least recently met. No two bank questions of the quiz give each
 * other away (core's `keepApart`, docs/quizzes.md). `known`: the bank questions' content, drawn with them.
 */
export async function drawFor(
  tx: Db,
  who: Drawer,
  where: { subject: string; topic: string | null },
  n: number,
  taken: Set<string>,
): Promise<{ picks: QuestionPick[]; known: Map<string, QuestionContent> }> {
  const kept: Explained[] = [];
  const contentOf = (p: DrawnQuestion) => p.content;
  const fresh = keepApart(await drawBank(tx, who, where, withSpare(n), [...taken], true), n, contentOf, kept);
  const generated = drawGenerated(where.subject, where.topic, n - fresh.length);
  const missing = n - fresh.length - generated.length;
  const exclude = [...taken, ...fresh.map((p) => p.questionId)];
  const met =
    missing > 0
      ? keepApart(
          await drawBank(tx, who, where, withSpare(missing), exclude, false),
          missing,
          contentOf,
          kept,
        )
      : [];
  const bank = [...fresh, ...met];
  for (const p of bank) taken.add(p.questionId);
  return { picks: [...fresh, ...generated, ...met], known: new Map(bank.map((p) => [refOf(p), p.content])) };
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

/** A drawn bank row with its content (drawBank, drawBankMany). */
const drawn = (r: BankContentRow & { id: string; subject: string; topic: string }): DrawnQuestion => ({
  questionId: r.id,
  familyKey: null,
  seed: null,
  subject: r.subject,
  topic: r.topic,
  content: bankContent(r),
});

/**
 * Content and key of each pick, keyed by its ref: bank rows in one read, generated ones regenerated.
 * `known` holds content the caller already has (drawn with the questions); those are not read again.
 */
export async function loadContent(
  tx: Db,
  picks: readonly Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>[],
  known?: ReadonlyMap<string, QuestionContent>,
  viewer?: Drawer,
): Promise<Map<string, QuestionContent>> {
  const out = new Map<string, QuestionContent>(known);
  if (viewer) {
    // A question may have been sealed since it was drawn (the student started its set, or it was
    // put in a new ranked set): its verdict, key and explanation are withheld until that set opens.
    const bankIds = picks.flatMap((p) => (p.questionId ? [p.questionId] : []));
    const seals = await sealsOf(tx, viewer.userId, bankIds, viewer.now);
    await fill(tx, picks, out);
    for (const [id, seal] of seals) {
      const c = out.get(`bank:${id}`);
      if (c) out.set(`bank:${id}`, { ...c, seal });
    }
    return out;
  }
  await fill(tx, picks, out);
  return out;
}

async function fill(
  tx: Db,
  picks: readonly Pick<QuestionPick, 'questionId' | 'familyKey' | 'seed'>[],
  out: Map<string, QuestionContent>,
): Promise<void> {
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
  now: Date,
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
             and ${practiceFor(userId, now)}
           order by random()
           limit w.n) d
        join ${questions} on ${questions.id} = d.id`),
  );
  return rows.map(drawn);
}
