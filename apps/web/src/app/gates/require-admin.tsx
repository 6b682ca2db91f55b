import { Navigate, Outlet } from 'react-router';
import { useStoredValue } from '@/lib/session';

/** Spec §2, §5: admin-only screens send anyone whose role and orgRole are not admin to /. */
export function RequireAdmin() {
  const role = useStoredValue('role');
  const orgRole = useStoredValue('orgRole');
  return role === 'admin' || orgRole === 'admin' ? <Outlet /> : <Navigate to="/" replace />;
}
