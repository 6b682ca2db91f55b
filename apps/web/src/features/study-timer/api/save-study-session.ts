import { type StudySessionReceipt, type StudySessionRequest, studySessionReceiptSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/** POST /api/study-timer/sessions. A replay of a saved client id answers 200 and counts once. */
export async function saveStudySession(input: StudySessionRequest): Promise<StudySessionReceipt> {
  return studySessionReceiptSchema.parse(await apiPost<unknown>('/study-timer/sessions', input));
}
