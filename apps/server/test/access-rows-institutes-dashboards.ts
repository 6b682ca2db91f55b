import type { AccessRow } from './access-row.ts';

/** An `orgStaff` route of institute A: A's staff and platform admins get through, its student does not. */
const staffOfA = (status: number) => ({
  anonymous: 401,
  student: 403,
  orgAdminA: status,
  orgAdminB: 403,
  platformAdmin: status,
});

/**
 * The access table's rows of the institute dashboards (docs/institutes.md, "Dashboards"). A teacher's
 * batch scope and the parent's public link are tested in institutes-dashboards*.test.ts.
 */
export const instituteDashboardRows = (orgA: () => string, studentId: () => string): AccessRow[] => [
  { route: () => ({ method: 'GET', url: `/api/organisations/${orgA()}/dashboard` }), expect: staffOfA(200) },
  {
    route: () => ({ method: 'GET', url: `/api/organisations/${orgA()}/students/${studentId()}/performance` }),
    expect: staffOfA(200),
  },
  {
    route: () => ({
      method: 'POST',
      url: `/api/organisations/${orgA()}/students/${studentId()}/report-card-links`,
      payload: { language: 'en' },
    }),
    expect: staffOfA(201),
  },
  {
    route: () => ({ method: 'GET', url: `/api/organisations/${orgA()}/me` }),
    expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 403, platformAdmin: 200 },
  },
];
