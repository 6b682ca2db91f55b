import { type QuizLength, quizStateSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

export interface QuizChoice {
  /** A subject and topic (null: the whole subject), or "aimed": Practise my weak topics. */
  target: { subject: string; topic: string | null } | 'aimed';
  length: QuizLength;
  timerMinutes: number | null;
}

/**
 * POST /api/quizzes (a subject or topic) or /api/quizzes/aimed: starts a quiz; its questions arrive
 * without keys. The quiz screen and the dashboard's one-tap practice both start quizzes here.
 */
export async function startQuiz(choice: QuizChoice) {
  const { target, length, timerMinutes } = choice;
  const body =
    target === 'aimed'
      ? await apiPost<unknown>('/quizzes/aimed', { length, timerMinutes })
      : await apiPost<unknown>('/quizzes', {
          subject: target.subject,
          topic: target.topic,
          length,
          timerMinutes,
        });
  return quizStateSchema.parse(body);
}
