import type { ExamKey } from '@abhyas/core';
import { type SQL, sql } from 'drizzle-orm';
import { answeredBy, questionIdRef } from './services/answered-questions.ts';

/**
 * The bank's conditions on a `questions` row, as SQL fragments the browse, search, reveal and
 * bookmark services share. The per-row ones are EXISTS over an indexed column
 * (set_questions_question_idx, attempts_user_idx, the bookmarks key): a few index probes per row.
 */

/**
 * What a student may see in the bank. Practice material: in at least one published set, or in none
 * (the bank's own questions); never a question that sits only in unpublished sets (it may be
 * tomorrow's paper). Nor, while the student is sitting a test, that test's questions: the bank must
 * not become a way to look up a key in the middle of an exam.
 *
 * Written as `id not in (the hidden ones)`: PostgreSQL hashes that small list once per query (the
 * drafts' questions and the student's open test), so a search matching thousands of rows pays one
 * hash probe per row instead of three index probes.
 */
export function visibleTo(userId: string): SQL {
  return sql`${questionIdRef} not in (
    select sq.question_id from practice_sets ps join set_questions sq on sq.set_id = ps.id
    where not ps.published and not exists (
      select 1 from set_questions sp join practice_sets pp on pp.id = sp.set_id
      where sp.question_id = sq.question_id and pp.published)
    union all
    select sq.question_id from attempts a join set_questions sq on sq.set_id = a.set_id
    where a.user_id = ${userId} and a.status = 'active')`;
}

export function bookmarkedBy(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from bookmarks b where b.user_id = ${userId} and b.question_id = ${questionIdRef})`;
}

/** In a published set of this exam. */
export function inExam(exam: ExamKey): SQL {
  return sql`exists (select 1 from set_questions sq join practice_sets ps on ps.id = sq.set_id
    where sq.question_id = ${questionIdRef} and ps.published and ps.exam_key = ${exam})`;
}

/** The exams whose published sets hold the question (text, so both drivers parse the array alike). */
export const examsOf: SQL<string[]> = sql<string[]>`coalesce((select array_agg(distinct ps.exam_key::text)
  from set_questions sq join practice_sets ps on ps.id = sq.set_id
  where sq.question_id = ${questionIdRef} and ps.published), '{}'::text[])`;

export { answeredBy };
