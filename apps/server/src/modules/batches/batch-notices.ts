import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { type NoticeParams, renderNotice } from '../notifications/messages.ts';
import { notify } from '../notifications/service.ts';

/** A student put into a batch, told in their own language (null: both). */
export interface AddedNotice {
  userId: string;
  language: 'hi' | 'en' | null;
  params: NoticeParams<'addedToBatch'>;
}

/** Where the notice and its push lead: the student's dashboard, whose institute card lists their batches. */
const STUDENT_HOME = '/user-dashboard';

/** The institute's name, for the notice (the caller's transaction is inside the institute). */
export async function instituteName(tx: Tx, organizationId: string): Promise<string> {
  const [row] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organizationId));
  return row?.name ?? '';
}

/**
 * "You were added to {batch} at {institute}" (docs/institutes.md): the notices inside the change's
 * transaction, with one statement (the notification service's notify).
 */
export async function writeAddedNotices(tx: Tx, notices: readonly AddedNotice[]): Promise<void> {
  await notify(tx, {
    kind: 'addedToBatch',
    recipients: notices.map((n) => ({ userId: n.userId, params: n.params })),
  });
}

/**
 * After the commit: a push in the language each student chose (both when none); students with the
 * same message share one send. A failed push never undoes the change: the notice waits in the list.
 */
export function pushAddedNotices(d: Pick<Deps, 'push' | 'log'>, notices: readonly AddedNotice[]): void {
  const groups = new Map<string, AddedNotice[]>();
  for (const n of notices) {
    const key = JSON.stringify([n.language, n.params.batch]);
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  void (async () => {
    for (const group of groups.values()) {
      const first = group[0] as AddedNotice;
      await d.push.send(
        group.map((n) => n.userId),
        { ...renderNotice('addedToBatch', first.params, first.language), url: STUDENT_HOME },
      );
    }
  })().catch((err: unknown) => d.log.warn({ err }, 'pushes for batch additions failed'));
}
