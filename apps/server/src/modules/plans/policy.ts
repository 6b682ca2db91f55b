import { canAdministerOrganisation } from '@abhyas/core';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';

/**
 * Who may read a subscription and its receipt: the student it is for, or whoever administers the
 * institute it is for (its admins, platform admins). Anyone else gets the 404 of a missing id, so
 * receipt ids cannot be probed.
 */
export function assertCanReadSubscription(viewer: Viewer, row: SubscriptionRow | undefined): SubscriptionRow {
  if (!row) throw notFound('No such subscription');
  if (row.userId && row.userId === viewer.id) return row;
  if (row.organizationId && canAdministerOrganisation(viewer, row.organizationId)) return row;
  throw notFound('No such subscription');
}
