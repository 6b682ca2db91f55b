import type { CurrentAffairsDay, CurrentAffairsList } from '@abhyas/core';

export const today = '2026-11-29';
export const quizId = '66666666-6666-4666-8666-666666666666';

export const day = (d: string, over: Partial<CurrentAffairsDay> = {}): CurrentAffairsDay => ({
  day: d,
  questions: 10,
  quizId: null,
  answered: 0,
  correct: 0,
  finished: false,
  ...over,
});

export const list = (over: Partial<CurrentAffairsList> = {}): CurrentAffairsList => ({
  today,
  month: '2026-11',
  days: [
    day(today),
    day('2026-11-28'),
    day('2026-11-27', { quizId, answered: 10, correct: 7, finished: true }),
  ],
  months: ['2026-11', '2026-10'],
  ...over,
});

/** A day's quiz as POST /api/current-affairs/days/{day}/quiz answers it. */
export const quizState = (id = quizId) => ({
  id,
  kind: 'current-affairs',
  subject: 'current-affairs',
  topic: null,
  length: 10,
  timerSeconds: null,
  startedAt: '2026-11-29T04:00:00.000Z',
  serverTime: '2026-11-29T04:00:01.000Z',
  finishedAt: null,
  questions: [],
  verdicts: [],
});
