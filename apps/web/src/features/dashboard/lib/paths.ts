import type { DashboardAttempt } from '@abhyas/core';

/**
 * Addresses of other screens, as those screens define them (features do not import each other):
 * the hall and a result (/exams/…), a quiz (/quiz/{subject}/{category}, "weak-topics/all" for the
 * aimed quiz, ?id= to open a started one: features/quizzes/lib/paths.ts).
 */
const setPath = (a: { seriesId: string; setId: string }) => `/exams/${a.seriesId}/${a.setId}`;
/** In the language the test was started in, as the set list's own link does. */
export const hallPath = (a: DashboardAttempt) => `${setPath(a)}?lang=${a.language}`;
export const resultPath = (a: { seriesId: string; setId: string; attemptId: string }) =>
  `${setPath(a)}/results?attempt=${a.attemptId}`;

export function quizPath(q: {
  id: string;
  kind: 'topic' | 'aimed';
  subject: string | null;
  topic: string | null;
}) {
  const base = q.kind === 'aimed' ? '/quiz/weak-topics/all' : `/quiz/${q.subject ?? ''}/${q.topic ?? 'all'}`;
  return `${base}?id=${q.id}`;
}
