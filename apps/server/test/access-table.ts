import type { AccessRow, Who } from './access-row.ts';
import { accountRows, personalRows } from './access-rows-account.ts';
import { adminRows, contentRows } from './access-rows-admin.ts';
import { communityGroupRows } from './access-rows-community.ts';
import { communityMessageRows } from './access-rows-community-messages.ts';
import { potdRows } from './access-rows-daily.ts';
import { examRows } from './access-rows-exams.ts';
import { instituteAttendanceRows } from './access-rows-institutes-attendance.ts';
import { instituteBatchTestRows } from './access-rows-institutes-batch-tests.ts';
import { instituteBatchRows } from './access-rows-institutes-batches.ts';
import { instituteDashboardRows } from './access-rows-institutes-dashboards.ts';
import { organisationRows } from './access-rows-institutes-organisations.ts';
import { liveTestRows } from './access-rows-live-tests.ts';
import { planRows } from './access-rows-plans.ts';
import { practiceRows } from './access-rows-practice.ts';

/**
 * The route table of access.test.ts: every guarded route and the status each kind of caller gets.
 * Rows read `orgA` and `studentId` when they run, so the test seeds them first (seedAccessTable).
 */
let orgA = '';
let studentId = '';

export function seedAccessTable(ids: { orgA: string; studentId: string }) {
  orgA = ids.orgA;
  studentId = ids.studentId;
}

export const everyone: Who[] = ['anonymous', 'student', 'orgAdminA', 'orgAdminB', 'platformAdmin'];

/**
 * Every guarded route, and what each kind of caller gets, area by area (access-rows-*.ts), in the
 * order the test calls them. Public routes are covered in their own tests.
 */
export const table: AccessRow[] = [
  ...accountRows,
  ...examRows,
  ...adminRows(
    () => studentId,
    () => orgA,
  ),
  ...personalRows(() => orgA),
  ...contentRows,
  ...practiceRows,
  ...potdRows(() => studentId),
  ...organisationRows,
  ...instituteBatchRows(
    () => orgA,
    () => studentId,
  ),
  ...instituteBatchTestRows(() => orgA),
  ...instituteAttendanceRows(
    () => orgA,
    () => studentId,
  ),
  ...instituteDashboardRows(
    () => orgA,
    () => studentId,
  ),
  ...communityGroupRows,
  ...communityMessageRows,
  ...planRows(() => orgA),
  ...liveTestRows(() => orgA),
];

/** Routes anyone may call; each has its own tests. Every other route needs a row in `table`. */
export const publicRoutes = [
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/signout',
  'POST /api/auth/refresh',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/feedback',
  'GET /api/report-cards/{token}',
  'GET /api/exams/series',
  'GET /api/exams/series/{seriesId}/sets',
  'GET /api/exams/sets/{setId}',
  'GET /api/notes',
  'GET /api/notes/{subject}/{slug}',
  'GET /api/notes/{subject}/{slug}/pdf',
  'GET /api/plans',
];

/**
 * Every API route the app registered, as `METHOD /api/path/{param}` (the OpenAPI spelling), read from
 * Fastify's own route tree (printRoutes): what the app serves, whether or not the docs show it. HEAD
 * (added beside every GET) and the docs viewer's routes are left out.
 */
export function registeredRoutes(app: { printRoutes(opts: { commonPrefix: false }): string }): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.add(`${method} ${path}`);
  }
  return routes;
}
