import { type AttemptState, attemptStateSchema } from '@abhyas/core';
import { apiGet } from '@/lib/api-client';
import { type ClockSample, timed } from '../lib/clock';

export async function getAttempt(attemptId: string): Promise<{ value: AttemptState; clock: ClockSample }> {
  return timed(async () => attemptStateSchema.parse(await apiGet<unknown>(`/attempts/${attemptId}`)));
}
