import { useLocation } from 'react-router';
import { navItemsFor } from '@/app/layout/nav-items';
import { useStoredValue } from '@/lib/session';
import { writeItem } from '@/lib/storage';

/** What the frame needs from storage and the address, re-read whenever either changes. */
export function useLayoutState() {
  const { pathname } = useLocation();
  const token = useStoredValue('token');
  const language = useStoredValue('selectedLanguage');
  const role = useStoredValue('role');
  const orgRole = useStoredValue('orgRole');
  return { pathname, token, language, navItems: navItemsFor({ role, orgRole, signedIn: token !== null }) };
}

/** The desktop sidebar is expanded unless the user collapsed it (`sidebarOpen` === 'false'). */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const open = useStoredValue('sidebarOpen') !== 'false';
  return [open, (next) => writeItem('sidebarOpen', String(next))];
}
