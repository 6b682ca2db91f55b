import { and, eq } from 'drizzle-orm';
import { groupMembers, groups } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember, membershipOf } from '../membership.ts';
import { assertNotBatchGroup, refusal } from '../policy.ts';
import { addToMemberCount, lockGroup } from '../queries.ts';

/**
 * POST /api/community/groups/{groupId}/leave. The owner hands ownership over first (409) unless they
 * are the last member; the last member leaving archives the group (its history stays, nobody can
 * write or join). A batch group's members leave with their batch, not here (409). The leaver's
 * sockets leave the room on every node, and the others are told, after the commit.
 */
export async function leaveGroup(d: Deps, viewer: Viewer, groupId: string): Promise<void> {
  const now = d.clock();
  const { archived, slowModeSeconds } = await d.db.transaction(async (tx) => {
    const { group } = await assertMember(tx, groupId, viewer.id);
    assertNotBatchGroup(group);
    const locked = await lockGroup(tx, groupId);
    // Read again under the group's lock: a handover or a removal may have just committed.
    const member = locked ? await membershipOf(tx, groupId, viewer.id) : null;
    if (!locked || !member) throw notFound('No such group');
    if (member.role === 'owner' && locked.memberCount > 1)
      throw refusal(
        'validation.community.ownerMustTransfer',
        'Hand the group over to another member before leaving it',
      );
    const gone = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, viewer.id)))
      .returning({ userId: groupMembers.userId });
    // A second tap that waited on the lock finds nothing to leave: it answers as for any non-member.
    if (gone.length === 0) throw notFound('No such group');
    const left = await addToMemberCount(tx, groupId, -1);
    const archived = left <= 0 && !locked.archivedAt;
    if (archived) await tx.update(groups).set({ archivedAt: now }).where(eq(groups.id, groupId));
    return { archived, slowModeSeconds: locked.slowModeSeconds };
  });
  d.realtime.removeFromGroup(viewer.id, groupId);
  d.realtime.toGroup(groupId, 'memberRemoved', { groupId, userId: viewer.id, reason: 'left' });
  if (archived) d.realtime.toGroup(groupId, 'groupChanged', { groupId, slowModeSeconds, archived: true });
}
