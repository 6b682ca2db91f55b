import type { QuizKind } from '@abhyas/core';

/**
 * The quiz screen's address: /quiz/{subject}/{category} (category "all" mixes the subject's topics;
 * "weak-topics/all" is the aimed quiz; a day's current-affairs quiz opens as current-affairs/day, so
 * its way back and "again" lead to /current-affairs, not to a topic quiz's setup; ?id= opens a
 * started one). The quizzes, the current-affairs page and the dashboard link to it.
 */
export const aimedSubject = 'weak-topics';
export const wholeSubject = 'all';
export const dayQuizPath = '/quiz/current-affairs/day';

/** A day's current-affairs quiz, by the address's subject and category. */
export const isDayQuiz = (subject: string, category: string) =>
  `/quiz/${subject}/${category}` === dayQuizPath;

export function quizPath(q: { id?: string; kind: QuizKind; subject: string | null; topic: string | null }) {
  const base =
    q.kind === 'aimed'
      ? `/quiz/${aimedSubject}/${wholeSubject}`
      : q.kind === 'current-affairs'
        ? dayQuizPath
        : `/quiz/${q.subject ?? ''}/${q.topic ?? wholeSubject}`;
  return q.id ? `${base}?id=${q.id}` : base;
}
