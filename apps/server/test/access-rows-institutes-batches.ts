import type { AccessRow } from './access-row.ts';

const absent = '00000000-0000-4000-8000-000000000000';
let made = 0;
/** A route of institute A for its admins (or staff): only A's admins and platform admins get through. */
const staffOfA = (status: number) => ({
  anonymous: 401,
  student: 403,
  orgAdminA: status,
  orgAdminB: 403,
  platformAdmin: status,
});

/**
 * The access table's rows of members, batches, teachers, invites and the roster import
 * (docs/institutes.md, "Members, batches and teachers"). Made-up ids answer 404 to those let
 * through; teachers' batch scope and cross-institute ids are tested in institutes-batches*.test.ts.
 */
export const instituteBatchRows = (orgA: () => string, studentId: () => string): AccessRow[] => {
  const org = () => `/api/organisations/${orgA()}`;
  const batch = () => `${org()}/batches/${absent}`;
  return [
    { route: () => ({ method: 'GET', url: `${org()}/batches` }), expect: staffOfA(200) },
    { route: () => ({ method: 'GET', url: `${batch()}/roster` }), expect: staffOfA(404) },
    {
      route: () => ({ method: 'POST', url: `${org()}/batches`, payload: { name: `Access ${++made}` } }),
      expect: staffOfA(201),
    },
    { route: () => ({ method: 'PATCH', url: batch(), payload: { name: 'Renamed' } }), expect: staffOfA(404) },
    {
      route: () => ({ method: 'POST', url: `${batch()}/students`, payload: { userIds: [studentId()] } }),
      expect: staffOfA(404),
    },
    { route: () => ({ method: 'DELETE', url: `${batch()}/students/${studentId()}` }), expect: staffOfA(404) },
    {
      route: () => ({
        method: 'POST',
        url: `${batch()}/students/${studentId()}/move`,
        payload: { toBatchId: absent },
      }),
      expect: staffOfA(404),
    },
    {
      route: () => ({ method: 'POST', url: `${batch()}/teachers`, payload: { userId: studentId() } }),
      expect: staffOfA(404),
    },
    { route: () => ({ method: 'DELETE', url: `${batch()}/teachers/${studentId()}` }), expect: staffOfA(404) },
    {
      route: () => ({ method: 'PATCH', url: `${org()}/members/${absent}`, payload: {} }),
      expect: staffOfA(404),
    },
    { route: () => ({ method: 'DELETE', url: `${org()}/members/${absent}` }), expect: staffOfA(404) },
    // Leaving is the member's own (tested in institutes-batches.test.ts): here an institute nobody is
    // in, as leaving A would change the callers of the other rows.
    {
      route: () => ({ method: 'POST', url: `/api/organisations/${absent}/leave` }),
      expect: { anonymous: 401, student: 403, orgAdminA: 403, orgAdminB: 403, platformAdmin: 404 },
    },
    { route: () => ({ method: 'GET', url: `${org()}/invites` }), expect: staffOfA(200) },
    {
      route: () => ({ method: 'POST', url: `${org()}/invites`, payload: { batchId: absent } }),
      expect: staffOfA(404),
    },
    { route: () => ({ method: 'DELETE', url: `${org()}/invites/${absent}` }), expect: staffOfA(404) },
    {
      // A dry run: checked and reported, nothing written.
      route: () => ({
        method: 'POST',
        url: `${org()}/roster-import`,
        payload: {
          format: 'csv',
          contentBase64: Buffer.from('username\nnobody_here').toString('base64'),
          dryRun: true,
        },
      }),
      expect: staffOfA(200),
    },
    // Any signed-in person may look a code up; an unknown code is a 404.
    {
      route: () => ({ method: 'GET', url: '/api/invites/ZZZZ2222' }),
      expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
    },
    {
      route: () => ({ method: 'POST', url: '/api/invites/ZZZZ2222/join' }),
      expect: { anonymous: 401, student: 404, orgAdminA: 404, orgAdminB: 404, platformAdmin: 404 },
    },
  ];
};
