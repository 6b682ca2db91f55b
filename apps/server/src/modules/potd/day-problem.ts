import { createHash } from 'node:crypto';
import { addIndianDays, type BankQuestion, generate, type IndianDay, questionFamilies } from '@abhyas/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { potdProblems, questions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { platformQuestion } from '../exams/private-content.ts';
import { storeQuestions } from '../questions/store.ts';
import type { QuestionRow } from './presenter.ts';

/** A topic used in the last this-many days is not picked again (issue 13). */
export const topicRestDays = 60;

/**
 * On a `questions q` row: a question in no practice set at all. A set's question is sealed for every
 * student who has not yet submitted that set (core's `sealOf`), and a daily problem is everyone's:
 * its key after solving would open a ranked paper early, and an unpublished set may be tomorrow's.
 */
export const inNoSet = sql`not exists (select 1 from set_questions sq where sq.question_id = q.id)`;

/**
 * Questions fit to be anyone's daily problem: the bank's own (in no set: `inNoSet`), never one
 * already used as a daily problem, and never a passage question (one of five on a reading passage
 * is not a problem that stands alone).
 */
const candidates = (day: IndianDay) => sql`
  select q.id from questions q
  where not exists (select 1 from potd_problems p where p.question_id = q.id)
    and q.passage is null
    and ${inNoSet}
    and ${platformQuestion()}
  order by
    -- A hashed list of the recent topics, probed once per row.
    (q.topic in (select pq.topic from potd_problems p join questions pq on pq.id = p.question_id
                 where p.day > ${addIndianDays(day, -topicRestDays)})),
    md5(q.id::text || ${day})
  limit 1`;

/**
 * The day's problem: the scheduled one, or, the first time anyone opens a day nobody scheduled,
 * one picked from the bank (a topic not used in the last 60 days when there is one). The pick is
 * an insert that loses quietly to a concurrent one (`on conflict do nothing`), so every student
 * gets the same problem. The order is a hash of the id and the day, not `random()`: the same bank
 * gives the same pick, which keeps tests and retries honest. Null only when the bank is empty.
 */
export async function problemOfDay(
  db: Db | Tx,
  day: IndianDay,
): Promise<{ row: typeof potdProblems.$inferSelect; question: QuestionRow } | null> {
  const read = async () => {
    const [found] = await db
      .select()
      .from(potdProblems)
      .innerJoin(questions, eq(questions.id, potdProblems.questionId))
      .where(eq(potdProblems.day, day));
    return found ? { row: found.potd_problems, question: found.questions } : null;
  };
  const existing = await read();
  if (existing) return existing;
  const [pick] = rowsOf<{ id: string }>(await db.execute(candidates(day)));
  const questionId = pick?.id ?? (await generatedForDay(db, day));
  if (!questionId) return null;
  await db.insert(potdProblems).values({ day, questionId, source: 'auto' }).onConflictDoNothing();
  return read();
}

/**
 * When the bank holds no question outside the sets (today's content: every authored question sits
 * in a ranked set), the day gets a generated maths or reasoning question, stored in the bank so the
 * archive and bookmarks work as for any other. The family and seed come from the day, so two nodes
 * racing for the first open of a day store the same question (the store reuses the same text).
 */
async function generatedForDay(db: Db | Tx, day: IndianDay): Promise<string | null> {
  const hash = createHash('sha256').update(`potd:${day}`).digest();
  // The first 26 families only (four options each): the families added later (issue 21) would move
  // every unopened day's problem, and a five-option one does not suit the daily problem.
  const daily = questionFamilies.slice(0, 26);
  const family = daily[hash.readUInt32BE(0) % daily.length];
  if (!family) return null;
  const g = generate(family, 1 + (hash.readUInt32BE(4) % 2_147_483_646));
  const question: BankQuestion = {
    subject: g.subject,
    topic: g.topic,
    difficulty: g.difficulty,
    text: g.text,
    options: g.options,
    answer: g.answer,
    explanation: g.explanation,
  };
  const store = (tx: Tx) => storeQuestions(tx, [question]);
  // Inside a transaction already (the submit), or on its own.
  const [id] = 'rollback' in db ? await store(db as Tx) : await (db as Db).transaction(store);
  return id ?? null;
}
