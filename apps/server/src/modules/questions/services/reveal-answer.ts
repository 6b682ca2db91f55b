import { and, desc, eq } from 'drizzle-orm';
import { attempts, questions, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { assertUnsealed } from '../../exams/sealing.ts';
import { presentReveal } from '../bank-presenter.ts';
import { visibleTo } from '../bank-queries.ts';

/**
 * "Show the answer" for one bank question: its key and explanation, only when the student asks.
 * A student may reveal only a question whose key core's honest-ranks rule opens for them (a sealed
 * one answers 409 QUESTION_SEALED naming the set to submit first), and nothing is recorded, so no one else learns what they looked at.
 * The answer also names the student's latest submitted attempt holding the question: reports go
 * through that attempt (the solutions view's report flow), or are not offered when there is none.
 */
export async function revealAnswer(d: Pick<Deps, 'db' | 'clock'>, userId: string, questionId: string) {
  // A sealed key answers 409 naming the set that opens it (404 for a secret draft).
  await assertUnsealed(d.db, userId, questionId, d.clock());
  const [row] = await d.db
    .select({
      correctOption: questions.correctOption,
      explanationHi: questions.explanationHi,
      explanationEn: questions.explanationEn,
    })
    .from(questions)
    .where(and(eq(questions.id, questionId), visibleTo(userId, d.clock())));
  if (!row) throw notFound('No such question');
  const [attempt] = await d.db
    .select({ id: attempts.id })
    .from(attempts)
    .innerJoin(setQuestions, eq(setQuestions.setId, attempts.setId))
    .where(
      and(
        eq(attempts.userId, userId),
        eq(attempts.status, 'submitted'),
        eq(setQuestions.questionId, questionId),
      ),
    )
    .orderBy(desc(attempts.submittedAt))
    .limit(1);
  return presentReveal(questionId, row, attempt?.id ?? null);
}
