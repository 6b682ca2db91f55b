import { and, eq } from 'drizzle-orm';
import { groupMembers } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember, logModeration, membershipOf } from '../membership.ts';
import { assertCanActOn, assertNotBatchGroup } from '../policy.ts';
import { addToMemberCount, lockGroup, memberRow } from '../queries.ts';
import { recordRemoval } from '../restrictions.ts';

/**
 * DELETE /api/community/groups/{groupId}/members/{userId}: a moderator removes someone they may act
 * on (core `canActOn`). Not in a batch group: its roster is the batch's (take the student out of the
 * batch instead). Logged; after the commit the removed member's sockets leave the room on every node
 * and the group is told, so they get nothing more.
 */
export async function removeGroupMember(
  d: Deps,
  viewer: Viewer,
  groupId: string,
  userId: string,
): Promise<void> {
  await d.db.transaction(async (tx) => {
    const { group } = await assertMember(tx, groupId, viewer.id);
    await lockGroup(tx, groupId);
    // The actor's role as it is under the lock: a demotion committed while this waited counts.
    const actor = await membershipOf(tx, groupId, viewer.id);
    if (!actor) throw notFound('No such group');
    const target = await memberRow(tx, groupId, userId);
    if (!target) throw notFound('No such member of this group');
    assertCanActOn(actor.role, target.role);
    assertNotBatchGroup(group);
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    await addToMemberCount(tx, groupId, -1);
    // The removal stands: joining again by tap or by the code is refused until a moderator lifts it.
    await recordRemoval(tx, groupId, userId, viewer.id, d.clock());
    await logModeration(tx, { groupId, actorId: viewer.id, action: 'removeMember', targetUserId: userId });
  });
  d.realtime.removeFromGroup(userId, groupId);
  d.realtime.toGroup(groupId, 'memberRemoved', { groupId, userId, reason: 'removed' });
}
