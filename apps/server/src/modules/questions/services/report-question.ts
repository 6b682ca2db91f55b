import type { QuestionReport } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { attempts, questionReports, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertOwnAttempt, assertSubmitted } from '../../attempts/policy.ts';

/** A student reports a wrong question or key, from the solutions of a submitted attempt. */
export async function reportQuestion(
  d: Deps,
  viewer: Viewer,
  questionId: string,
  body: { attemptId: string; reason: QuestionReport['reason']; message: string },
) {
  const [attempt] = await d.db.select().from(attempts).where(eq(attempts.id, body.attemptId));
  assertOwnAttempt(viewer, attempt);
  assertSubmitted(attempt, 'Questions can be reported after the test is submitted');
  const [inSet] = await d.db
    .select({ id: setQuestions.questionId })
    .from(setQuestions)
    .where(and(eq(setQuestions.setId, attempt.setId), eq(setQuestions.questionId, questionId)));
  if (!inSet) throw notFound('That question is not in this test');
  const [created] = await d.db
    .insert(questionReports)
    .values({
      questionId,
      setId: attempt.setId,
      attemptId: attempt.id,
      userId: viewer.id,
      reason: body.reason,
      message: body.message,
    })
    .onConflictDoNothing()
    .returning({ id: questionReports.id });
  if (!created) throw new AppError(409, 'CONFLICT', 'You have already reported this question');
  return created;
}
