import type { GroupDetail } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { groupMembers } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember, logModeration, membershipOf } from '../membership.ts';
import { assertNotArchived, assertNotBatchGroup, assertOwnerRole, refusal } from '../policy.ts';
import { presentGroupDetail } from '../presenter.ts';
import { groupView, lockGroup } from '../queries.ts';

/**
 * POST /api/community/groups/{groupId}/transfer (the owner): another member becomes the owner and the
 * old owner an admin, in one transaction under the group's lock. A user who is not a member is 404.
 */
export async function transferOwnership(
  d: Deps,
  viewer: Viewer,
  groupId: string,
  userId: string,
): Promise<GroupDetail> {
  const now = d.clock();
  const view = await d.db.transaction(async (tx) => {
    const { group } = await assertMember(tx, groupId, viewer.id);
    assertNotBatchGroup(group);
    await lockGroup(tx, groupId);
    // Read again under the lock: two transfers at once hand the group over once.
    const me = await membershipOf(tx, groupId, viewer.id);
    if (!me) throw notFound('No such group');
    assertOwnerRole(me.role);
    assertNotArchived(group);
    if (userId === viewer.id)
      throw refusal('validation.community.alreadyOwner', 'You own this group already', 'userId');
    const target = await membershipOf(tx, groupId, userId);
    if (!target) throw notFound('No such member of this group');
    await tx
      .update(groupMembers)
      .set({ role: 'owner', mutedUntil: null })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    await tx
      .update(groupMembers)
      .set({ role: 'admin' })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, viewer.id)));
    await logModeration(tx, {
      groupId,
      actorId: viewer.id,
      action: 'transferOwnership',
      targetUserId: userId,
    });
    return groupView(tx, viewer.id, groupId);
  });
  if (!view) throw new Error('group vanished');
  return presentGroupDetail(view, now);
}
