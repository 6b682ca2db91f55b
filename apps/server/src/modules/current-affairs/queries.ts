import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/** A current-affairs question as the admin's lists show it (with its key: admins check what they publish). */
export interface CandidateRow {
  id: string;
  topic: string;
  fact_date: string;
  expires_on: string;
  text_hi: string;
  text_en: string;
  options: { hi: string; en: string }[];
  correct_option: number;
  published_on: string | null;
}

/** On a `questions q` row: the day it is published on, or null (a question is published once). */
export const publishedOn = sql`(select c.day::text from current_affairs_questions c where c.question_id = q.id)`;

const candidateColumns = sql`q.id::text as id, q.topic, q.fact_date::text as fact_date,
  q.expires_on::text as expires_on, q.text_hi, q.text_en, q.options, q.correct_option,
  ${publishedOn} as published_on`;

/**
 * Questions reserved for sealed surfaces: in any practice set (a ranked set's stock) or any day's
 * problem. A daily quiz shows every key, so it never takes one of these (docs/current-affairs.md).
 */
export const reservedQuestion = sql`(exists (select 1 from set_questions sq where sq.question_id = q.id)
  or exists (select 1 from potd_problems p where p.question_id = q.id))`;

/** The day's chosen questions, in order. */
export async function chosenOn(db: Db | Tx, day: string): Promise<CandidateRow[]> {
  return rowsOf<CandidateRow>(
    await db.execute(sql`select ${candidateColumns} from current_affairs_questions c
      join questions q on q.id = c.question_id where c.day = ${day}::date order by c.position`),
  );
}

/** What an admin may choose for `day`: current, of the open stock, not yet published; newest fact first. */
export async function candidatesFor(db: Db | Tx, day: string, limit: number): Promise<CandidateRow[]> {
  return rowsOf<CandidateRow>(
    await db.execute(sql`select ${candidateColumns} from questions q
      where q.subject = 'current-affairs' and q.organization_id is null
        and q.fact_date <= ${day}::date and q.expires_on >= ${day}::date
        and not exists (select 1 from current_affairs_questions c where c.question_id = q.id)
        and not ${reservedQuestion}
      order by q.fact_date desc, q.created_at desc, q.id limit ${limit}`),
  );
}

/** Students who started the day's quiz. */
export async function takersOf(db: Db | Tx, day: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from quizzes where ca_day = ${day}::date`),
  );
  return Number(row?.n ?? 0);
}
