import type { StartQuiz } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { drawFor, recentBankIds, runningTestQuestionIds } from '../question-source.ts';
import { createQuiz, shuffled } from './create-quiz.ts';

/**
 * Starts a quiz of one subject (and topic): practice questions from the bank the student has not
 * answered lately, then generated ones where the bank is thin. Questions go out without keys.
 */
export async function startQuiz(d: Deps, userId: string, body: StartQuiz) {
  return d.db.transaction(async (tx) => {
    const recent = await recentBankIds(tx, userId);
    // Never a question of the test the student is sitting (the verdict would give its key away).
    const running = new Set(await runningTestQuestionIds(tx, userId));
    const where = { subject: body.subject, topic: body.topic ?? null };
    const picks = await drawFor(tx, where, body.length, recent, running);
    return createQuiz(
      tx,
      { userId, kind: 'topic', ...where, timerMinutes: body.timerMinutes ?? null, at: d.clock() },
      shuffled(picks),
    );
  });
}
