import type { GroupMemberList } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertMember } from '../membership.ts';
import { presentGroupMember } from '../presenter.ts';
import { membersOf } from '../queries.ts';

/** GET /api/community/groups/{groupId}/members: members only (anyone else 404); mutes only to moderators. */
export async function listGroupMembers(d: Deps, viewer: Viewer, groupId: string): Promise<GroupMemberList> {
  const { member } = await assertMember(d.db, groupId, viewer.id);
  const now = d.clock();
  const rows = await membersOf(d.db, groupId);
  return { data: rows.map((row) => presentGroupMember(row, member.role, now)) };
}
