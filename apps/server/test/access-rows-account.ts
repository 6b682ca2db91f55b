import { type AccessRow, missingId, signedInGets } from './access-row.ts';

let studySessionCount = 0;
/** A finished focus session with a client id of its own, so every caller's save is a new one. */
const studySession = () => ({
  clientId: `00000000-0000-4000-8000-${String(++studySessionCount).padStart(12, '0')}`,
  startedAt: '2026-11-22T09:00:00.000Z',
  endedAt: '2026-11-22T09:25:00.000Z',
  focusSeconds: 1500,
  subject: 'history',
});
const allVisual = { answers: ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd', 'b', 'd'] };

/** The access table's rows of the caller's own account and dashboard. */
export const accountRows: AccessRow[] = [
  {
    route: () => ({ method: 'GET', url: '/api/me' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  // The caller's own account (the language); the token names it, so every role may.
  {
    route: () => ({ method: 'PATCH', url: '/api/me', payload: { language: 'en' } }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  // The target exam on the caller's own account (docs/first-visit.md): the same route, another field.
  {
    route: () => ({ method: 'PATCH', url: '/api/me', payload: { targetExam: 'SSC_CGL_TIER_1' } }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  // The signed-in landing reads only the caller's own attempts.
  {
    route: () => ({ method: 'GET', url: '/api/dashboard/next-steps' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  // The student dashboard: any signed-in caller gets their own summary (empty for a new account).
  {
    route: () => ({ method: 'GET', url: '/api/dashboard/summary' }),
    expect: signedInGets(200),
  },
  // The dashboard's "Your exam" card: the caller's own target and their own attempts only.
  {
    route: () => ({ method: 'GET', url: '/api/dashboard/target-exam' }),
    expect: signedInGets(200),
  },
];

/**
 * The rows of what each caller keeps for themself: the learning style, study sessions and
 * notifications (`orgA` is the access test's first organisation, read when a row runs).
 */
export const personalRows = (orgA: () => string): AccessRow[] => [
  {
    route: () => ({ method: 'PUT', url: '/api/learning-style', payload: allVisual }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/learning-style/me' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  // The study timer: a student's own sessions (the test clock reads 2026-11-22T10:00Z).
  {
    route: () => ({ method: 'POST', url: '/api/study-timer/sessions', payload: studySession() }),
    expect: { anonymous: 401, student: 201, orgAdminA: 201, orgAdminB: 201, platformAdmin: 201 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/study-timer/week' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/notifications' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/notifications/unread' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    // Only ever the caller's own read mark: the body names no user.
    route: () => ({ method: 'POST', url: '/api/notifications/read', payload: {} }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/notifications/organization/${orgA()}` }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({
      method: 'DELETE',
      url: `/api/notifications/organization/${orgA()}/notification/${missingId}`,
    }),
    // Members of org A may delete (a student hides for themself); org B's admin may not touch A's.
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'DELETE', url: `/api/notifications/${missingId}` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/organisations/${orgA()}/notifications`,
      payload: { title: 'Mock test', body: 'Tomorrow 10 am' },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 201, orgAdminB: 403, platformAdmin: 201 },
  },
];
