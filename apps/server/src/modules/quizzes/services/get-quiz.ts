import { eq } from 'drizzle-orm';
import { quizzes } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { assertOwnQuiz } from '../policy.ts';
import { presentQuiz } from '../presenter.ts';
import { loadContent } from '../question-source.ts';
import { quizRows } from './create-quiz.ts';

/** Resumes a quiz (another tab or device): its questions without keys, and the verdicts so far. */
export async function getQuiz(d: Deps, userId: string, quizId: string) {
  const [quiz] = await d.db.select().from(quizzes).where(eq(quizzes.id, quizId));
  assertOwnQuiz(userId, quiz);
  const rows = await quizRows(d.db, quiz.id);
  return presentQuiz(
    quiz,
    rows,
    await loadContent(d.db, rows, undefined, { userId: quiz.userId, now: d.clock() }),
    d.clock(),
  );
}
