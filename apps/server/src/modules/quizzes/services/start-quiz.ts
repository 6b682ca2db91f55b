import type { StartQuiz } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { drawFor } from '../question-source.ts';
import { createQuiz, shuffled } from './create-quiz.ts';

/**
 * Starts a quiz of one subject (and topic): practice questions from the bank the student has not
 * met (or got wrong and is due to meet again), then generated ones, then the least recently met. Questions go out without keys.
 */
export async function startQuiz(d: Deps, userId: string, body: StartQuiz) {
  return d.db.transaction(async (tx) => {
    // Only questions whose key the student may see (the verdict carries it), fresh ones first.
    const where = { subject: body.subject, topic: body.topic ?? null };
    const { picks, known } = await drawFor(tx, { userId, now: d.clock() }, where, body.length, new Set());
    return createQuiz(
      tx,
      { userId, kind: 'topic', ...where, timerMinutes: body.timerMinutes ?? null, at: d.clock() },
      shuffled(picks),
      known,
    );
  });
}
