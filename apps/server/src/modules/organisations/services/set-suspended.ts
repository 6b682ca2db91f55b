import { eq } from 'drizzle-orm';
import { organisations } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { organisationForUpdate, presentOrganisations } from '../queries.ts';

/**
 * Suspends an institute or lifts its suspension. Its data stays; its admins, teachers and students
 * get ORGANISATION_SUSPENDED on its routes meanwhile (plugins/access.ts). Suspending twice keeps the
 * first time.
 */
export async function setSuspended(d: Deps, organizationId: string, suspended: boolean) {
  const now = d.clock();
  return d.db.transaction(async (tx) => {
    const org = await organisationForUpdate(tx, organizationId);
    const [row] = await tx
      .update(organisations)
      .set({ suspendedAt: suspended ? (org.suspendedAt ?? now) : null, updatedAt: now })
      .where(eq(organisations.id, organizationId))
      .returning();
    if (!row) throw new Error('organisation vanished while locked');
    const [presented] = await presentOrganisations(tx, [row]);
    if (!presented) throw new Error('organisation vanished');
    return presented;
  });
}
