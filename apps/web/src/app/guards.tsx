import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPathFrom } from '@/lib/navigation';
import { useIsSignedIn } from '@/lib/session';

/**
 * Sign-in and sign-up make no sense with a session. The moment sign-in stores the token this
 * re-renders before the page's own navigation, so it must honour the same return path
 * (the page a Login Required gate sent the student from), not always the dashboard.
 */
export function RedirectIfSignedIn() {
  const location = useLocation();
  return useIsSignedIn() ? <Navigate to={returnPathFrom(location.state)} replace /> : <Outlet />;
}
