import { eq } from 'drizzle-orm';
import { notificationDismissals, notifications } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMayUseOrganisationNotifications, deletionOf } from '../policy.ts';

/**
 * Deletes one notification as the viewer may (policy.ts, `deletionOf`): removed for everyone, or
 * hidden for the viewer alone. `organizationId` is the spec's route's: the notice must belong to it
 * (or be the viewer's own). Anything else is a 404, so ids cannot be probed.
 */
export async function deleteNotification(d: Deps, viewer: Viewer, id: string, organizationId?: string) {
  if (organizationId !== undefined) assertMayUseOrganisationNotifications(viewer, organizationId, 'change');
  const [row] = await d.db.select().from(notifications).where(eq(notifications.id, id));
  const deletion = deletionOf(viewer, row, organizationId);
  if (!deletion) throw notFound('No such notification');
  if (deletion === 'delete') {
    await d.db.delete(notifications).where(eq(notifications.id, id));
    return { ok: true as const };
  }
  await d.db
    .insert(notificationDismissals)
    .values({ userId: viewer.id, notificationId: id, dismissedAt: d.clock() })
    .onConflictDoNothing();
  return { ok: true as const };
}
