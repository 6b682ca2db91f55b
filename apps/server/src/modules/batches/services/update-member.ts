import type { OrgRole, UpdateMemberRequest } from '@abhyas/core';
import { and, eq, ne } from 'drizzle-orm';
import { batchMembers, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { announceBatchGroupSync, syncBatchGroups } from '../../community/batch-groups.ts';
import { assertSeatsFor } from '../../plans/seats.ts';
import { memberOf, refusal } from '../policy.ts';
import { lockOrganisation, otherActiveAdmins } from '../queries.ts';
import { presentedMember } from '../queries-members.ts';

/** The institute always keeps one active admin: the last one cannot be demoted, deactivated or removed. */
export async function assertNotLastAdmin(
  tx: Tx,
  organizationId: string,
  member: { id: string; orgRole: OrgRole | null; orgDeactivatedAt: Date | null },
  field: string,
) {
  if (member.orgRole !== 'admin' || member.orgDeactivatedAt) return;
  if ((await otherActiveAdmins(tx, organizationId, member.id)) === 0)
    throw refusal(field, 'validation.batches.lastAdmin', 'The institute needs at least one active admin');
}

/**
 * A member's batch rows follow their role: a student's rows are student rows, a teacher's teacher rows,
 * an admin has none (they see every batch). Rows that no longer fit go.
 */
export async function dropRowsNotFitting(tx: Tx, organizationId: string, userId: string, role: OrgRole) {
  const keep = role === 'member' ? 'student' : role === 'teacher' ? 'teacher' : null;
  await tx
    .delete(batchMembers)
    .where(
      and(
        eq(batchMembers.userId, userId),
        eq(batchMembers.organizationId, organizationId),
        keep ? ne(batchMembers.role, keep) : undefined,
      ),
    );
}

/** Change a member's role, deactivate or reactivate them (docs/institutes.md). */
export async function updateMember(
  d: Deps,
  organizationId: string,
  userId: string,
  input: UpdateMemberRequest,
) {
  const { presented, sync, roleChanged } = await inOrganisation(d.db, organizationId, async (tx) => {
    await lockOrganisation(tx, organizationId);
    const member = await memberOf(tx, organizationId, userId);
    const now = d.clock();
    const roleChanged = input.orgRole !== undefined && input.orgRole !== member.orgRole;
    if (input.orgRole !== undefined && input.orgRole !== member.orgRole) {
      if (input.orgRole !== 'admin') await assertNotLastAdmin(tx, organizationId, member, 'orgRole');
      // A teacher or admin made a student takes a seat of the plan (the institute's row is locked above).
      if (input.orgRole === 'member') await assertSeatsFor(tx, organizationId, 1);
      await tx.update(users).set({ orgRole: input.orgRole, updatedAt: now }).where(eq(users.id, member.id));
      await dropRowsNotFitting(tx, organizationId, member.id, input.orgRole);
      member.orgRole = input.orgRole;
    }
    if (input.deactivated !== undefined && input.deactivated !== Boolean(member.orgDeactivatedAt)) {
      if (input.deactivated) await assertNotLastAdmin(tx, organizationId, member, 'deactivated');
      await tx
        .update(users)
        .set({ orgDeactivatedAt: input.deactivated ? now : null, updatedAt: now })
        .where(eq(users.id, member.id));
    }
    // A role or an active state decides which batch groups they are in and as what (an admin: all).
    const sync = await syncBatchGroups(tx, organizationId, 'all', now);
    return { presented: await presentedMember(tx, organizationId, member.id), sync, roleChanged };
  });
  announceBatchGroupSync(d.realtime, sync);
  // A changed role closes their chat sockets on every node; the client reconnects with new claims.
  if (roleChanged) d.realtime.disconnectUser(userId);
  return presented;
}
