import type { GroupRemoval } from '@abhyas/core';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { groupRestrictions, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember, logModeration, membershipOf } from '../membership.ts';
import { assertModeratorRole } from '../policy.ts';
import { lockGroup } from '../queries.ts';
import { liftRemovalRow } from '../restrictions.ts';

const remover = alias(users, 'remover');

/**
 * GET /api/community/groups/{groupId}/removals (owner and admins): who was removed and may not join
 * again, newest first (restrictions.ts). The last 200: a group removes far fewer.
 */
export async function listRemovals(
  d: Deps,
  viewer: Viewer,
  groupId: string,
): Promise<{ data: GroupRemoval[] }> {
  const { member } = await assertMember(d.db, groupId, viewer.id);
  assertModeratorRole(member.role);
  const rows = await d.db
    .select({
      userId: groupRestrictions.userId,
      name: users.name,
      username: users.username,
      removedAt: groupRestrictions.removedAt,
      removerId: remover.id,
      removerName: remover.name,
    })
    .from(groupRestrictions)
    .innerJoin(users, eq(users.id, groupRestrictions.userId))
    .leftJoin(remover, eq(remover.id, groupRestrictions.removedById))
    .where(and(eq(groupRestrictions.groupId, groupId), isNotNull(groupRestrictions.removedAt)))
    .orderBy(desc(groupRestrictions.removedAt))
    .limit(200);
  return {
    data: rows.map((r) => ({
      userId: r.userId,
      name: r.name,
      username: r.username,
      removedAt: (r.removedAt as Date).toISOString(),
      removedBy: r.removerId && r.removerName ? { id: r.removerId, name: r.removerName } : null,
    })),
  };
}

/**
 * DELETE /api/community/groups/{groupId}/removals/{userId} (owner and admins): the person may join
 * again (by tap for a public group, by the code for a private one); logged. Not removed: 404.
 */
export async function liftRemoval(d: Deps, viewer: Viewer, groupId: string, userId: string): Promise<void> {
  await d.db.transaction(async (tx) => {
    await assertMember(tx, groupId, viewer.id);
    await lockGroup(tx, groupId);
    // The actor's role under the lock, as for every moderator's action.
    const actor = await membershipOf(tx, groupId, viewer.id);
    if (!actor) throw notFound('No such group');
    assertModeratorRole(actor.role);
    if (!(await liftRemovalRow(tx, groupId, userId)))
      throw notFound('This person is not removed from the group');
    await logModeration(tx, { groupId, actorId: viewer.id, action: 'liftRemoval', targetUserId: userId });
  });
}
