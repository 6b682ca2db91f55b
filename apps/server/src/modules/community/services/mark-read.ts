import { and, eq, sql } from 'drizzle-orm';
import { groupMembers } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { assertMember } from '../membership.ts';

/**
 * Moves the caller's read mark up to `seq` (never past the group's last message, never backwards:
 * two tabs may report out of order). The group hears a `readReceipt` when the mark moved.
 */
export async function markAsRead(
  d: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  input: { groupId: string; seq: number },
): Promise<{ lastReadSeq: number }> {
  const { group, member } = await assertMember(d.db, input.groupId, userId);
  const target = Math.min(input.seq, group.lastSeq);
  if (target <= member.lastReadSeq) return { lastReadSeq: member.lastReadSeq };
  const [row] = await d.db
    .update(groupMembers)
    .set({ lastReadSeq: sql`greatest(${groupMembers.lastReadSeq}, ${target})` })
    .where(and(eq(groupMembers.groupId, input.groupId), eq(groupMembers.userId, userId)))
    .returning({ lastReadSeq: groupMembers.lastReadSeq });
  const lastReadSeq = row?.lastReadSeq ?? member.lastReadSeq;
  d.realtime.toGroup(input.groupId, 'readReceipt', { groupId: input.groupId, userId, seq: lastReadSeq });
  return { lastReadSeq };
}
