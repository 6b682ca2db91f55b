import { and, eq } from 'drizzle-orm';
import { batchMembers } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { announceBatchGroupSync, syncBatchGroups } from '../../community/batch-groups.ts';
import { batchOf } from '../policy.ts';
import { batchSummary } from '../queries.ts';

/** Takes a student (or, with `role: 'teacher'`, a teacher) out of a batch; not in it: 404. */
export async function removeFromBatch(
  d: Deps,
  organizationId: string,
  batchId: string,
  userId: string,
  role: 'student' | 'teacher',
) {
  const { summary, sync } = await inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await batchOf(tx, organizationId, batchId);
    const removed = await tx
      .delete(batchMembers)
      .where(
        and(
          eq(batchMembers.batchId, batch.id),
          eq(batchMembers.organizationId, organizationId),
          eq(batchMembers.userId, userId),
          eq(batchMembers.role, role),
        ),
      )
      .returning({ userId: batchMembers.userId });
    if (removed.length === 0) throw notFound(`No such ${role} in this batch`);
    const sync = await syncBatchGroups(tx, organizationId, [batch.id], d.clock());
    return { summary: await batchSummary(tx, organizationId, batch.id), sync };
  });
  announceBatchGroupSync(d.realtime, sync);
  return summary;
}
