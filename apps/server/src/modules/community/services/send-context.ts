import type { SendMessagePayload } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { type GroupRow, groupMembers, groupMessages, groups, users } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Membership } from '../membership.ts';
import { type SendRateCounts, sendRateCounts } from './send-limits.ts';

/** Everything a send decides on, read in one statement. */
export interface SendContext {
  group: GroupRow;
  member: Membership;
  author: { id: string; name: string; username: string };
  /** The id of this sender's message with the payload's client id, when a try already committed it. */
  committedId: string | null;
  /** Null when the burst and the daily cap are off (`RATE_LIMIT_ENABLED=false`). */
  counts: SendRateCounts | null;
}

const noCounts = { today: sql<number>`0`, recent: sql<number>`0`, oldestRecent: sql<string | null>`null` };

/**
 * The group, the sender's membership (404 for anyone else, as assertMember), the author's name, an
 * earlier commit of the same client id and the sender's rate counts: one round trip where there were
 * five. Read after the sender's advisory lock, so the counts, `last_sent_at` (slow mode) and the
 * client id are what the sender's previous send committed: two tries of one message are serialised
 * by that lock, and the second finds the first here.
 */
export async function readSendContext(
  tx: Tx,
  userId: string,
  payload: Pick<SendMessagePayload, 'groupId' | 'clientId'>,
  now: Date,
  countRate: boolean,
): Promise<SendContext> {
  const m = groupMessages;
  const [row] = await tx
    .select({
      group: groups,
      role: groupMembers.role,
      lastReadSeq: groupMembers.lastReadSeq,
      mutedUntil: groupMembers.mutedUntil,
      lastSentAt: groupMembers.lastSentAt,
      name: users.name,
      username: users.username,
      committedId: sql<string | null>`(select ${m.id} from ${m} where ${and(
        eq(m.groupId, payload.groupId),
        eq(m.authorId, userId),
        eq(m.clientId, payload.clientId),
      )})`,
      ...(countRate ? sendRateCounts(userId, now) : noCounts),
    })
    .from(groups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .leftJoin(users, eq(users.id, userId))
    .where(eq(groups.id, payload.groupId));
  if (!row) throw notFound('No such group');
  return {
    group: row.group,
    member: {
      role: row.role,
      lastReadSeq: row.lastReadSeq,
      mutedUntil: row.mutedUntil,
      lastSentAt: row.lastSentAt,
    },
    author: { id: userId, name: row.name ?? '', username: row.username ?? '' },
    committedId: row.committedId,
    counts: countRate
      ? { today: Number(row.today), recent: Number(row.recent), oldestRecent: row.oldestRecent }
      : null,
  };
}
