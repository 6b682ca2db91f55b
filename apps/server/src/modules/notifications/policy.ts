import { forbidden } from '../../lib/app-error.ts';

/** Members of an organisation read its notifications; platform admins read every organisation's. */
export function canViewOrganisationNotifications(
  viewer: { role: string; organizationId: string | null },
  organizationId: string,
): boolean {
  return viewer.role === 'admin' || viewer.organizationId === organizationId;
}

/** An institute's admin (or a platform admin) deletes its notices for everyone; a student hides them. */
export function deletesForEveryone(
  viewer: { role: string; organizationId: string | null; orgRole: string | null },
  organizationId: string,
): boolean {
  return viewer.role === 'admin' || (viewer.orgRole === 'admin' && viewer.organizationId === organizationId);
}

type Caller = { id: string; role: string; organizationId: string | null; orgRole: string | null };

/** The spec's organisation calls: members and platform admins only (403 otherwise). */
export function assertMayUseOrganisationNotifications(
  viewer: Caller,
  organizationId: string,
  what: 'read' | 'change',
): void {
  if (!canViewOrganisationNotifications(viewer, organizationId))
    throw forbidden(`Only this organisation's members can ${what} its notifications`);
}

/**
 * What deleting a notice does for this viewer: `delete` removes it for everyone, `dismiss` hides it
 * for the viewer alone, `null` is a 404 (not theirs to touch, or not under the route's organisation),
 * so ids cannot be probed. Their own personal notice is deleted; an institute's notice is deleted by
 * that institute's admin (or a platform admin) and hidden when a student deletes it; everyone's
 * notice is the platform's: a platform admin deletes it, anyone else hides it.
 */
export function deletionOf(
  viewer: Caller,
  row: { userId: string | null; organizationId: string | null } | undefined,
  organizationId: string | undefined,
): 'delete' | 'dismiss' | null {
  if (!row) return null;
  const own = row.userId === viewer.id;
  const shared = row.userId === null;
  const everyone = shared && row.organizationId === null;
  if (
    !(own || shared) ||
    (!own && !everyone && organizationId !== undefined && row.organizationId !== organizationId) ||
    (!own && !everyone && viewer.role !== 'admin' && viewer.organizationId !== row.organizationId)
  )
    return null;
  const removes =
    own || (everyone ? viewer.role === 'admin' : deletesForEveryone(viewer, row.organizationId ?? ''));
  return removes ? 'delete' : 'dismiss';
}

/** Like the streak calls: the caller knows whose id they sent, so 403 rather than 404. */
export function assertOwnPushToken(viewer: { id: string }, userId: string): void {
  if (userId !== viewer.id) throw forbidden('You can only register a push token for yourself');
}
