import type { NotificationRow } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../plugins/access.ts';
import { linksFor } from './links.ts';
import { type NoticeLanguage, renderStored } from './messages.ts';
import { readFloor } from './read-marks.ts';

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
export async function presentFor(
  d: Deps,
  viewer: Viewer,
  rows: NotificationRow[],
  lang: NoticeLanguage | null,
) {
  const [linkOf, floor] = await Promise.all([linksFor(d, viewer.id, rows), readFloor(d, viewer)]);
  return rows.map((row) => presentNotification(row, lang, { linkOf, floor }));
}
