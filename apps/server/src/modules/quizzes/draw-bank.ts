import { dueCap, type Explained, indianDayOf, keepApart, reviewDays } from '@abhyas/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { sealedFor } from '../exams/sealing.ts';
import {
  type BankContentRow,
  type Drawer,
  type DrawnQuestion,
  drawGenerated,
  drawn,
  type QuestionContent,
  type QuestionPick,
  refOf,
  stillCurrent,
} from './question-source.ts';

/**
 * The bank draw (docs/quizzes.md, "The draw"): core's `drawOrder` as one SQL statement. The order:
 * due wrong answers (at most `dueCap`), never seen, due ones over the cap, least recently seen,
 * resting on the schedule. Tiers as numbers, so that SQL can sort on them.
 */
export const drawTiers = { due: 0, unseen: 1, overdue: 2, seen: 3, resting: 4 } as const;
export type DrawTierNumber = (typeof drawTiers)[keyof typeof drawTiers];

/** A drawn question with its tier (the steps of a quiz take the fresh tiers before generated ones). */
export interface TieredQuestion extends DrawnQuestion {
  tier: DrawTierNumber;
}

const isFresh = (q: TieredQuestion) => q.tier <= drawTiers.unseen;

/** core's `reviewDays` as a SQL array, indexed by the step + 1. */
const reviewArray = sql.raw(`(array[${reviewDays.join(',')}])`);

/**
 * The questions the student answered in a submitted mock test, with when: seen, so not "never seen".
 * Read once per statement from the student's own attempts (attempts_user_idx, then each attempt's
 * responses by primary key) and hashed, rather than probed per candidate.
 */
const mocksOf = (userId: string): SQL => sql`mocks as (
    select ar.question_id, max(a.submitted_at) as at
      from attempts a join attempt_responses ar on ar.attempt_id = a.id
     where a.user_id = ${userId} and a.status = 'submitted' and ar.answer is not null
     group by ar.question_id)`;

/**
 * For a candidate `q` (a questions row), what the student met of it: `f.last_seen_at`, `f.due_at`
 * (core's `reviewDueAt`: the step is the number of right answers since the last wrong one, counted
 * with array_position over the verdicts newest first) and `f.rank` (0 due, 1 unseen, 3 seen,
 * 4 resting; the cap turns some 0s into 2s later). One probe of quiz_questions_user_question_idx per
 * candidate, so the cost grows with the topic, not with the student's history. `offset 0` keeps
 * each step a subquery of its own: pulled up, its expressions were copied into every later one
 * (planned and computed many times over).
 */
const meetingOf = (who: Drawer): SQL => sql`
  left join lateral (
    select max(z.started_at) as seen_at, max(qq.answered_at) as answered_at,
           array_agg(qq.correct order by qq.answered_at desc) filter (where qq.answered_at is not null) as verdicts
      from quiz_questions qq join quizzes z on z.id = qq.quiz_id
     where qq.user_id = ${who.userId} and qq.question_id = q.id) m on true
  left join mocks mk on mk.question_id = q.id
  cross join lateral (select array_position(m.verdicts, false) - 1 as step offset 0) s
  cross join lateral (select greatest(m.seen_at, mk.at) as last_seen_at,
      case when s.step is null or s.step >= ${reviewDays.length} then null
           else m.answered_at + make_interval(days => ${reviewArray}[s.step + 1]) end as due_at offset 0) f0
  cross join lateral (select f0.last_seen_at, f0.due_at,
      case when f0.last_seen_at is null then 1
           when f0.due_at is null then 3
           when f0.due_at <= ${who.now.toISOString()}::timestamptz then 0
           else 4 end as rank offset 0) f`;

/**
 * The candidates `where` selects from `questions q`, each with its tier (`drawTiers`: a due one past
 * the first `cap` of them becomes "overdue") and its place `ord` in the draw order: the tier, then
 * the most overdue / least recently seen / soonest due first, unseen at random.
 */
const rankedOf = (who: Drawer, where: SQL, cap: SQL): SQL => {
  const tier = sql`case when x.rank = 0 and x.due_no > ${cap} then 2 else x.rank end`;
  return sql`select x.id, ${tier} as tier,
      row_number() over (order by ${tier},
        case when x.rank in (0, 4) then x.due_at else x.last_seen_at end asc nulls first, random()) as ord
    from (select q.id, f.rank, f.due_at, f.last_seen_at,
            row_number() over (partition by f.rank = 0 order by f.due_at, random()) as due_no
            from questions q ${meetingOf(who)}
           where ${where}) x`;
};

const contentColumns = sql`q.id::text as id, q.subject, q.topic, q.text_hi as "textHi", q.text_en as "textEn",
  q.options, q.image_url as "imageUrl", q.passage, q.correct_option as "correctOption",
  q.explanation_hi as "explanationHi", q.explanation_en as "explanationEn"`;

type Row = BankContentRow & { id: string; subject: string; topic: string; tier: number };
const tiered = (r: Row): TieredQuestion => ({ ...drawn(r), tier: r.tier as DrawTierNumber });

