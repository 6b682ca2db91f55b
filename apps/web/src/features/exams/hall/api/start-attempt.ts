import { type AttemptState, attemptStateSchema, type TestLanguage } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';
import { type ClockSample, timed } from '../lib/clock';

/** 201 when a new attempt starts, 200 when the active one is resumed: the same state either way. */
export async function startAttempt(
  setId: string,
  language: TestLanguage,
): Promise<{ value: AttemptState; clock: ClockSample }> {
  return timed(async () =>
    attemptStateSchema.parse(await apiPost<unknown>('/attempts', { setId, language })),
  );
}
