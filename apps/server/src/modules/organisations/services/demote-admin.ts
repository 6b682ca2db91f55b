import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { organisationForUpdate, presentOrganisations } from '../queries.ts';

/**
 * An admin of the institute becomes one of its members (they stay in the institute). A user who is
 * not an admin of this institute, of another one included, is a 404 like a missing one.
 */
export async function demoteAdmin(d: Deps, organizationId: string, userId: string) {
  const now = d.clock();
  return d.db.transaction(async (tx) => {
    const org = await organisationForUpdate(tx, organizationId);
    const [demoted] = await tx
      .update(users)
      .set({ orgRole: 'member', updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), eq(users.orgRole, 'admin')))
      .returning({ id: users.id });
    if (!demoted) throw notFound('No such admin of this organisation');
    const [presented] = await presentOrganisations(tx, [org]);
    if (!presented) throw new Error('organisation vanished');
    return presented;
  });
}
