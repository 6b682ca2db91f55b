import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '@/lib/session';

/** Sign-in and sign-up make no sense with a session: send the user home instead. */
export function RedirectIfSignedIn() {
  return useIsSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
