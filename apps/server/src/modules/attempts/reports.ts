import type { QuestionReport } from '@abhyas/core';
import { and, desc, eq } from 'drizzle-orm';
import {
  attempts,
  practiceSets,
  questionReports,
  questions,
  setQuestions,
  users,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';
import { assertOwnAttempt } from './policy.ts';

/** A student reports a wrong question or key, from the solutions of a submitted attempt. */
export async function reportQuestion(
  d: Deps,
  viewer: Viewer,
  questionId: string,
  body: { attemptId: string; reason: QuestionReport['reason']; message: string },
) {
  const [attempt] = await d.db.select().from(attempts).where(eq(attempts.id, body.attemptId));
  assertOwnAttempt(viewer, attempt);
  if (attempt.status !== 'submitted')
    throw new AppError(409, 'ATTEMPT_NOT_SUBMITTED', 'Questions can be reported after the test is submitted');
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

export async function listQuestionReports(d: Deps, status: 'open' | 'resolved' | 'dismissed') {
  const rows = await d.db
    .select({
      report: questionReports,
      q: questions,
      setSlug: practiceSets.slug,
      setTitle: { hi: practiceSets.titleHi, en: practiceSets.titleEn },
      reporter: users.username,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(practiceSets, eq(practiceSets.id, questionReports.setId))
    .innerJoin(users, eq(users.id, questionReports.userId))
    .where(eq(questionReports.status, status))
    .orderBy(desc(questionReports.createdAt))
    .limit(200);
  return {
    items: rows.map(({ report, q, setSlug, setTitle, reporter }) => ({
      id: report.id,
      questionId: report.questionId,
      setId: setSlug,
      setTitle,
      reason: report.reason,
      message: report.message,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
      reporter,
      question: { text: { hi: q.textHi, en: q.textEn }, options: q.options, correctOption: q.correctOption },
    })),
  };
}

export async function dismissReport(d: Deps, viewer: Viewer, reportId: string) {
  const [row] = await d.db
    .update(questionReports)
    .set({ status: 'dismissed', resolvedAt: d.clock(), resolvedBy: viewer.id })
    .where(eq(questionReports.id, reportId))
    .returning({ id: questionReports.id });
  if (!row) throw notFound('No such report');
}
