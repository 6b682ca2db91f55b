import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { batchMembers, notificationDismissals, notifications } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/access.ts';

/** The organisation-wide notifications (addressed to no single user) of one organisation. */
export const ofOrganisation = (organizationId: string) =>
  and(eq(notifications.organizationId, organizationId), isNull(notifications.userId));

/** A platform-wide notice (today's Problem of the Day): addressed to no institute and no one user. */
export const platformWide = and(isNull(notifications.organizationId), isNull(notifications.userId));

/** Not hidden by the viewer (a student's delete of an institute-wide notice). */
export const notDismissedBy = (userId: string) =>
  sql`not exists (select 1 from ${notificationDismissals} nd where nd.user_id = ${userId} and nd.notification_id = ${notifications.id})`;

/**
 * An institute notice the viewer is meant to read: one to the whole institute, or one to a batch
 * the viewer is in (a student or a teacher of it). The institute's admins and platform admins read
 * every batch's notices.
 */
export const reachesViewer = (viewer: Pick<Viewer, 'id' | 'role' | 'orgRole'>) =>
  viewer.role === 'admin' || viewer.orgRole === 'admin'
    ? sql`true`
    : or(
        isNull(notifications.batchId),
        sql`exists (select 1 from ${batchMembers} bm where bm.batch_id = ${notifications.batchId} and bm.user_id = ${viewer.id})`,
      );

/** Every notice the viewer sees: their own, their institute's and the platform's, less those they hid. */
export const visibleTo = (viewer: Viewer) => {
  const mine = eq(notifications.userId, viewer.id);
  return and(
    viewer.organizationId
      ? or(mine, and(ofOrganisation(viewer.organizationId), reachesViewer(viewer)), platformWide)
      : or(mine, platformWide),
    notDismissedBy(viewer.id),
  );
};
