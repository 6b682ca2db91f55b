import { type AccessRow, missingId, signedInGets } from './access-row.ts';

/** Platform admins only. */
const platformOnly = (status: number) => ({
  anonymous: 401,
  student: 403,
  orgAdminA: 403,
  orgAdminB: 403,
  platformAdmin: status,
});
/** Institute A's admins (and platform admins). */
const adminsOfA = (status: number) => ({
  anonymous: 401,
  student: 403,
  orgAdminA: status,
  orgAdminB: 403,
  platformAdmin: status,
});
const schedule = { liveKey: 'general_exams_LIVE', setId: missingId, startsAt: '2027-06-01T10:00:00Z' };

/**
 * The access table's rows of the live tests (docs/live-tests.md): made-up ids answer 404 to those
 * let through; who sees which test (all-India, a batch's) is tested in live-tests-*.test.ts.
 */
export const liveTestRows = (orgA: () => string): AccessRow[] => {
  const live = `/api/live-tests/${missingId}`;
  const org = () => `/api/organisations/${orgA()}/live-tests`;
  return [
    { route: () => ({ method: 'GET', url: '/api/live-tests' }), expect: signedInGets(200) },
    { route: () => ({ method: 'GET', url: live }), expect: signedInGets(404) },
    { route: () => ({ method: 'POST', url: `${live}/registration` }), expect: signedInGets(404) },
    { route: () => ({ method: 'DELETE', url: `${live}/registration` }), expect: signedInGets(404) },
    { route: () => ({ method: 'POST', url: `${live}/join` }), expect: signedInGets(404) },
    { route: () => ({ method: 'GET', url: `${live}/results` }), expect: signedInGets(404) },
    { route: () => ({ method: 'GET', url: `${live}/leaderboard` }), expect: signedInGets(404) },
    { route: () => ({ method: 'GET', url: '/api/admin/live-tests' }), expect: platformOnly(200) },
    {
      route: () => ({ method: 'POST', url: '/api/admin/live-tests', payload: schedule }),
      expect: platformOnly(404),
    },
    {
      route: () => ({
        method: 'PATCH',
        url: `/api/admin/live-tests/${missingId}`,
        payload: { joinMinutes: 10 },
      }),
      expect: platformOnly(404),
    },
    {
      route: () => ({ method: 'DELETE', url: `/api/admin/live-tests/${missingId}` }),
      expect: platformOnly(404),
    },
    { route: () => ({ method: 'GET', url: org() }), expect: adminsOfA(200) },
    {
      route: () => ({ method: 'POST', url: org(), payload: { ...schedule, batchId: missingId } }),
      expect: adminsOfA(404),
    },
    {
      route: () => ({ method: 'PATCH', url: `${org()}/${missingId}`, payload: { joinMinutes: 10 } }),
      expect: adminsOfA(404),
    },
    { route: () => ({ method: 'DELETE', url: `${org()}/${missingId}` }), expect: adminsOfA(404) },
  ];
};
