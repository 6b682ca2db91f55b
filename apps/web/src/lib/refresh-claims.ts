import { refreshSession } from '@/lib/auth-refresh';
import { getRefreshToken } from '@/lib/session';

/**
 * Renews the access token now, so that claims changed on the server (an approved institute makes
 * its applicant an admin: `orgRole`, `organizationId`) reach the stored values and the menus at
 * once, not at the next refresh (docs/web-session.md). Shares the one refresh path: serialised
 * across tabs, and a failure leaves the session as it was (the claims follow at the next refresh).
 */
export async function refreshClaims(): Promise<boolean> {
  const stored = getRefreshToken();
  if (stored === null) return false;
  try {
    return (await refreshSession(stored)).ok;
  } catch {
    return false;
  }
}
