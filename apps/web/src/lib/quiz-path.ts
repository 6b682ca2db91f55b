import type { QuizKind } from '@abhyas/core';

/**
 * The quiz screen's address: /quiz/{subject}/{category} (category "all" mixes the subject's topics;
 * "weak-topics/all" is the aimed quiz; a day's current-affairs quiz opens as current-affairs/all; ?id= opens a started one). The quizzes and the dashboard link to it.
 */
export const aimedSubject = 'weak-topics';
export const wholeSubject = 'all';

export function quizPath(q: { id?: string; kind: QuizKind; subject: string | null; topic: string | null }) {
  const base =
    q.kind === 'aimed'
      ? `/quiz/${aimedSubject}/${wholeSubject}`
      : `/quiz/${q.subject ?? ''}/${q.topic ?? wholeSubject}`;
  return q.id ? `${base}?id=${q.id}` : base;
}
