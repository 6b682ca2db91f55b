import { type AttemptTiming, attemptPositionSchema, attemptTimingSchema } from '@abhyas/core';
import { apiPut } from '@/lib/api-client';
import { type ClockSample, clockSample } from '../lib/clock';

/**
 * PUT /api/attempts/{id}/position: where the student is, so a reload or another device resumes there.
 * It answers with the attempt's time (a moved deadline reaches a student who only reads). Best effort:
 * the caller ignores every failure (the position is also kept on the device), and an answer without
 * the time (an older server's 204) is only a stored position.
 */
export async function putPosition(
  attemptId: string,
  questionId: string,
): Promise<{ timing: AttemptTiming; clock: ClockSample } | null> {
  const sentAt = Date.now();
  const body = await apiPut<unknown>(
    `/attempts/${attemptId}/position`,
    attemptPositionSchema.parse({ questionId }),
  );
  const timing = attemptTimingSchema.safeParse(body);
  if (!timing.success) return null;
  return { timing: timing.data, clock: clockSample(sentAt, Date.now(), timing.data.serverNow) };
}
