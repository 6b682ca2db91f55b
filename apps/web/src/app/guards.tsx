import { Navigate, Outlet } from 'react-router';
import { HOME_AFTER_SIGN_IN } from '@/lib/navigation';
import { useIsSignedIn } from '@/lib/session';

/** Sign-in and sign-up make no sense with a session: send the user home instead. */
export function RedirectIfSignedIn() {
  return useIsSignedIn() ? <Navigate to={HOME_AFTER_SIGN_IN} replace /> : <Outlet />;
}
