// STUB: layout replaces this with the Login Required gate.
import { Outlet } from 'react-router';

export function RequireSignIn() {
  return <Outlet />;
}