/**
 * Up to `n` practice questions of a subject (and topic), none of `exclude`, in core's draw order
 * (`drawOrder`, the due cap counted for a quiz of `quizLength`), each with its content and tier.
 * `fresh` keeps only the due (within the cap) and never-seen tiers.
 */
export async function drawBank(
  tx: Db,
  who: Drawer,
  where: { subject: string; topic: string | null },
  n: number,
  exclude: readonly string[],
  fresh: boolean,
  quizLength = n,
): Promise<TieredQuestion[]> {
  if (n <= 0) return [];
  const excluded =
    exclude.length > 0
      ? sql`and q.id not in (${sql.join(
          exclude.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const candidates = sql`q.subject = ${where.subject}
    ${where.topic ? sql`and q.topic = ${where.topic}` : sql``}
    ${excluded}
    and ${stillCurrent(indianDayOf(who.now))}
    and q.id not in (${sealedFor(who.userId, indianDayOf(who.now))})`;
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      with ${mocksOf(who.userId)},
      picked as (select r.id, r.tier, r.ord from (${rankedOf(who, candidates, sql`${dueCap(quizLength)}`)}) r
        ${fresh ? sql`where r.tier <= ${drawTiers.unseen}` : sql``}
        order by r.ord limit ${n})
      select ${contentColumns}, p.tier from picked p join questions q on q.id = p.id
      order by p.ord`),
  );
  return rows.map(tiered);
}

/** A bank draw asks for this many more than it needs, so that keeping apart questions that give each other away still fills the quiz. */
const withSpare = (n: number) => 2 * n;

/**
 * Questions for one subject (and topic): the bank's fresh ones first (due wrong answers, never
 * seen), then generated, then the bank's least recently seen. No two bank questions of the quiz give
 * each other away (core's `keepApart`, docs/quizzes.md). `known`: the bank questions' content, drawn with them.
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
  const drawnFresh = await drawBank(tx, who, where, withSpare(n), [...taken], true, n);
  const fresh = keepApart(drawnFresh, n, contentOf, kept);
  const generated = drawGenerated(where.subject, where.topic, n - fresh.length);
  const missing = n - fresh.length - generated.length;
  const exclude = [...taken, ...fresh.map((p) => p.questionId)];
  const met =
    missing > 0
      ? keepApart(
          await drawBank(tx, who, where, withSpare(missing), exclude, false, n),
          missing,
          contentOf,
          kept,
        )
      : [];
  const bank = [...fresh, ...met];
  for (const p of bank) taken.add(p.questionId);
  return { picks: [...fresh, ...generated, ...met], known: new Map(bank.map((p) => [refOf(p), p.content])) };
}

/**
 * Several topics' draws in one statement (aimed quizzes): for each `{ subject, topic, n, cap }`, the
 * topic's first n practice questions in the draw order (due ones capped at `cap`), with content and
 * tier. One round trip; the mock-test answers and the sealed questions are uncorrelated lists
 * PostgreSQL hashes once per statement, and each candidate costs one index probe of the student's
 * quiz questions (`meetingOf`).
 */
export async function drawBankMany(
  tx: Db,
  wants: readonly { subject: string; topic: string; n: number; cap: number }[],
  who: Drawer,
): Promise<TieredQuestion[]> {
  if (wants.length === 0) return [];
  const values = sql.join(
    wants.map((w) => sql`(${w.subject}::text, ${w.topic}::text, ${w.n}::int, ${w.cap}::int)`),
    sql`, `,
  );
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      with ${mocksOf(who.userId)}, sealed as (${sealedFor(who.userId, indianDayOf(who.now))})
      select ${contentColumns}, d.tier
        from (values ${values}) as w(subject, topic, n, cap)
        cross join lateral (
          select r.id, r.tier, r.ord
            from (${rankedOf(who, sql`q.subject = w.subject and q.topic = w.topic and ${stillCurrent(indianDayOf(who.now))} and q.id not in (select question_id from sealed)`, sql`w.cap`)}) r
           order by r.ord
           limit w.n) d
        join questions q on q.id = d.id
       order by w.subject, w.topic, d.ord`),
  );
  return rows.map(tiered);
}

/**
 * One aimed slot's questions from its drawn candidates, as a topic quiz takes them: the fresh tiers,
 * then the topic's generated families, then the bank's seen ones.
 */
export function takeSlot(
  drawnForSlot: readonly TieredQuestion[],
  slot: { subject: string; topic: string; count: number },
  kept: Explained[],
): QuestionPick[] {
  const contentOf = (p: DrawnQuestion) => p.content;
  const fresh = keepApart(drawnForSlot.filter(isFresh), slot.count, contentOf, kept);
  const generated = drawGenerated(slot.subject, slot.topic, slot.count - fresh.length);
  const missing = slot.count - fresh.length - generated.length;
  const met =
    missing > 0
      ? keepApart(
          drawnForSlot.filter((q) => !isFresh(q)),
          missing,
          contentOf,
          kept,
        )
      : [];
  return [...fresh, ...generated, ...met];
}
