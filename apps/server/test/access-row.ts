/**
 * The shape of one row of the access table. It lives apart from access-table.ts so that the row files
 * (access-rows-*.ts), which access-table.ts imports, do not import it back.
 */
export type Who = 'anonymous' | 'student' | 'orgAdminA' | 'orgAdminB' | 'platformAdmin';

export interface AccessRow {
  route: () => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expect: Record<Who, number>;
}
