import type { GroupDetail, UpdateGroupRequest } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { groups } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember, logModeration, membershipOf } from '../membership.ts';
import { assertModeratorRole, assertNotArchived, assertNotBatchGroup } from '../policy.ts';
import { presentGroupDetail } from '../presenter.ts';
import { groupView, lockGroup } from '../queries.ts';

/**
 * PATCH /api/community/groups/{groupId} (owner and admins): name, description, exam, visibility,
 * cover, slow mode. A batch group's name, exam and visibility follow its batch (409); its slow mode is
 * the moderators'. A slow-mode change is logged and told to the group's sockets after the commit.
 */
export async function updateGroup(
  d: Deps,
  viewer: Viewer,
  groupId: string,
  input: UpdateGroupRequest,
): Promise<GroupDetail> {
  const now = d.clock();
  const { view, slowModeChanged } = await d.db.transaction(async (tx) => {
    await assertMember(tx, groupId, viewer.id);
    const group = await lockGroup(tx, groupId);
    if (!group) throw new Error('group vanished');
    // The caller's role as it is under the lock: a demotion committed while this waited counts.
    const member = await membershipOf(tx, groupId, viewer.id);
    if (!member) throw notFound('No such group');
    assertModeratorRole(member.role);
    assertNotArchived(group);
    if (group.kind === 'batch') {
      if (input.name !== undefined && input.name !== group.name) assertNotBatchGroup(group, 'name');
      if (input.visibility !== undefined && input.visibility !== group.visibility)
        assertNotBatchGroup(group, 'visibility');
      if (input.examKey !== undefined && input.examKey !== group.examKey)
        assertNotBatchGroup(group, 'examKey');
    }
    const slowModeChanged =
      input.slowModeSeconds !== undefined && input.slowModeSeconds !== group.slowModeSeconds;
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.examKey !== undefined ? { examKey: input.examKey } : {}),
      ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
      ...(input.cover !== undefined ? { cover: input.cover } : {}),
      ...(input.slowModeSeconds !== undefined ? { slowModeSeconds: input.slowModeSeconds } : {}),
    };
    // An empty change is an answer, not an error (SQL has no update of nothing).
    if (Object.keys(changes).length > 0) await tx.update(groups).set(changes).where(eq(groups.id, groupId));
    if (slowModeChanged)
      await logModeration(tx, {
        groupId,
        actorId: viewer.id,
        action: 'slowMode',
        detail: String(input.slowModeSeconds),
      });
    return { view: await groupView(tx, viewer.id, groupId), slowModeChanged };
  });
  if (!view) throw new Error('group vanished');
  if (slowModeChanged)
    d.realtime.toGroup(groupId, 'groupChanged', {
      groupId,
      slowModeSeconds: view.group.slowModeSeconds,
      archived: view.group.archivedAt !== null,
    });
  return presentGroupDetail(view, now);
}
