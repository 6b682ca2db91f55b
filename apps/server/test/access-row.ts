/**
 * The shape of one row of the access table, and what the row files share. It lives apart from
 * access-table.ts so that the row files (access-rows-*.ts), which access-table.ts imports, do not
 * import it back.
 */
export type Who = 'anonymous' | 'student' | 'orgAdminA' | 'orgAdminB' | 'platformAdmin';

export interface AccessRow {
  route: () => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expect: Record<Who, number>;
}

/** An id no row of the database has: a route that takes it answers 404 to a caller let through. */
export const missingId = '00000000-0000-4000-8000-000000000000';

/** Any signed-in caller gets `status`; nobody signed in gets 401. */
export const signedInGets = (status: number): Record<Who, number> => ({
  anonymous: 401,
  student: status,
  orgAdminA: status,
  orgAdminB: status,
  platformAdmin: status,
});

/** A route of institute A for its staff (admins, teachers): only A's admins and platform admins get `status`. */
export const staffOfA = (status: number): Record<Who, number> => ({
  anonymous: 401,
  student: 403,
  orgAdminA: status,
  orgAdminB: 403,
  platformAdmin: status,
});
