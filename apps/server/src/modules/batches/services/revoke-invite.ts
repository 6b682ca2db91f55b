import { and, eq } from 'drizzle-orm';
import { batches, organisationInvites } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentInvite } from '../invites.ts';

/** Revokes an invite at once (again: no change); another institute's invite is a 404. */
export async function revokeInvite(d: Deps, organizationId: string, inviteId: string) {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const mine = and(
      eq(organisationInvites.id, inviteId),
      eq(organisationInvites.organizationId, organizationId),
    );
    const [row] = await tx.select().from(organisationInvites).where(mine);
    if (!row) throw notFound('No such invite');
    const [revoked] = row.revokedAt
      ? [row]
      : await tx.update(organisationInvites).set({ revokedAt: d.clock() }).where(mine).returning();
    if (!revoked) throw new Error('invite vanished');
    const [batch] = revoked.batchId
      ? await tx
          .select({ id: batches.id, name: batches.name })
          .from(batches)
          .where(eq(batches.id, revoked.batchId))
      : [];
    return { invite: presentInvite(revoked, batch ?? null) };
  });
}
