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
 *
 * This file is the area's API for the others (notify, notifyEveryone, readerLanguage); the reader's
 * use cases are in services/, the shape they answer in presenter.ts, who may do what in policy.ts.
 */
import { sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { type NoticeKind, type NoticeParams, renderNotice } from './messages.ts';

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
