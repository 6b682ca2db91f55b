import type { StartQuiz } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { drawFor } from '../draw-bank.ts';
import { createQuiz, quizOrder } from './create-quiz.ts';

/**
 * Starts a quiz of one subject (and topic): the bank's wrong answers that are due again and the
 * questions the student never saw, then generated ones, then the least recently seen (docs/quizzes.md,
 * "The draw"). Questions go out without keys.
 */
export async function startQuiz(d: Deps, userId: string, body: StartQuiz) {
  return d.db.transaction(async (tx) => {
    // Only questions whose key the student may see (the verdict carries it), fresh ones first.
    const where = { subject: body.subject, topic: body.topic ?? null };
    const { picks, known } = await drawFor(tx, { userId, now: d.clock() }, where, body.length, new Set());
    return createQuiz(
      tx,
      { userId, kind: 'topic', ...where, timerMinutes: body.timerMinutes ?? null, at: d.clock() },
      quizOrder(picks, known),
      known,
    );
  });
}
