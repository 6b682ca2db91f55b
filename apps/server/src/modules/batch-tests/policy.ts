import { batchTestStatus, rankFor } from '@abhyas/core';
import { fieldError } from '../../lib/app-error.ts';

/**
 * Who may do what with the institute's tests (docs/institutes.md, "The institute's own tests"). The
 * route states the level (orgAdmin, orgStaff, orgMember); these are the rest, reading nothing.
 */

/** A window may not be assigned to close before now: nobody could ever sit it. */
export function assertWindowAhead(closesAt: Date, now: Date): void {
  if (batchTestStatus(now, closesAt, now) !== 'open')
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'closesAt',
      'validation.batchTests.closesInPast',
      'The window has already closed',
    );
}

/** A set is assigned to a batch once (change the window by cancelling and assigning again). */
export const alreadyAssigned = () =>
  fieldError(
    409,
    'CONFLICT',
    'setId',
    'validation.batchTests.alreadyAssigned',
    'This set is already assigned to this batch',
  );

/** Competition rank within the batch (core's `rankFor`): equal scores share a rank. */
export const batchRank = (scores: readonly number[], mine: number) =>
  rankFor(scores.filter((s) => s > mine).length);

/** Average of scores in milli-marks; null when nobody took the test. */
export const averageOf = (scores: readonly number[]) =>
  scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
