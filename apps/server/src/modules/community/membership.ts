import { canModerate, type GroupRole, type ModerationEntry } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type GroupRow, groupMembers, groupModerationLog, groups } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { archived, refusal } from './policy.ts';

/**
 * The one answer to "is this user in this group, and as what" (docs/community.md). REST routes, the
 * socket's joinGroup and every message service ask it; the database decides, never the client or a
 * socket room. Who may read or write is in policy.ts, built on this.
 */

type Reader = Db | Tx;

export interface Membership {
  role: GroupRole;
  lastReadSeq: number;
  mutedUntil: Date | null;
  lastSentAt: Date | null;
}

export async function membershipOf(db: Reader, groupId: string, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      role: groupMembers.role,
      lastReadSeq: groupMembers.lastReadSeq,
      mutedUntil: groupMembers.mutedUntil,
      lastSentAt: groupMembers.lastSentAt,
    })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row ?? null;
}

export async function groupById(db: Reader, groupId: string): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.id, groupId));
  return row ?? null;
}

/**
 * A member's view of a group: the group and their membership, or 404 for anyone else (ids cannot be
 * probed). One round trip: every message service and the socket's joinGroup ask it.
 */
export async function assertMember(
  db: Reader,
  groupId: string,
  userId: string,
): Promise<{ group: GroupRow; member: Membership }> {
  const [row] = await db
    .select({
      group: groups,
      role: groupMembers.role,
      lastReadSeq: groupMembers.lastReadSeq,
      mutedUntil: groupMembers.mutedUntil,
      lastSentAt: groupMembers.lastSentAt,
    })
    .from(groups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(eq(groups.id, groupId));
  if (!row) throw notFound('No such group');
  const { group, ...member } = row;
  return { group, member };
}

/** As assertMember, and the member must be the group's owner or an admin. */
export async function assertModerator(
  db: Reader,
  groupId: string,
  userId: string,
): Promise<{ group: GroupRow; member: Membership }> {
  const found = await assertMember(db, groupId, userId);
  if (!canModerate(found.member.role))
    throw refusal('validation.community.notModerator', 'Only the group owner and admins can do this');
  return found;
}

/**
 * Writing needs an open group and no running mute. Both are 409s, never 403: the web app ends the
 * session on a 403 (policy.ts), and a mute must not sign anyone out.
 */
export function assertCanWrite(group: GroupRow, member: Membership, now: Date): void {
  if (group.archivedAt) throw archived();
  if (member.mutedUntil && member.mutedUntil > now) {
    throw new AppError(409, 'MEMBER_MUTED', 'You are muted in this group', {
      retryAfterSeconds: Math.ceil((member.mutedUntil.getTime() - now.getTime()) / 1000),
    });
  }
}

/** Writes one moderation entry (docs/community.md "Moderation"), inside the action's transaction. */
export async function logModeration(
  tx: Tx,
  entry: {
    groupId: string;
    actorId: string | null;
    action: ModerationEntry['action'];
    targetUserId?: string | null;
    messageSeq?: number | null;
    detail?: string | null;
  },
): Promise<void> {
  await tx.insert(groupModerationLog).values({
    groupId: entry.groupId,
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    messageSeq: entry.messageSeq ?? null,
    detail: entry.detail === undefined || entry.detail === null ? null : { text: entry.detail },
  });
}
