import { attemptPositionSchema } from '@abhyas/core';
import { apiPut } from '@/lib/api-client';

/**
 * PUT /api/attempts/{id}/position: where the student is, so a reload or another device resumes there.
 * Best effort: the caller ignores every failure (the position is also kept on the device).
 */
export async function putPosition(attemptId: string, questionId: string): Promise<void> {
  await apiPut<unknown>(`/attempts/${attemptId}/position`, attemptPositionSchema.parse({ questionId }));
}
