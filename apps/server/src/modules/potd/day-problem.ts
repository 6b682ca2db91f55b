import { addIndianDays, type IndianDay } from '@abhyas/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { potdProblems, questions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import type { QuestionRow } from './presenter.ts';

/** A topic used in the last this-many days is not picked again (issue 13). */
export const topicRestDays = 60;

/**
 * On a `questions q` row: not a question that sits only in unpublished sets (a paper still secret).
 * The same rule as the bank's `visibleTo`, without the viewer's own running test (a daily problem is
 * everyone's).
 */
export const notSecret = sql`not exists (
  select 1 from set_questions sq join practice_sets ps on ps.id = sq.set_id
  where sq.question_id = q.id and not ps.published
    and not exists (select 1 from set_questions sp join practice_sets pp on pp.id = sp.set_id
                    where sp.question_id = q.id and pp.published))`;

/**
 * Questions fit to be anyone's daily problem: never one that sits only in unpublished sets (it may
 * be tomorrow's paper), never one already used as a daily problem. Questions in no set at all (the
 * bank's own) come first, so a day's key never gives away a question of a test someone is taking.
 */
const candidates = (day: IndianDay) => sql`
  select q.id from questions q
  where not exists (select 1 from potd_problems p where p.question_id = q.id)
    and ${notSecret}
  order by
    -- A hashed list of the recent topics, probed once per row.
    (q.topic in (select pq.topic from potd_problems p join questions pq on pq.id = p.question_id
                 where p.day > ${addIndianDays(day, -topicRestDays)})),
    (exists (select 1 from set_questions sq where sq.question_id = q.id)),
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
  if (!pick) return null;
  await db.insert(potdProblems).values({ day, questionId: pick.id, source: 'auto' }).onConflictDoNothing();
  return read();
}
