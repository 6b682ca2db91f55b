import { CURRENT_AFFAIRS, indianDayOf } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { quizzes } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation, notFound } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { sealedFor } from '../../exams/sealing.ts';
import { createQuiz } from '../../quizzes/services/create-quiz.ts';
import { getQuiz } from '../../quizzes/services/get-quiz.ts';
import { assertDayOpen } from '../policy.ts';

/**
 * The viewer's quiz of a published day: started once (the day's ten questions in the admin's order,
 * as a practice quiz whose verdicts carry the key), then resumed, finished or not, from any device.
 * A question sealed for this student since it was published (put in a ranked set they have not sat)
 * is left out: the one sealing rule holds here as everywhere (docs/current-affairs.md).
 */
export async function startDayQuiz(d: Deps, userId: string, day: string) {
  const now = d.clock();
  const today = indianDayOf(now);
  assertDayOpen(day, today);
  const existing = await quizOf(d, userId, day);
  if (existing) return getQuiz(d, userId, existing);
  try {
    return await d.db.transaction(async (tx) => {
      // Shares the day's row with other starts; an admin replacing the day's questions waits for it.
      const [published] = rowsOf<{ day: string }>(
        await tx.execute(
          sql`select day::text as day from current_affairs_days where day = ${day}::date for share`,
        ),
      );
      if (!published) throw notFound('No current-affairs quiz for this day');
      const picks = rowsOf<{ id: string; topic: string }>(
        await tx.execute(sql`select q.id::text as id, q.topic from current_affairs_questions c
          join questions q on q.id = c.question_id
          where c.day = ${day}::date and q.id not in (${sealedFor(userId, today)})
          order by c.position`),
      ).map((r) => ({
        questionId: r.id,
        familyKey: null,
        seed: null,
        subject: CURRENT_AFFAIRS,
        topic: r.topic,
      }));
      return createQuiz(
        tx,
        {
          userId,
          kind: 'current-affairs',
          subject: CURRENT_AFFAIRS,
          topic: null,
          timerMinutes: null,
          at: now,
          caDay: day,
        },
        picks,
      );
    });
  } catch (err) {
    // Two taps (or two tabs) at once: the other start won; resume its quiz.
    if (!isUniqueViolation(err, 'quizzes_user_ca_day_unique')) throw err;
    const won = await quizOf(d, userId, day);
    if (!won) throw err;
    return getQuiz(d, userId, won);
  }
}

async function quizOf(d: Deps, userId: string, day: string): Promise<string | undefined> {
  const [row] = await d.db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.caDay, day)));
  return row?.id;
}
