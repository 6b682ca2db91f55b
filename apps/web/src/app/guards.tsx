import { Navigate, Outlet, useLocation } from 'react-router';
import { landingAfterSignIn } from '@/lib/navigation';
import { useIsSignedIn } from '@/lib/session';

/**
 * Sign-in and sign-up make no sense with a session. The moment sign-in stores the token this
 * re-renders before the page's own navigation, so it must honour the same return path
 * (the page a Login Required gate sent the student from), not always the dashboard, and the same
 * language step first for a student who has not chosen a language yet (docs/first-visit.md).
 */
export function RedirectIfSignedIn() {
  const location = useLocation();
  if (!useIsSignedIn()) return <Outlet />;
  const { to, state } = landingAfterSignIn(location.state, location.search);
  return <Navigate to={to} state={state} replace />;
}
