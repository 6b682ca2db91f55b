import { eq } from 'drizzle-orm';
import { quizzes } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertOwnQuiz } from '../policy.ts';
import { presentResult } from '../presenter.ts';
import { loadContent } from '../question-source.ts';
import { quizRows } from './create-quiz.ts';

/** Finishes a quiz (once; a repeat answers the same result): unanswered questions count as skipped. */
export async function finishQuiz(d: Deps, userId: string, quizId: string) {
  return d.db.transaction(async (tx) => {
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId)).for('update');
    assertOwnQuiz(userId, quiz);
    const finishedAt = quiz.finishedAt ?? d.clock();
    if (!quiz.finishedAt) await tx.update(quizzes).set({ finishedAt }).where(eq(quizzes.id, quizId));
    const rows = await quizRows(tx, quizId);
    return presentResult(
      { ...quiz, finishedAt },
      rows,
      await loadContent(tx, rows, undefined, { userId: quiz.userId, now: d.clock() }),
    );
  });
}

/** The score screen of a finished quiz (read again later, from history). */
export async function quizResult(d: Deps, userId: string, quizId: string) {
  const [quiz] = await d.db.select().from(quizzes).where(eq(quizzes.id, quizId));
  assertOwnQuiz(userId, quiz);
  if (!quiz.finishedAt) throw new AppError(409, 'CONFLICT', 'This quiz is not finished yet');
  const rows = await quizRows(d.db, quizId);
  return presentResult(
    { ...quiz, finishedAt: quiz.finishedAt },
    rows,
    await loadContent(d.db, rows, undefined, { userId: quiz.userId, now: d.clock() }),
  );
}
