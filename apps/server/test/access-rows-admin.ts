import { type AccessRow, missingId } from './access-row.ts';

/** A valid question for the content admin's question routes (the set is a made-up id). */
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

/**
 * The access table's rows of the admins' users, organisations and feedback. `studentId` and `orgA`
 * are the access test's student and first organisation, read when a row runs.
 */
export const adminRows = (studentId: () => string, orgA: () => string): AccessRow[] => [
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
    route: () => ({ method: 'POST', url: `/api/admin/users/${studentId()}/enable` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    // A made-up id: disabling the student would end the session every other row signs in with.
    route: () => ({ method: 'POST', url: `/api/admin/users/${missingId}/disable` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/organisations/${orgA()}/members` }),
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
    route: () => ({
      method: 'POST',
      url: `/api/admin/feedback/${missingId}/reply`,
      payload: { reply: 'Thank you for writing.' },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/admin/stats' }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/admin/users/${studentId()}` }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    // A made-up id: promoting the student would change what every other row expects of them.
    route: () => ({ method: 'PATCH', url: `/api/admin/users/${missingId}/role`, payload: { role: 'admin' } }),
    expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
  },
];

/** The rows of the content admin: series, sets, their questions, import and export. */
export const contentRows: AccessRow[] = [
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
];
