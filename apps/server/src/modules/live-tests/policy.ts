import { type LivePhase, mayRegister, mayWithdraw } from '@abhyas/core';
import { AppError, fieldError } from '../../lib/app-error.ts';

/**
 * Who may do what with a live test (docs/live-tests.md). The route states the level (signedIn,
 * platformAdmin, orgAdmin); these rules read nothing, so each is tested on its own.
 */

/** Joining: only from the start until the join window shuts (a joined candidate may always resume). */
export function assertJoinable(phase: LivePhase): void {
  if (phase === 'upcoming') throw new AppError(409, 'LIVE_NOT_STARTED', 'This live test has not started yet');
  if (phase !== 'open')
    throw new AppError(409, 'LIVE_JOIN_CLOSED', 'The join window of this live test has closed');
}

export function assertRegistrationOpen(phase: LivePhase): void {
  if (!mayRegister(phase))
    throw new AppError(409, 'LIVE_JOIN_CLOSED', 'Registration for this live test has closed');
}

export function assertWithdrawable(phase: LivePhase): void {
  if (!mayWithdraw(phase))
    throw fieldError(409, 'CONFLICT', 'liveTestId', 'validation.liveTests.started', 'The test has started');
}

/** Results, the leaderboard and the paper's solutions wait for publication. */
export function assertPublished(phase: LivePhase): void {
  if (phase !== 'published')
    throw new AppError(409, 'LIVE_RESULTS_PENDING', 'Results are published when the test window closes');
}

/** Rescheduling and cancelling: before the start only (a started paper is out). */
export function assertEditable(phase: LivePhase): void {
  if (phase !== 'upcoming')
    throw fieldError(409, 'CONFLICT', 'liveTestId', 'validation.liveTests.started', 'The test has started');
}

/** A test starts at least a few minutes ahead: registration and the reminder need the time. */
export function assertStartAhead(startsAt: Date, now: Date, leadMinutes: number): void {
  if (startsAt.getTime() < now.getTime() + leadMinutes * 60_000)
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'startsAt',
      'validation.liveTests.tooSoon',
      'Start is too soon',
    );
}

/** A refusal of the paper at scheduling (docs/live-tests.md, "Secrecy"). */
export const paperRefused = (rule: string, message: string) =>
  fieldError(409, 'CONFLICT', 'setId', `validation.liveTests.${rule}`, message);
