import type { NextSteps } from '@abhyas/core';
import { recentResultsLimit } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { presentAttempt } from '../presenter.ts';
import { submittedAttempts, unfinishedAttempts } from '../queries.ts';

/** More than one running test at a time is rare; the landing shows a handful at most. */
export const unfinishedLimit = 5;

/**
 * The signed-in landing's next steps: the student's own running attempts that still have time and
 * their newest results. Only the viewer's rows are ever read.
 */
export async function nextSteps(d: Deps, userId: string): Promise<NextSteps> {
  const [unfinished, recent] = await Promise.all([
    unfinishedAttempts(d, userId, unfinishedLimit),
    submittedAttempts(d, userId, recentResultsLimit),
  ]);
  return { unfinished: unfinished.map(presentAttempt), recentResults: recent.map(presentAttempt) };
}
