import type { AccessRow } from './access-row.ts';

const missingId = '00000000-0000-4000-8000-000000000000';
const platformAdmins = (status: number) => ({
  anonymous: 401,
  student: 403,
  orgAdminA: 403,
  orgAdminB: 403,
  platformAdmin: status,
});
const details = {
  name: 'Access Table Academy',
  kind: 'coaching',
  city: 'Lucknow',
  state: 'UP',
  contactName: 'Ravi Kumar',
  phone: '9876543210',
  email: 'office@access-academy.in',
  expectedStudents: 40,
};

/**
 * "Register Your Institute" and the platform admins' institute routes (docs/institutes.md). The
 * student and both institute admins already belong to an institute, so their request is a 409; the
 * platform admin belongs to none, so theirs is stored.
 */
export const organisationRows: AccessRow[] = [
  {
    route: () => ({ method: 'POST', url: '/api/organisation-requests', payload: details }),
    expect: { anonymous: 401, student: 409, orgAdminA: 409, orgAdminB: 409, platformAdmin: 201 },
  },
  {
    route: () => ({ method: 'GET', url: '/api/organisation-requests/mine' }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 200, platformAdmin: 200 },
  },
  { route: () => ({ method: 'GET', url: '/api/admin/organisation-requests' }), expect: platformAdmins(200) },
  {
    route: () => ({ method: 'POST', url: `/api/admin/organisation-requests/${missingId}/approve` }),
    expect: platformAdmins(404),
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/admin/organisation-requests/${missingId}/reject`,
      payload: { reason: 'Not an institute.' },
    }),
    expect: platformAdmins(404),
  },
  { route: () => ({ method: 'GET', url: '/api/admin/organisations' }), expect: platformAdmins(200) },
  {
    route: () => ({ method: 'POST', url: '/api/admin/organisations', payload: details }),
    expect: platformAdmins(201),
  },
  {
    route: () => ({ method: 'POST', url: `/api/admin/organisations/${missingId}/suspend` }),
    expect: platformAdmins(404),
  },
  {
    route: () => ({ method: 'POST', url: `/api/admin/organisations/${missingId}/lift-suspension` }),
    expect: platformAdmins(404),
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/admin/organisations/${missingId}/admins`,
      payload: { identifier: 'nobody@example.in' },
    }),
    expect: platformAdmins(404),
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/admin/organisations/${missingId}/admins/${missingId}/demote`,
    }),
    expect: platformAdmins(404),
  },
];
