import { type AccessRow, missingId, signedInGets } from './access-row.ts';

/**
 * The plans' rows (docs/plans.md): anyone signed in chooses a student plan for themself; only A's
 * admins (and platform admins) choose an institute plan for A; a receipt nobody has is 404 to all.
 */
export const planRows = (orgA: () => string): AccessRow[] => [
  { route: () => ({ method: 'GET', url: '/api/plans/mine' }), expect: signedInGets(200) },
  {
    route: () => ({ method: 'POST', url: '/api/plans/subscriptions', payload: { planKey: 'student_plus' } }),
    expect: signedInGets(200),
  },
  {
    route: () => ({
      method: 'POST',
      url: '/api/plans/subscriptions',
      payload: { planKey: 'institute_50', organizationId: orgA() },
    }),
    expect: { anonymous: 401, student: 403, orgAdminA: 200, orgAdminB: 403, platformAdmin: 200 },
  },
  {
    route: () => ({ method: 'GET', url: `/api/plans/subscriptions/${missingId}/receipt` }),
    expect: signedInGets(404),
  },
];
