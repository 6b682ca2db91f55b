import type { ModerationEntry } from '@abhyas/core';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { groupModerationLog, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember } from '../membership.ts';
import { assertModeratorRole } from '../policy.ts';
import { presentModerationEntry } from '../presenter.ts';

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/** GET /api/community/groups/{groupId}/moderation-log (owner and admins): the newest 100 actions. */
export async function listModerationLog(d: Deps, viewer: Viewer, groupId: string) {
  const { member } = await assertMember(d.db, groupId, viewer.id);
  assertModeratorRole(member.role);
  const rows = await d.db
    .select({
      id: groupModerationLog.id,
      action: groupModerationLog.action,
      actorId: groupModerationLog.actorId,
      actorName: actor.name,
      targetUserId: groupModerationLog.targetUserId,
      targetName: target.name,
      messageSeq: groupModerationLog.messageSeq,
      detail: groupModerationLog.detail,
      createdAt: groupModerationLog.createdAt,
    })
    .from(groupModerationLog)
    .leftJoin(actor, eq(actor.id, groupModerationLog.actorId))
    .leftJoin(target, eq(target.id, groupModerationLog.targetUserId))
    .where(eq(groupModerationLog.groupId, groupId))
    .orderBy(desc(groupModerationLog.createdAt), desc(groupModerationLog.id))
    .limit(100);
  return {
    data: rows.flatMap((row): ModerationEntry[] => {
      const entry = presentModerationEntry(row);
      return entry ? [entry] : [];
    }),
  };
}
