import type { AccessRow } from './access-row.ts';

const absent = '00000000-0000-4000-8000-000000000000';
/** An `orgStaff` or `orgAdmin` route of institute A: only A's admins and platform admins get through. */
const staffOfA = (status: number) => ({
  anonymous: 401,
  student: 403,
  orgAdminA: status,
  orgAdminB: 403,
  platformAdmin: status,
});

/**
 * The access table's rows of members, batches, teachers and invites (docs/institutes.md, "Members,
 * batches and teachers"). Teachers' batch scope is tested in institutes-batches-read.test.ts.
 */
export const instituteBatchRows = (orgA: () => string): AccessRow[] => [
  { route: () => ({ method: 'GET', url: `/api/organisations/${orgA()}/batches` }), expect: staffOfA(200) },
  {
    route: () => ({ method: 'GET', url: `/api/organisations/${orgA()}/batches/${absent}/roster` }),
    expect: staffOfA(404),
  },
];
