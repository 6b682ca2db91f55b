import { communityRules, type GroupDetail } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { groupMembers, groups } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { normaliseCode } from '../invite-codes.ts';
import { membershipOf } from '../membership.ts';
import { assertCanSee, assertNotArchived, refusal } from '../policy.ts';
import { presentGroupDetail } from '../presenter.ts';
import { addToMemberCount, groupView, joinedCount, lockGroup, lockUserGroups } from '../queries.ts';
import { admissionOf } from '../restrictions.ts';
import { tooManyJoined } from './create-group.ts';

/** An unknown code, a batch group's code and an archived group's code get one answer. */
const codeUnknown = () =>
  new AppError(404, 'NOT_FOUND', 'No group has this code', {
    field: 'code',
    rule: 'validation.community.codeUnknown',
  });

/**
 * Adds the viewer to a locked, joinable group as a member; already a member: nothing changes (a
 * second tap or a retried request joins once). Refused when the group is full, the viewer is in
 * `joinedMax` groups, or a moderator removed them (restrictions.ts); a mute still running comes back.
 */
async function addMember(tx: Tx, groupId: string, viewer: Viewer, now: Date): Promise<void> {
  await lockUserGroups(tx, viewer.id);
  const group = await lockGroup(tx, groupId);
  if (!group) throw new Error('group vanished');
  if (await membershipOf(tx, groupId, viewer.id)) return;
  assertNotArchived(group);
  const { mutedUntil } = await admissionOf(tx, groupId, viewer.id, now);
  if (group.memberCount >= communityRules.membersMax)
    throw refusal('validation.community.groupFull', 'This group is full');
  if ((await joinedCount(tx, viewer.id)) >= communityRules.joinedMax) throw tooManyJoined();
  await tx.insert(groupMembers).values({
    groupId,
    userId: viewer.id,
    role: 'member',
    // A newcomer starts with everything before them read: the unread count is what came after joining.
    lastReadSeq: group.lastSeq,
    mutedUntil,
    joinedAt: now,
  });
  await addToMemberCount(tx, groupId, 1);
}

/** POST /api/community/groups/{groupId}/join: a public open group in one tap; any other group is 404. */
export async function joinGroup(d: Deps, viewer: Viewer, groupId: string): Promise<GroupDetail> {
  const now = d.clock();
  const view = await d.db.transaction(async (tx) => {
    const found = await groupView(tx, viewer.id, groupId);
    assertCanSee(found?.group ?? null, Boolean(found?.member));
    await addMember(tx, groupId, viewer, now);
    return groupView(tx, viewer.id, groupId);
  });
  if (!view) throw new Error('group vanished');
  return presentGroupDetail(view, now);
}

/**
 * POST /api/community/groups/join-by-code: an open group (public or private) by its invite code. A
 * batch group is never joined by code (its batch decides), and an archived group takes nobody: both
 * answer as an unknown code. The rate (10 in 10 minutes) makes guessing 32⁸ codes hopeless.
 */
export async function joinByCode(d: Deps, viewer: Viewer, code: string): Promise<GroupDetail> {
  const now = d.clock();
  const view = await d.db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: groups.id, kind: groups.kind, archivedAt: groups.archivedAt })
      .from(groups)
      .where(eq(groups.inviteCode, normaliseCode(code)));
    if (group?.kind !== 'open') throw codeUnknown();
    const already = await membershipOf(tx, group.id, viewer.id);
    if (!already && group.archivedAt) throw codeUnknown();
    await addMember(tx, group.id, viewer, now);
    return groupView(tx, viewer.id, group.id);
  });
  if (!view) throw new Error('group vanished');
  return presentGroupDetail(view, now);
}
