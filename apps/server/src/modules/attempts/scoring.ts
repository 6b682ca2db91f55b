import { type ExamKey, scoreSheet } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import { attemptResponses, questions, setQuestions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/** The answer key of a set, read inside the caller's transaction. */
export async function setKey(tx: Tx, setId: string) {
  return tx
    .select({
      questionId: setQuestions.questionId,
      section: setQuestions.section,
      correctOption: questions.correctOption,
    })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, setId))
    .orderBy(asc(setQuestions.position));
}

/** Scores an attempt's saved answers against the set's current key. */
export async function scoreAttempt(tx: Tx, attempt: { id: string; setId: string; examKey: ExamKey }) {
  const [key, responses] = await Promise.all([
    setKey(tx, attempt.setId),
    tx
      .select({ questionId: attemptResponses.questionId, answer: attemptResponses.answer })
      .from(attemptResponses)
      .where(eq(attemptResponses.attemptId, attempt.id)),
  ]);
  const answers = new Map(responses.map((r) => [r.questionId, r.answer]));
  return scoreSheet(
    attempt.examKey,
    key.map((k) => ({
      section: k.section,
      correctOption: k.correctOption,
      answer: answers.get(k.questionId) ?? null,
    })),
  );
}
