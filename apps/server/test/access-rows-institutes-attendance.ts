import { type AccessRow, missingId, staffOfA } from './access-row.ts';

/**
 * The access table's rows of attendance (docs/attendance.md). A made-up batch answers 404 to those
 * let through; teachers' batch scope and A's real ids in B's hands are tested in
 * institutes-attendance*.test.ts.
 */
export const instituteAttendanceRows = (orgA: () => string, studentId: () => string): AccessRow[] => {
  const batch = () => `/api/organisations/${orgA()}/attendance/${missingId}`;
  return [
    { route: () => ({ method: 'GET', url: `${batch()}/2026-11-20` }), expect: staffOfA(404) },
    {
      route: () => ({
        method: 'PUT',
        url: `${batch()}/2026-11-20`,
        payload: { marks: [{ userId: studentId(), status: 'present', note: '' }] },
      }),
      expect: staffOfA(404),
    },
    { route: () => ({ method: 'GET', url: `${batch()}/2026-11-20/history` }), expect: staffOfA(404) },
    { route: () => ({ method: 'GET', url: `${batch()}/month/2026-11` }), expect: staffOfA(404) },
    {
      route: () => ({ method: 'GET', url: `${batch()}/month/2026-11/export?format=csv` }),
      expect: staffOfA(404),
    },
    // Everyone of the institute reads their own (an admin has none); B's admin is refused.
    {
      route: () => ({ method: 'GET', url: `/api/organisations/${orgA()}/attendance/me` }),
      expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 403, platformAdmin: 200 },
    },
  ];
};
