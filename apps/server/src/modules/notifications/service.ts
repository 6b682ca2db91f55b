/**
 * Notifications: the one service through which any area tells users something.
 *
 * Design. An area calls `notify(tx, { kind, recipients })` inside its own transaction: one
 * INSERT … SELECT over a single jsonb parameter writes every recipient's row, however many there are
 * (no row per loop iteration, no parameter limit). A row stores the message's `kind` and `params`
 * (jsonb) beside a `title` and `body` rendered in both languages at write time. When a list is read,
 * a row with a kind is rendered from `messages.ts` in the reader's language (Accept-Language, hi or en);
 * a reader whose header names neither, and any row whose params no longer fit its kind, gets the
 * stored two-language text. An organisation's own notice (written by its admin) has no kind and is
 * always shown as written. The API's shape is unchanged: `{ id, title, body, timestamp }`.
 * A new kind is a params schema and a message in `messages.ts`, never a string in the caller.
 */
import { type CreateNotificationRequest, type PaginationQuery, pageMeta } from '@abhyas/core';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  type NotificationRow,
  notificationDismissals,
  notifications,
  organisations,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';
import { linksFor } from './links.ts';
import {
  type NoticeKind,
  type NoticeLanguage,
  type NoticeParams,
  renderNotice,
  renderStored,
} from './messages.ts';
import { canViewOrganisationNotifications, deletesForEveryone } from './policy.ts';
import { countUnread, markRead, readFloor } from './read-marks.ts';

export type { NoticeLanguage } from './messages.ts';
export { readerLanguage } from './messages.ts';

/** One notice to each recipient, each with its own params (a score from what to what). */
export interface Notice<K extends NoticeKind> {
  kind: K;
  recipients: readonly { userId: string; params: NoticeParams<K> }[];
}

/** Notifies users, inside the caller's transaction, with one statement for all of them. */
export async function notify<K extends NoticeKind>(tx: Tx, notice: Notice<K>): Promise<number> {
  if (notice.recipients.length === 0) return 0;
  const rows = notice.recipients.map(({ userId, params }) => ({
    userId,
    params,
    ...renderNotice(notice.kind, params, null),
  }));
  await tx.execute(sql`
    insert into ${notifications} (user_id, kind, params, title, body)
    select r."userId", ${notice.kind}, r.params, r.title, r.body
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("userId" uuid, params jsonb, title text, body text)`);
  return rows.length;
}

/** One notice for every user of the platform (one row; each reader may hide it for themself). */
export async function notifyEveryone<K extends NoticeKind>(
  tx: Tx | Deps['db'],
  kind: K,
  params: NoticeParams<K>,
  at: Date,
): Promise<void> {
  await tx.insert(notifications).values({ kind, params, createdAt: at, ...renderNotice(kind, params, null) });
}

/**
 * The spec's shape: epoch milliseconds, no organisation or user ids; in the reader's language. A list
 * adds, for its reader, where the notice leads and whether it is read (`reader`).
 */
export function presentNotification(
  row: NotificationRow,
  lang: NoticeLanguage | null = null,
  reader?: { linkOf: (row: NotificationRow) => string | null; floor: number },
) {
  const shown = lang === null ? null : renderStored(row.kind, row.params, lang);
  const timestamp = row.createdAt.getTime();
  return {
    id: row.id,
    title: shown?.title ?? row.title,
    body: shown?.body ?? row.body,
    timestamp,
    ...(reader ? { link: reader.linkOf(row), read: timestamp <= reader.floor } : {}),
  };
}

/** A list's rows as its reader sees them: links read in one query, read against their mark. */
async function presentFor(d: Deps, viewer: Viewer, rows: NotificationRow[], lang: NoticeLanguage | null) {
  const [linkOf, floor] = await Promise.all([linksFor(d, viewer.id, rows), readFloor(d, viewer)]);
  return rows.map((row) => presentNotification(row, lang, { linkOf, floor }));
}

/** The organisation-wide notifications (addressed to no single user) of one organisation. */
const ofOrganisation = (organizationId: string) =>
  and(eq(notifications.organizationId, organizationId), isNull(notifications.userId));

/** A platform-wide notice (today's Problem of the Day): addressed to no institute and no one user. */
const platformWide = and(isNull(notifications.organizationId), isNull(notifications.userId));

/** Not hidden by the viewer (a student's delete of an institute-wide notice). */
const notDismissedBy = (userId: string) =>
  sql`not exists (select 1 from ${notificationDismissals} nd where nd.user_id = ${userId} and nd.notification_id = ${notifications.id})`;

