import { and, eq, isNull } from 'drizzle-orm';
import { batches, batchMembers, organisationInvites, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { unauthenticated } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { syncBatchGroups } from '../../community/batch-groups.ts';
import { assertRoomFor, lockSeats } from '../../plans/seats.ts';
import { assertUsable, inviteByCode } from '../invites.ts';
import { refusal } from '../policy.ts';

const otherInstitute = () =>
  refusal('code', 'validation.batches.inOtherInstitute', 'Leave your institute before joining another');

/** GET /api/invites/{code}: the institute (and batch) a code joins, if it still joins anyone. */
export async function previewInvite(d: Deps, viewer: Viewer, code: string) {
  const { invite, org, batch } = await inviteByCode(d.db, code);
  assertUsable(invite, org, d.clock());
  return {
    organisation: { id: org.id, name: org.name },
    role: invite.role,
    batch: batch?.id && !batch.archivedAt ? { name: batch.name } : null,
    alreadyMember: viewer.organizationId === org.id,
    inOtherInstitute: viewer.organizationId !== null && viewer.organizationId !== org.id,
  };
}

/**
 * POST /api/invites/{code}/join. A user of no institute becomes a member (or teacher) of the invite's
 * institute, and of its batch when it names an open one; the use is counted. One already of this
 * institute only gets the batch (no use counted, their role untouched); one of another institute must
 * leave it first. The invite and the user's row are locked, so the last use cannot be taken twice.
 */
export async function joinByCode(d: Deps, viewer: Viewer, code: string) {
  const { invite: found, org } = await inviteByCode(d.db, code);
  return inOrganisation(d.db, org.id, async (tx) => {
    const [invite] = await tx
      .select()
      .from(organisationInvites)
      .where(and(eq(organisationInvites.id, found.id), eq(organisationInvites.organizationId, org.id)))
      .for('update');
    if (!invite) throw new Error('invite vanished');
    const now = d.clock();
    assertUsable(invite, org, now);
    // The institute's row before the user's (the lock order of plans/seats.ts): joins are counted one by one.
    const seats = invite.role === 'member' ? await lockSeats(tx, org.id) : null;
    const [user] = await tx
      .select({
        id: users.id,
        organizationId: users.organizationId,
        orgRole: users.orgRole,
        orgDeactivatedAt: users.orgDeactivatedAt,
      })
      .from(users)
      .where(eq(users.id, viewer.id))
      .for('update');
    if (!user) throw unauthenticated();
    if (user.organizationId && user.organizationId !== org.id) throw otherInstitute();
    const joined = !user.organizationId;
    const orgRole = joined ? invite.role : (user.orgRole ?? 'member');
    if (joined && orgRole === 'member') assertRoomFor(seats, 1);
    if (joined) {
      await tx
        .update(users)
        .set({ organizationId: org.id, orgRole, orgDeactivatedAt: null, updatedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.organizationId)));
      await tx
        .update(organisationInvites)
        .set({ uses: invite.uses + 1 })
        .where(eq(organisationInvites.id, invite.id));
    }
    // The batch, when the invite names an open one and the role fits it (an admin has no batch rows).
    const batchRole = orgRole === 'member' ? 'student' : orgRole === 'teacher' ? 'teacher' : null;
    if (invite.batchId && batchRole && !user.orgDeactivatedAt) {
      const [batch] = await tx
        .select({ id: batches.id, archivedAt: batches.archivedAt })
        .from(batches)
        .where(and(eq(batches.id, invite.batchId), eq(batches.organizationId, org.id)));
      if (batch && !batch.archivedAt)
        await tx
          .insert(batchMembers)
          .values({
            batchId: batch.id,
            userId: user.id,
            organizationId: org.id,
            role: batchRole,
            addedAt: now,
          })
          .onConflictDoNothing();
      if (batch && !batch.archivedAt) await syncBatchGroups(tx, org.id, [batch.id], now);
    }
    return { organizationId: org.id, orgRole, joined };
  });
}
