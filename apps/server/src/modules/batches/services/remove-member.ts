import { and, eq } from 'drizzle-orm';
import { batchMembers, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { announceBatchGroupSync, syncBatchGroups } from '../../community/batch-groups.ts';
import { memberOf } from '../policy.ts';
import { lockOrganisation } from '../queries.ts';
import { assertNotLastAdmin } from './update-member.ts';

/**
 * Takes a member out of the institute: their batch rows go, their account loses the institute and its
 * role (their own practice stays theirs). The last active admin cannot go. Used by an admin's
 * "remove" (`field` orgRole) and by the member's own "leave".
 */
export async function removeMember(d: Deps, organizationId: string, userId: string) {
  const sync = await inOrganisation(d.db, organizationId, async (tx) => {
    await lockOrganisation(tx, organizationId);
    const member = await memberOf(tx, organizationId, userId);
    await assertNotLastAdmin(tx, organizationId, member, 'orgRole');
    await tx
      .delete(batchMembers)
      .where(and(eq(batchMembers.userId, member.id), eq(batchMembers.organizationId, organizationId)));
    await tx
      .update(users)
      .set({ organizationId: null, orgRole: null, orgDeactivatedAt: null, updatedAt: d.clock() })
      .where(and(eq(users.id, member.id), eq(users.organizationId, organizationId)));
    // They leave every batch group of the institute (as a student, a teacher or an admin).
    return syncBatchGroups(tx, organizationId, 'all', d.clock());
  });
  announceBatchGroupSync(d.realtime, sync);
  return { ok: true as const };
}
