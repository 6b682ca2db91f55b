import { desc, eq } from 'drizzle-orm';
import { batches, organisationInvites } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { presentInvite } from '../invites.ts';

/** The institute's invites, newest first (the last 100: older ones have long expired). */
export async function listInvites(d: Deps, organizationId: string) {
  const rows = await inOrganisation(d.db, organizationId, (tx) =>
    tx
      .select({ invite: organisationInvites, batch: { id: batches.id, name: batches.name } })
      .from(organisationInvites)
      .leftJoin(batches, eq(batches.id, organisationInvites.batchId))
      .where(eq(organisationInvites.organizationId, organizationId))
      .orderBy(desc(organisationInvites.createdAt), organisationInvites.id)
      .limit(100),
  );
  return { data: rows.map((r) => presentInvite(r.invite, r.batch?.id ? r.batch : null)) };
}
