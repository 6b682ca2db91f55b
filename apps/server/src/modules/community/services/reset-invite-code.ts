import { and, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { groups } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { newInviteCode } from '../invite-codes.ts';
import { assertMember, logModeration } from '../membership.ts';
import { assertNotArchived, assertNotBatchGroup, assertOwnerRole } from '../policy.ts';

const other = alias(groups, 'other');

/**
 * POST /api/community/groups/{groupId}/invite-code (the owner): a new code; the old one stops working
 * at once (a link shared too widely is taken back). A batch group has no owner and no code to share.
 */
export async function resetInviteCode(d: Deps, viewer: Viewer, groupId: string) {
  return d.db.transaction(async (tx) => {
    const { group, member } = await assertMember(tx, groupId, viewer.id);
    assertNotBatchGroup(group);
    assertOwnerRole(member.role);
    assertNotArchived(group);
    for (let tries = 0; tries < 5; tries += 1) {
      const code = newInviteCode();
      const [changed] = await tx
        .update(groups)
        .set({ inviteCode: code })
        .where(
          and(
            eq(groups.id, groupId),
            notExists(tx.select({ id: other.id }).from(other).where(eq(other.inviteCode, code))),
          ),
        )
        .returning({ inviteCode: groups.inviteCode });
      if (!changed) continue;
      await logModeration(tx, { groupId, actorId: viewer.id, action: 'resetCode' });
      return { inviteCode: changed.inviteCode };
    }
    throw new Error('no free invite code');
  });
}
