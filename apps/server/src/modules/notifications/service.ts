import { type CreateNotificationRequest, type PaginationQuery, pageMeta } from '@abhyas/core';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { type NotificationRow, notifications, organisations } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';
import { canViewOrganisationNotifications } from './policy.ts';

/** The spec's shape: epoch milliseconds, no organisation or user ids. */
export function presentNotification(row: NotificationRow) {
  return { id: row.id, title: row.title, body: row.body, timestamp: row.createdAt.getTime() };
}

/** The organisation-wide notifications (addressed to no single user) of one organisation. */
const ofOrganisation = (organizationId: string) =>
  and(eq(notifications.organizationId, organizationId), isNull(notifications.userId));

/** The viewer's own notifications and their organisation's, newest first. */
export async function listMyNotifications(d: Deps, viewer: Viewer, query: PaginationQuery) {
  const mine = eq(notifications.userId, viewer.id);
  const where = viewer.organizationId ? or(mine, ofOrganisation(viewer.organizationId)) : mine;
  const [rows, [total]] = await Promise.all([
    d.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { data: rows.map(presentNotification), meta: pageMeta(query, total?.n ?? 0) };
}

/** Spec §7 answers only `{ data }`: the newest 100 are the whole list a phone should hold. */
export const ORGANISATION_LIST_LIMIT = 100;

export async function listOrganisationNotifications(d: Deps, viewer: Viewer, organizationId: string) {
  if (!canViewOrganisationNotifications(viewer, organizationId)) {
    throw forbidden("Only this organisation's members can read its notifications");
  }
  const rows = await d.db
    .select()
    .from(notifications)
    .where(ofOrganisation(organizationId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(ORGANISATION_LIST_LIMIT);
  return { data: rows.map(presentNotification) };
}

export async function createOrganisationNotification(
  d: Deps,
  organizationId: string,
  input: CreateNotificationRequest,
) {
  const [org] = await d.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organizationId));
  if (!org) throw notFound('No such organisation');
  const [row] = await d.db
    .insert(notifications)
    .values({ organizationId, title: input.title, body: input.body, createdAt: d.clock() })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return presentNotification(row);
}

export async function deleteOrganisationNotification(d: Deps, organizationId: string, id: string) {
  const deleted = await d.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.organizationId, organizationId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound('No such notification in this organisation');
  return { ok: true as const };
}
