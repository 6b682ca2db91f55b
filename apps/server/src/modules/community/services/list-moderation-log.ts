import type { ModerationEntry } from '@abhyas/core';
import { and, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { groupModerationLog, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember } from '../membership.ts';
import { assertModeratorRole } from '../policy.ts';
import { presentModerationEntry } from '../presenter.ts';

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/**
 * GET /api/community/groups/{groupId}/moderation-log (owner and admins): the newest 100 moderators'
 * actions and, beside them, the newest 50 members' reports, newest first. Counted apart so that a
 * member filing reports from a second account cannot push the moderators' removals and mutes out of
 * the log (the attack suite did it with 101 reports).
 */
export async function listModerationLog(d: Deps, viewer: Viewer, groupId: string) {
  const { member } = await assertMember(d.db, groupId, viewer.id);
  assertModeratorRole(member.role);
  const [actions, reports] = await Promise.all([
    entries(d, groupId, false, 100),
    entries(d, groupId, true, 50),
  ]);
  const rows = [...actions, ...reports].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  return {
    data: rows.flatMap((row): ModerationEntry[] => {
      const entry = presentModerationEntry(row);
      return entry ? [entry] : [];
    }),
  };
}

function entries(d: Deps, groupId: string, reports: boolean, limit: number) {
  return d.db
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
    .where(
      and(
        eq(groupModerationLog.groupId, groupId),
        reports ? eq(groupModerationLog.action, 'report') : ne(groupModerationLog.action, 'report'),
      ),
    )
    .orderBy(desc(groupModerationLog.createdAt), desc(groupModerationLog.id))
    .limit(limit);
}
