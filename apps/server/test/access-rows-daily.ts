import type { AccessRow } from './access-row.ts';

const admins = { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 };
const signedIn = (status: number) => ({
  anonymous: 401,
  student: status,
  orgAdminA: status,
  orgAdminB: status,
  platformAdmin: status,
});

/**
 * An option of today's problem, read by the access test before it runs (the access test's bank is
 * empty, so the day gets a generated problem: docs/potd.md).
 */
let potdAnswer = '';
export const setPotdAnswer = (answer: string) => {
  potdAnswer = answer;
};

/**
 * The Problem of the Day's, the global leaderboards' and current affairs' rows (docs/potd.md,
 * docs/leaderboards.md, docs/current-affairs.md). `studentId` is the access test's student: only they
 * and a platform admin may read their streak.
 */
export const potdRows = (studentId: () => string): AccessRow[] => [
  { route: () => ({ method: 'GET', url: '/api/potd/today' }), expect: signedIn(200) },
  // Web Push registration: a token is registered for the caller's own id only.
  { route: () => ({ method: 'GET', url: '/api/notification/vapid-key' }), expect: signedIn(200) },
  {
    route: () => ({
      method: 'POST',
      url: '/api/notification/token',
      payload: {
        token: JSON.stringify({
          endpoint: 'https://fcm.googleapis.com/fcm/send/access-test',
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        }),
        device: 'Desktop Linux (Google Inc.)',
        userId: studentId(),
        timestamp: '2026-11-22T10:00:00.000Z',
      },
    }),
    expect: { anonymous: 401, student: 200, orgAdminA: 403, orgAdminB: 403, platformAdmin: 403 },
  },
  {
    route: () => ({
      method: 'DELETE',
      url: '/api/notification/token',
      payload: { endpoint: 'https://fcm.googleapis.com/x' },
    }),
    expect: signedIn(200),
  },
  // The global leaderboards (docs/leaderboards.md): the institute board is the caller's own institute's.
  { route: () => ({ method: 'GET', url: '/api/leaderboards?period=month' }), expect: signedIn(200) },
  {
    route: () => ({ method: 'GET', url: '/api/leaderboards?scope=org' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'POST', url: '/api/potd/submit', payload: { answer: potdAnswer } }),
    expect: signedIn(200),
  },
  { route: () => ({ method: 'GET', url: '/api/potd/archive' }), expect: signedIn(200) },
  {
    route: () => ({ method: 'GET', url: '/api/potd/schedule?from=2026-11-01&to=2026-11-30' }),
    expect: admins,
  },
  {
    route: () => ({
      method: 'PUT',
      url: '/api/potd/schedule/2026-12-20',
      payload: { questionId: '00000000-0000-4000-8000-000000000000' },
    }),
    // A day to come (the test clock is in November 2026), a question that does not exist.
    expect: { ...admins, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: '/api/potd/schedule/2026-12-20/question',
      payload: {
        subject: 'polity',
        topic: 'parliament',
        difficulty: 'easy',
        text: {
          hi: 'लोकसभा की अधिकतम सदस्य संख्या कितनी है?',
          en: 'What is the maximum strength of the Lok Sabha?',
        },
        options: ['530', '545', '550', '552'].map((n) => ({ hi: n, en: n })),
        answer: 4,
        explanation: { hi: 'संविधान 552 तक की अनुमति देता है।', en: 'The Constitution allows up to 552.' },
      },
    }),
    expect: admins,
  },
  {
    route: () => ({ method: 'DELETE', url: '/api/potd/schedule/2026-12-20' }),
    expect: { ...admins, platformAdmin: 204 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/problem-of-day/users/${studentId()}` }),
    expect: { anonymous: 401, student: 200, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'POST', url: `/api/problem-of-day/users/${studentId()}` }),
    expect: { anonymous: 401, student: 200, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  // Current affairs (docs/current-affairs.md). Nothing is published in the access test's database:
  // a day's quiz and a month's digest are 404 for everyone signed in.
  { route: () => ({ method: 'GET', url: '/api/current-affairs' }), expect: signedIn(200) },
  {
    route: () => ({ method: 'POST', url: '/api/current-affairs/days/2026-11-20/quiz' }),
    expect: signedIn(404),
  },
  {
    route: () => ({ method: 'GET', url: '/api/current-affairs/months/2026-11/digest' }),
    expect: signedIn(404),
  },
  { route: () => ({ method: 'GET', url: '/api/admin/current-affairs/days/2026-11-20' }), expect: admins },
  {
    route: () => ({
      method: 'PUT',
      url: '/api/admin/current-affairs/days/2026-12-20',
      payload: {
        questionIds: Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`),
      },
    }),
    // Ten questions that do not exist: nothing published.
    expect: { ...admins, platformAdmin: 404 },
  },
];
