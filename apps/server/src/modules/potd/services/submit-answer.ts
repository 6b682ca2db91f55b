import {
  type ContentLanguage,
  indianDayOf,
  type PotdSubmitResult,
  potdPoints,
  streakAfterSolve,
  streakOn,
} from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { bookmarks, potdAttempts, potdStreaks } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { awardPoints } from '../../leaderboards/award.ts';
import { recordTopicAnswer } from '../../progress/record.ts';
import { problemOfDay } from '../day-problem.ts';
import { submitMessages } from '../messages.ts';
import { presentProblem, type QuestionRow } from '../presenter.ts';
import { streakRecord } from './streaks.ts';

/** The option the student chose, by its text in either language (spec: `{answer}` is the text). */
function chosenOption(q: QuestionRow, answer: string): number {
  const wanted = answer.trim();
  const index = q.options.findIndex((o) => o.hi.trim() === wanted || o.en.trim() === wanted);
  if (index < 0)
    throw new AppError(400, 'VALIDATION_ERROR', 'That is not one of the options', {
      field: 'answer',
      rule: 'validation.potd.answerInvalid',
    });
  return index;
}

/**
 * Checks an answer to today's problem on the server (the one deliberate change from the spec: the
 * page never holds the key before solving). A wrong try is counted and changes no streak; the
 * first correct answer of the day solves it and moves the streak (core's rule); anything after
 * that changes nothing. The student's row is locked for the transaction, so a double submit
 * cannot count twice. The first try of the day also counts towards the topic's accuracy, as a quiz
 * answer would.
 */
export async function submitAnswer(
  d: Deps,
  userId: string,
  answer: string,
  lang: ContentLanguage,
): Promise<PotdSubmitResult> {
  const now = d.clock();
  const today = indianDayOf(now);
  return d.db.transaction(async (tx) => {
    const found = await problemOfDay(tx, today);
    if (!found) throw new AppError(404, 'NOT_FOUND', 'There is no problem for today yet');
    const q = found.question;
    const correct = chosenOption(q, answer) === q.correctOption;

    await tx.insert(potdAttempts).values({ userId, day: today }).onConflictDoNothing();
    const [attempt] = await tx
      .select()
      .from(potdAttempts)
      .where(and(eq(potdAttempts.userId, userId), eq(potdAttempts.day, today)))
      .for('update');
    if (!attempt) throw new Error('the attempt row was not created');
    const solvedBefore = attempt.solvedAt !== null;
    const firstTry = !solvedBefore && attempt.wrongTries === 0;

    let record = await streakRecord(tx, userId, true);
    if (!solvedBefore) {
      if (correct) {
        record = streakAfterSolve(record ?? { current: 0, max: 0, lastSolvedDay: null }, today);
        const values = { current: record.current, max: record.max, lastSolvedDay: today };
        await tx
          .insert(potdStreaks)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: potdStreaks.userId, set: values });
        // 15 at the first try, 10 at the second, none after (trying every option is no solve).
        await awardPoints(tx, {
          userId,
          source: 'potd',
          key: today,
          points: potdPoints(attempt.wrongTries),
          at: now,
        });
      }
      await tx
        .update(potdAttempts)
        .set(
          correct
            ? { solvedAt: now, updatedAt: now }
            : { wrongTries: sql`${potdAttempts.wrongTries} + 1`, updatedAt: now },
        )
        .where(and(eq(potdAttempts.userId, userId), eq(potdAttempts.day, today)));
      if (firstTry)
        await recordTopicAnswer(tx, { userId, subject: q.subject, topic: q.topic, correct, at: now });
    }

    const streak = streakOn(record, today);
    if (!correct) return { success: false, message: submitMessages.wrong(lang), streak };
    const [mark] = await tx
      .select({ one: sql`1` })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, q.id)));
    return {
      success: true,
      message: submitMessages.correct(lang, streak.current),
      streak,
      problem: presentProblem(today, q, lang, { reveal: true, bookmarked: Boolean(mark) }),
    };
  });
}
