import { type StudySessionRequest, studySessionRules } from '@abhyas/core';
import { fieldError } from '../../lib/app-error.ts';

/**
 * What the server believes of a session beyond its shape (the contract checks that): it cannot end
 * in the future, beyond a phone clock's small lead, nor be older than an offline queue can
 * reasonably hold. Reads nothing, so it is tested on its own.
 */
export function assertBelievableTimes(input: Pick<StudySessionRequest, 'endedAt'>, now: Date): void {
  const endedAt = Date.parse(input.endedAt);
  if (endedAt > now.getTime() + studySessionRules.futureSkewSeconds * 1000) {
    throw refusal('validation.studyTimer.inFuture', 'endedAt ends in the future: check the phone’s clock');
  }
  if (endedAt < now.getTime() - studySessionRules.maxAgeDays * 24 * 60 * 60 * 1000) {
    throw refusal(
      'validation.studyTimer.tooOld',
      `endedAt is more than ${studySessionRules.maxAgeDays} days old`,
    );
  }
}

const refusal = (rule: string, message: string) =>
  fieldError(400, 'VALIDATION_ERROR', 'endedAt', rule, message);
