import type { History } from '@abhyas/core';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { groupMessages } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { assertMember } from '../membership.ts';
import { presentRows } from '../message-queries.ts';

/**
 * A page of a group's history by seq, members only. `after`: the messages after it, oldest first
 * (catch-up after a (re)connect: repeat with the last seq until `hasMore` is false). `before`: the
 * page just before it (scrolling up). Neither: the newest page. Every page is in ascending seq, and
 * deleted or hidden messages keep their place as tombstones, so a client's history has no gap.
 */
export async function readHistory(
  d: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  groupId: string,
  query: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<History> {
  const { group } = await assertMember(d.db, groupId, userId);
  const forward = query.after !== undefined;
  const rows = await d.db
    .select()
    .from(groupMessages)
    .where(
      and(
        eq(groupMessages.groupId, groupId),
        query.after !== undefined ? gt(groupMessages.seq, query.after) : undefined,
        query.before !== undefined ? lt(groupMessages.seq, query.before) : undefined,
      ),
    )
    .orderBy(forward ? asc(groupMessages.seq) : desc(groupMessages.seq))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (!forward) page.reverse();
  return { data: await presentRows(d.db, page, userId, d.clock()), lastSeq: group.lastSeq, hasMore };
}
