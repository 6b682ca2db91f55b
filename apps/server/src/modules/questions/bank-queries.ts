import type { ExamKey } from '@abhyas/core';
import { type SQL, sql } from 'drizzle-orm';
import { questions } from '../../db/schema/index.ts';
import { platformSet } from '../exams/private-content.ts';
import { notSealedFor } from '../exams/sealing.ts';
import { answeredBy, questionIdRef } from './services/answered-questions.ts';

/**
 * The bank's conditions on a `questions` row, as SQL fragments the browse, search, reveal and
 * bookmark services share. The per-row ones are EXISTS over an indexed column
 * (set_questions_question_idx, attempts_user_idx, the bookmarks key): a few index probes per row.
 */

/**
 * What a student may see in the bank: every question whose key they may see, by core's honest-ranks
 * rule (`sealedFor`, modules/exams/sealing.ts). Never a question of a ranked set they have not yet
 * submitted, nor of the test they are sitting, nor one that sits only in unpublished sets (it may be
 * tomorrow's paper), nor today's or a coming Problem of the Day. A sealed question is left out of
 * the bank rather than listed without its answer: its text alone is a head start on a ranked paper.
 */
export function visibleTo(userId: string, now: Date): SQL {
  return notSealedFor(questionIdRef, userId, now);
}

export function bookmarkedBy(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from bookmarks b where b.user_id = ${userId} and b.question_id = ${questionIdRef})`;
}

/** In a published set of this exam. */
export function inExam(exam: ExamKey): SQL {
  return sql`exists (select 1 from set_questions sq join practice_sets ps on ps.id = sq.set_id
    where sq.question_id = ${questionIdRef} and ps.published and ps.exam_key = ${exam}
      and ${platformSet()})`;
}

/** The exams whose published sets hold the question (text, so both drivers parse the array alike). */
export const examsOf: SQL<string[]> = sql<string[]>`coalesce((select array_agg(distinct ps.exam_key::text)
  from set_questions sq join practice_sets ps on ps.id = sq.set_id
  where sq.question_id = ${questionIdRef} and ps.published and ${platformSet()}), '{}'::text[])`;

export { answeredBy };

/**
 * The columns of a bank item as the list and the one-question page present it (bank-presenter.ts):
 * never the key or the explanation, which stay behind `reveal`.
 */
export const bankItemColumns = (userId: string) => ({
  id: questions.id,
  subject: questions.subject,
  topic: questions.topic,
  difficulty: questions.difficulty,
  textHi: questions.textHi,
  textEn: questions.textEn,
  options: questions.options,
  imageUrl: questions.imageUrl,
  passage: questions.passage,
  exams: examsOf,
  bookmarked: bookmarkedBy(userId),
  answered: answeredBy(userId),
});
