import { type PaginationQuery, pageMeta } from '@abhyas/core';
import { count, desc } from 'drizzle-orm';
import { notifications } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import type { NoticeLanguage } from '../messages.ts';
import { presentFor } from '../presenter.ts';
import { visibleTo } from '../queries.ts';

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