/** Every notice the viewer sees: their own, their institute's and the platform's, less those they hid. */
const visibleTo = (viewer: Viewer) => {
  const mine = eq(notifications.userId, viewer.id);
  return and(
    viewer.organizationId
      ? or(mine, ofOrganisation(viewer.organizationId), platformWide)
      : or(mine, platformWide),
    notDismissedBy(viewer.id),
  );
};

/** The viewer's own notifications and their organisation's, newest first. */
export async function listMyNotifications(
  d: Deps,
  viewer: Viewer,
  query: PaginationQuery,
  lang: NoticeLanguage | null = null,
) {
  const where = visibleTo(viewer);
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
  return { data: await presentFor(d, viewer, rows, lang), meta: pageMeta(query, total?.n ?? 0) };
}

/** What the bell's badge counts: the notices the viewer sees that arrived after their read mark. */
export async function unreadCount(d: Deps, viewer: Viewer) {
  return { unread: await countUnread(d, visibleTo(viewer), await readFloor(d, viewer)) };
}

/** Opening the bell or the list: everything the viewer saw up to `upTo` is read. Only ever their own. */
export async function markNotificationsRead(d: Deps, viewer: Viewer, upTo: number | undefined) {
  await markRead(d, viewer.id, upTo);
  return unreadCount(d, viewer);
}

/** Spec §7 answers only `{ data }`: the newest 100 are the whole list a phone should hold. */
export const ORGANISATION_LIST_LIMIT = 100;

/**
 * The spec's list call. A member reads the institute's notices and their own personal ones (results,
 * key corrections, the day's problem), less the notices they deleted; a platform admin looking at
 * another institute reads its notices only.
 */
export async function listOrganisationNotifications(
  d: Deps,
  viewer: Viewer,
  organizationId: string,
  lang: NoticeLanguage | null = null,
) {
  if (!canViewOrganisationNotifications(viewer, organizationId)) {
    throw forbidden("Only this organisation's members can read its notifications");
  }
  const member = viewer.organizationId === organizationId;
  const rows = await d.db
    .select()
    .from(notifications)
    .where(
      member
        ? and(
            or(ofOrganisation(organizationId), eq(notifications.userId, viewer.id), platformWide),
            notDismissedBy(viewer.id),
          )
        : ofOrganisation(organizationId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(ORGANISATION_LIST_LIMIT);
  return { data: await presentFor(d, viewer, rows, lang) };
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
  // A push to every member's browsers, after the notice is stored; a push failure never fails the
  // request (the notice waits in the list).
  void d.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .then((members) =>
      d.push.send(
        members.map((m) => m.id),
        { title: input.title, body: input.body, url: '/notifications' },
      ),
    )
    .catch((err: unknown) => d.log.warn({ err }, 'push for an institute notice failed'));
  return presentNotification(row);
}

/**
 * Deletes one notification as the viewer may: their own personal notice is deleted; an institute's
 * notice is deleted for everyone by that institute's admin (or a platform admin) and hidden for the
 * viewer alone when a student deletes it. `organizationId` is the spec's route's: the notice must
 * belong to it (or be the viewer's own). Anything else is a 404, so ids cannot be probed.
 */
export async function deleteNotification(d: Deps, viewer: Viewer, id: string, organizationId?: string) {
  if (organizationId !== undefined && !canViewOrganisationNotifications(viewer, organizationId)) {
    throw forbidden("Only this organisation's members can change its notifications");
  }
  const [row] = await d.db.select().from(notifications).where(eq(notifications.id, id));
  const own = row?.userId === viewer.id;
  const shared = row !== undefined && row.userId === null;
  const everyone = shared && row.organizationId === null;
  if (
    !row ||
    !(own || shared) ||
    (!own && !everyone && organizationId !== undefined && row.organizationId !== organizationId) ||
    (!own && !everyone && viewer.role !== 'admin' && viewer.organizationId !== row.organizationId)
  )
    throw notFound('No such notification');
  // Everyone's notice is the platform's: a platform admin deletes it, anyone else hides it.
  const removes =
    own || (everyone ? viewer.role === 'admin' : deletesForEveryone(viewer, row.organizationId ?? ''));
  if (removes) {
    await d.db.delete(notifications).where(eq(notifications.id, id));
    return { ok: true as const };
  }
  await d.db
    .insert(notificationDismissals)
    .values({ userId: viewer.id, notificationId: id, dismissedAt: d.clock() })
    .onConflictDoNothing();
  return { ok: true as const };
}
