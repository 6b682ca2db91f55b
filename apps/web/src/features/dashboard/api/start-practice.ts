import { quizStateSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

/** A topic of the student's, or "aimed": Practise my weak topics (the quizzes area's rule). */
export type PracticeTarget = { subject: string; topic: string } | 'aimed';

/** The length the quiz screen offers first; no timer: one tap, then the questions. */
const practiceLength = 10;

/** POST /api/quizzes (one topic) or /api/quizzes/aimed: starts a quiz; only its id is needed here. */
export async function startPractice(target: PracticeTarget): Promise<{ id: string }> {
  const body =
    target === 'aimed'
      ? await apiPost<unknown>('/quizzes/aimed', { length: practiceLength, timerMinutes: null })
      : await apiPost<unknown>('/quizzes', {
          subject: target.subject,
          topic: target.topic,
          length: practiceLength,
          timerMinutes: null,
        });
  return { id: quizStateSchema.parse(body).id };
}
