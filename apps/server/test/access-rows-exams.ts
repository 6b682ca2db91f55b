import { type AccessRow, missingId } from './access-row.ts';

/**
 * The access table's rows of the exam hall, the leaderboards, the question bank and the admins'
 * question reports, key corrections and rank reviews.
 */
export const examRows: AccessRow[] = [
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
    route: () => ({ method: 'GET', url: `/api/questions/${missingId}` }),
    expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
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
];
