/**
 * What the reader has seen: one mark per user, "everything up to this instant is read", moved
 * forward when they open the bell or the list (docs/notifications.md, "Read and unread"). A mark
 * rather than a flag per notice, because reading is "I opened the list", never one notice at a time,
 * and an institute's or the platform's notice is one row shared by many readers.
 *
 * Storage: the `app_settings` key-value table (`notifications_read:<userId>` → epoch ms), so the
 * feature needed no migration; a `users.notifications_read_at` column can replace it later behind
 * these three functions. Notices older than the account never count as unread, so a new student
 * does not meet a badge of "10+" for the days before they joined.
 */
import { UNREAD_COUNT_CAP } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { appSettings, notifications } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../plugins/access.ts';

const keyOf = (userId: string) => `notifications_read:${userId}`;

/** Notices at or before this epoch ms are read for the viewer. */
export async function readFloor(d: Pick<Deps, 'db'>, viewer: Pick<Viewer, 'id' | 'createdAt'>) {
  const [mark] = await d.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, keyOf(viewer.id)));
  const marked = Number(mark?.value);
  return Math.max(viewer.createdAt.getTime(), Number.isFinite(marked) ? marked : 0);
}

/** The notice's creation in whole epoch ms, as the lists show it (`timestamp`). */
const createdMs = sql`floor(extract(epoch from ${notifications.createdAt}) * 1000)`;

/** How many of the notices `visible` selects arrived after the floor (at most UNREAD_COUNT_CAP). */
export async function countUnread(d: Pick<Deps, 'db'>, visible: ReturnType<typeof and>, floor: number) {
  const limited = d.db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(visible, sql`${createdMs} > ${floor}`))
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const [row] = await d.db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

/**
 * Moves the viewer's mark to `upTo` (never past now, never backwards: two tabs may mark out of order).
 * One statement, so concurrent marks cannot lose the later one.
 */
export async function markRead(d: Pick<Deps, 'db' | 'clock'>, viewerId: string, upTo: number | undefined) {
  const now = d.clock().getTime();
  const at = String(Math.min(upTo ?? now, now));
  await d.db
    .insert(appSettings)
    .values({ key: keyOf(viewerId), value: at })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`greatest(${appSettings.value}::bigint, excluded.value::bigint)::text` },
    });
}
