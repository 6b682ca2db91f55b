import type { AttemptResult } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { standing } from '../../leaderboards/standings.ts';
import { assertOwnAttemptRow, assertResultOpen, assertSubmitted } from '../policy.ts';
import { presentResult } from '../presenter.ts';
import { type AttemptWithSet, findAttemptWithSet } from '../queries.ts';

/** The result of a submitted attempt, with its honest rank (first attempts only) among all takers. */
export async function attemptResult(d: Deps, viewer: Viewer, attemptId: string): Promise<AttemptResult> {
  const row = await findAttemptWithSet(d, attemptId);
  assertOwnAttemptRow(viewer, row);
  assertResultOpen(row.set, viewer);
  return resultOf(d, row);
}

/** The result of an attempt already loaded (with its set) and checked to be the viewer's own. */
export async function resultOf(
  d: Deps,
  { attempt, set, seriesSlug }: AttemptWithSet,
): Promise<AttemptResult> {
  assertSubmitted(attempt);
  const { scoreMilli, submittedAt } = attempt;
  // A submitted attempt always has both (finalisation sets them together).
  if (scoreMilli === null || !submittedAt)
    throw new AppError(409, 'ATTEMPT_NOT_SUBMITTED', 'This attempt has not been submitted yet');
  const place = await standing(d, attempt.setId, scoreMilli);
  return presentResult({ ...attempt, scoreMilli, submittedAt }, set, seriesSlug, place);
}
