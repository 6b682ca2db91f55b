// STUB: layout replaces this with the admin redirect.
import { Outlet } from 'react-router';

export function RequireAdmin() {
  return <Outlet />;
}
