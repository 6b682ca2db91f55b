import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { refusal } from '../../batches/policy.ts';
import { otherActiveAdmins } from '../../batches/queries.ts';
import { announceBatchGroupSync, syncBatchGroups } from '../../community/batch-groups.ts';
import { organisationForUpdate, presentOrganisations } from '../queries.ts';

/**
 * An admin of the institute becomes one of its members (they stay in the institute). A user who is
 * not an admin of this institute, of another one included, is a 404 like a missing one. The last
 * active admin stays (409, as the institute's own member screen refuses it): an institute nobody can
 * manage would wait on the platform for everything; assign another admin first.
 */
export async function demoteAdmin(d: Deps, organizationId: string, userId: string) {
  const now = d.clock();
  const { presented, sync } = await d.db.transaction(async (tx) => {
    const org = await organisationForUpdate(tx, organizationId);
    if ((await otherActiveAdmins(tx, organizationId, userId)) === 0) {
      const [target] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, userId), eq(users.organizationId, organizationId), eq(users.orgRole, 'admin')),
        );
      if (target)
        throw refusal(
          'userId',
          'validation.batches.lastAdmin',
          'The institute needs at least one active admin',
        );
    }
    const [demoted] = await tx
      .update(users)
      .set({ orgRole: 'member', updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), eq(users.orgRole, 'admin')))
      .returning({ id: users.id });
    if (!demoted) throw notFound('No such admin of this organisation');
    // No longer an admin: they leave the batch groups they moderated as one.
    const sync = await syncBatchGroups(tx, organizationId, 'all', now);
    const [presented] = await presentOrganisations(tx, [org]);
    if (!presented) throw new Error('organisation vanished');
    return { presented, sync };
  });
  announceBatchGroupSync(d.realtime, sync);
  // A changed role closes their chat sockets on every node; the client reconnects with new claims.
  d.realtime.disconnectUser(userId);
  return presented;
}
