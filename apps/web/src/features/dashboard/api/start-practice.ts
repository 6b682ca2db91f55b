import { startQuiz } from '@/lib/api/start-quiz';

/** A topic of the student's, or "aimed": Practise my weak topics (the quizzes area's rule). */
export type PracticeTarget = { subject: string; topic: string } | 'aimed';

/** The length the quiz screen offers first; no timer: one tap, then the questions. */
const practiceLength = 10;

/** Starts a quiz on one topic or the weak topics; only its id is needed here. */
export async function startPractice(target: PracticeTarget): Promise<{ id: string }> {
  const { id } = await startQuiz({ target, length: practiceLength, timerMinutes: null });
  return { id };
}
