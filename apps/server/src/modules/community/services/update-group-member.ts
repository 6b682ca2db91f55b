import type { GroupMember, updateGroupMemberRequestSchema } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { groupMembers } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember, logModeration, membershipOf } from '../membership.ts';
import { assertCanActOn, assertNotArchived, assertNotBatchGroup, assertOwnerRole } from '../policy.ts';
import { presentGroupMember } from '../presenter.ts';
import { lockGroup, memberRow } from '../queries.ts';
import { recordMute } from '../restrictions.ts';

export type UpdateGroupMemberInput = z.infer<typeof updateGroupMemberRequestSchema>;

/**
 * PATCH /api/community/groups/{groupId}/members/{userId}: the owner makes a member an admin or an
 * admin a member (not in a batch group, whose roles follow the institute); a moderator mutes a member
 * they may act on (core `canActOn`) for one of core's spans, 0 unmutes. Each change is logged; asking
 * for what already is changes and logs nothing.
 */
export async function updateGroupMember(
  d: Deps,
  viewer: Viewer,
  groupId: string,
  userId: string,
  input: UpdateGroupMemberInput,
): Promise<GroupMember> {
  const now = d.clock();
  return d.db.transaction(async (tx) => {
    const { group } = await assertMember(tx, groupId, viewer.id);
    await lockGroup(tx, groupId);
    // The actor's role as it is under the lock: a demotion committed while this waited counts.
    const actor = await membershipOf(tx, groupId, viewer.id);
    if (!actor) throw notFound('No such group');
    const target = await memberRow(tx, groupId, userId);
    if (!target) throw notFound('No such member of this group');
    if (input.role !== undefined || input.muteMinutes !== undefined) {
      assertNotArchived(group);
      assertCanActOn(actor.role, target.role);
    }
    if (input.role !== undefined && input.role !== target.role) {
      assertNotBatchGroup(group, 'role');
      assertOwnerRole(actor.role);
      await tx
        .update(groupMembers)
        .set({ role: input.role })
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      await logModeration(tx, {
        groupId,
        actorId: viewer.id,
        action: 'changeRole',
        targetUserId: userId,
        detail: input.role,
      });
    }
    if (input.muteMinutes !== undefined) {
      const mutedUntil =
        input.muteMinutes === 0 ? null : new Date(now.getTime() + input.muteMinutes * 60_000);
      const wasMuted = target.mutedUntil !== null && target.mutedUntil > now;
      if (mutedUntil || wasMuted) {
        await tx
          .update(groupMembers)
          .set({ mutedUntil })
          .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
        // Kept beside the membership too, so leaving and joining again does not end the mute.
        await recordMute(tx, groupId, userId, mutedUntil);
        await logModeration(tx, {
          groupId,
          actorId: viewer.id,
          action: mutedUntil ? 'mute' : 'unmute',
          targetUserId: userId,
          ...(mutedUntil ? { detail: String(input.muteMinutes) } : {}),
        });
      }
    }
    const row = await memberRow(tx, groupId, userId);
    if (!row) throw new Error('member vanished');
    return presentGroupMember(row, actor.role, now);
  });
}
