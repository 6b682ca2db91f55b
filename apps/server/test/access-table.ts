import type { AccessRow, Who } from './access-row.ts';
import { potdRows } from './access-rows-daily.ts';
import { practiceRows } from './access-rows-practice.ts';

/**
 * The route table of access.test.ts: every guarded route and the status each kind of caller gets.
 * Rows read `orgA` and `studentId` when they run, so the test seeds them first (seedAccessTable).
 */
let orgA = '';
let studentId = '';

export function seedAccessTable(ids: { orgA: string; studentId: string }) {
  orgA = ids.orgA;
  studentId = ids.studentId;
}

export const everyone: Who[] = ['anonymous', 'student', 'orgAdminA', 'orgAdminB', 'platformAdmin'];

/** Every guarded route, and what each kind of caller gets. Public routes are covered in their own tests. */
const missingId = '00000000-0000-4000-8000-000000000000';
const contentQuestion = {
  section: 1,
  subject: 'history',
  topic: 'modern-history',
  difficulty: 'easy',
  text: { hi: 'प्रश्न?', en: 'Question?' },
  options: [
    { hi: 'क', en: 'a' },
    { hi: 'ख', en: 'b' },
    { hi: 'ग', en: 'c' },
    { hi: 'घ', en: 'd' },
  ],
  answer: 1,
  explanation: { hi: 'व्याख्या', en: 'Why' },
};
let studySessionCount = 0;
/** A finished focus session with a client id of its own, so every caller's save is a new one. */
const studySession = () => ({
  clientId: `00000000-0000-4000-8000-${String(++studySessionCount).padStart(12, '0')}`,
  startedAt: '2026-11-22T09:00:00.000Z',
  endedAt: '2026-11-22T09:25:00.000Z',
  focusSeconds: 1500,
  subject: 'history',
});
/** Any signed-in caller gets `status`; nobody signed in gets 401. */
const signedInGets = (status: number): Record<Who, number> => ({
  anonymous: 401,
  student: status,
  orgAdminA: status,
  orgAdminB: status,
  platformAdmin: status,
});
const allVisual = { answers: ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd', 'b', 'd'] };
export const table: AccessRow[] = [
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
  // The exam hall: a made-up set or attempt is a 404 for anyone signed in.
  {
    route: () => ({
      method: 'POST',
      url: `/api/attempts`,
      payload: { setId: 'no-such-set', language: 'hi' },
    }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/attempts?setId=no-such-set` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/attempts/summary?seriesId=no-such-series` }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/attempts/${missingId}` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/attempts/${missingId}/saves`,
      payload: { saves: [{ seq: 1, questionId: missingId, answer: 0, marked: false }] },
    }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'POST', url: `/api/attempts/${missingId}/submit` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'PUT',
      url: `/api/attempts/${missingId}/position`,
      payload: { questionId: missingId },
    }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/attempts/${missingId}/result` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/attempts/${missingId}/analysis` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/exams/sets/no-such-set/leaderboard` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/questions/${missingId}/reports`,
      payload: { attemptId: missingId, reason: 'wrongKey' },
    }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  // The question bank: any signed-in account browses, reveals and bookmarks for itself.
  {
    route: () => ({ method: 'GET', url: '/api/questions/bank/subjects' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/questions/bank/subjects/polity' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/questions/bank?subject=polity&bookmarked=yes' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'POST', url: `/api/questions/${missingId}/reveal` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'PUT', url: `/api/questions/${missingId}/bookmark` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'DELETE', url: `/api/questions/${missingId}/bookmark` }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/admin/question-reports` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'POST', url: `/api/admin/question-reports/${missingId}/dismiss` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/admin/questions/${missingId}/answer`,
      payload: { answer: 1 },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/admin/rank-reviews' }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/admin/rank-reviews/${missingId}`,
      payload: { decision: 'cleared' },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'PATCH',
      url: `/api/admin/users/${missingId}/accommodations`,
      payload: { compensatoryTime: true },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/admin/users' }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'POST', url: `/api/admin/users/${studentId}/enable` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    // A made-up id: disabling the student would end the session every other row signs in with.
    route: () => ({ method: 'POST', url: `/api/admin/users/${missingId}/disable` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/organisations/${orgA}/members` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 200, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/admin/feedback' }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'PATCH', url: `/api/admin/feedback/${missingId}`, payload: { handled: true } }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
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
    route: () => ({ method: 'GET', url: `/api/notifications/organization/${orgA}` }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({
      method: 'DELETE',
      url: `/api/notifications/organization/${orgA}/notification/${missingId}`,
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
      url: `/api/organisations/${orgA}/notifications`,
      payload: { title: 'Mock test', body: 'Tomorrow 10 am' },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 201, orgAdminB: 403, platformAdmin: 201 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/admin/content/series' }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({
      method: 'POST',
      url: '/api/admin/content/series',
      payload: { slug: 'access-series', examKey: 'general', title: { hi: 'शृंखला', en: 'Series' } },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 201 },
  },
  {
    route: () => ({
      method: 'PATCH',
      url: `/api/admin/content/series/${missingId}`,
      payload: { title: { hi: 'शृंखला', en: 'Series' } },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/admin/content/sets?seriesId=${missingId}` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: '/api/admin/content/sets',
      payload: { seriesId: missingId, slug: 'access-set', title: { hi: 'सेट', en: 'Set' }, languages: ['hi'] },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'PATCH', url: `/api/admin/content/sets/${missingId}`, payload: { free: true } }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/admin/content/sets/${missingId}` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/admin/content/sets/${missingId}/questions`,
      payload: contentQuestion,
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'PUT',
      url: `/api/admin/content/sets/${missingId}/questions/${missingId}`,
      payload: contentQuestion,
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'DELETE', url: `/api/admin/content/sets/${missingId}/questions/${missingId}` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/admin/content/sets/${missingId}/import`,
      payload: { format: 'json', mode: 'append', fileName: 'q.json', contentBase64: btoa('[]') },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/admin/content/sets/${missingId}/export?format=csv` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/admin/content/templates/csv' }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  ...practiceRows,
  ...potdRows(() => studentId),
];

/** Routes anyone may call; each has its own tests. Every other route needs a row in `table`. */
export const publicRoutes = [
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/signout',
  'POST /api/auth/refresh',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/feedback',
  'GET /api/exams/series',
  'GET /api/exams/series/{seriesId}/sets',
  'GET /api/exams/sets/{setId}',
  'GET /api/notes',
  'GET /api/notes/{subject}/{slug}',
  'GET /api/notes/{subject}/{slug}/pdf',
];

/**
 * Every API route the app registered, as `METHOD /api/path/{param}` (the OpenAPI spelling), read from
 * Fastify's own route tree (printRoutes): what the app serves, whether or not the docs show it. HEAD
 * (added beside every GET) and the docs viewer's routes are left out.
 */
export function registeredRoutes(app: { printRoutes(opts: { commonPrefix: false }): string }): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.add(`${method} ${path}`);
  }
  return routes;
}
