import type { DashboardAttempt } from '@abhyas/core';

/**
 * Addresses of other screens, as those screens define them (features do not import each other):
 * the hall and a result (/exams/…). A quiz's address is shared: lib/quiz-path.ts.
 */
const setPath = (a: { seriesId: string; setId: string }) => `/exams/${a.seriesId}/${a.setId}`;
/** In the language the test was started in, as the set list's own link does. */
export const hallPath = (a: DashboardAttempt) => `${setPath(a)}?lang=${a.language}`;
export const resultPath = (a: { seriesId: string; setId: string; attemptId: string }) =>
  `${setPath(a)}/results?attempt=${a.attemptId}`;
