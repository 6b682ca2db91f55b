import { type AnswerQuiz, pointRules, type QuizVerdict } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { quizQuestions, quizzes, reviseItems } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { sealedError } from '../../exams/sealing.ts';
import { awardPoints } from '../../leaderboards/award.ts';
import { recordTopicAnswer } from '../../progress/record.ts';
import { assertOwnQuiz } from '../policy.ts';
import { presentVerdict } from '../presenter.ts';
import { loadContent } from '../question-source.ts';

/**
 * Checks one answer on the server and only then returns the verdict, the key and the explanation.
 * The first answer to a question is the one that counts: a repeat (a retried or replayed offline
 * answer) gets the same verdict and changes nothing. One transaction: the answer, the quiz's counts,
 * the student's topic accuracy and the revise list move together.
 */
export async function answerQuestion(
  d: Deps,
  userId: string,
  quizId: string,
  body: AnswerQuiz,
): Promise<QuizVerdict> {
  return d.db.transaction(async (tx) => {
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId)).for('update');
    assertOwnQuiz(userId, quiz);
    const [row] = await tx
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.position, body.position)));
    if (!row) throw notFound('No such question in this quiz');
    const content = await loadContent(tx, [row], undefined, { userId, now: d.clock() });
    const seal = content.get(row.questionRef)?.seal;
    if (seal) throw sealedError(seal);
    const earlier = presentVerdict(row, content);
    if (earlier) return earlier;
    if (quiz.finishedAt) throw new AppError(409, 'CONFLICT', 'This quiz is finished');
    const question = content.get(row.questionRef);
    if (!question) throw notFound('This question is no longer available');
    if (body.answer >= question.options.length)
      throw new AppError(400, 'VALIDATION_ERROR', 'No such option', {
        field: 'answer',
        rule: 'validation.quizzes.answerInvalid',
      });
    const now = d.clock();
    const correct = body.answer === question.correctOption;
    const [saved] = await tx
      .update(quizQuestions)
      .set({ answer: body.answer, correct, correctOption: question.correctOption, answeredAt: now })
      .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.position, body.position)))
      .returning();
    await tx
      .update(quizzes)
      .set({ answered: sql`${quizzes.answered} + 1`, correct: sql`${quizzes.correct} + ${correct ? 1 : 0}` })
      .where(eq(quizzes.id, quizId));
    await recordTopicAnswer(tx, { userId, subject: row.subject, topic: row.topic, correct, at: now });
    if (correct) {
      // A point the first time this question is answered right, at a person's pace since the quiz
      // started (core caps a day's quiz points).
      await awardPoints(tx, {
        userId,
        source: 'quiz',
        key: row.questionRef,
        points: pointRules.quizCorrect,
        at: now,
        quizStartedAt: quiz.startedAt,
      });
      // Answered right later: it leaves the revise list.
      await tx
        .delete(reviseItems)
        .where(and(eq(reviseItems.userId, userId), eq(reviseItems.questionRef, row.questionRef)));
    } else {
      await tx
        .insert(reviseItems)
        .values({
          userId,
          questionRef: row.questionRef,
          questionId: row.questionId,
          familyKey: row.familyKey,
          seed: row.seed,
          subject: row.subject,
          topic: row.topic,
          lastAnswer: body.answer,
          addedAt: now,
        })
        .onConflictDoUpdate({
          target: [reviseItems.userId, reviseItems.questionRef],
          set: { lastAnswer: body.answer, addedAt: now },
        });
    }
    const verdict = saved && presentVerdict(saved, content);
    if (!verdict) throw new Error('the answer was not stored');
    return verdict;
  });
}
