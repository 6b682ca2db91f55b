import { type SQL, sql } from 'drizzle-orm';

/**
 * The outer row's id, always table-qualified: drizzle writes a column inside a selected `sql` field
 * unqualified ("id"), which inside a subquery would name the subquery's own table's id instead.
 */
export const questionIdRef = sql.raw('"questions"."id"');

/**
 * Whether the student answered a bank question: today, an answer (not a skip) in any of their test
 * attempts. THE SEAM FOR QUIZZES: when the quizzes area lands, its answered questions join here as
 * one more `or exists (select 1 from <quiz answers> where user_id = … and question_id = …)`, and
 * the bank's "answered" filter and marks follow without other changes.
 */
export function answeredBy(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from attempts a join attempt_responses r on r.attempt_id = a.id
    where a.user_id = ${userId} and r.question_id = ${questionIdRef} and r.answer is not null)`;
}
