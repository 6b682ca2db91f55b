import { and, eq } from 'drizzle-orm';
import { batchMembers } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { announceBatchGroupSync, syncBatchGroups } from '../../community/batch-groups.ts';
import { assertOpen, batchOf, refusal } from '../policy.ts';
import { batchSummary } from '../queries.ts';

/** Moves a student from one batch to another in one transaction; answers the batch they moved to. */
export async function moveStudent(
  d: Deps,
  organizationId: string,
  fromBatchId: string,
  userId: string,
  toBatchId: string,
) {
  const { summary, sync } = await inOrganisation(d.db, organizationId, async (tx) => {
    const from = await batchOf(tx, organizationId, fromBatchId);
    const to = await batchOf(tx, organizationId, toBatchId);
    if (from.id === to.id)
      throw refusal('toBatchId', 'validation.batches.sameBatch', 'The student is already in this batch');
    assertOpen(to);
    const moved = await tx
      .delete(batchMembers)
      .where(
        and(
          eq(batchMembers.batchId, from.id),
          eq(batchMembers.organizationId, organizationId),
          eq(batchMembers.userId, userId),
          eq(batchMembers.role, 'student'),
        ),
      )
      .returning({ userId: batchMembers.userId });
    if (moved.length === 0) throw notFound('No such student in this batch');
    await tx
      .insert(batchMembers)
      .values({ batchId: to.id, userId, organizationId, role: 'student', addedAt: d.clock() })
      .onConflictDoNothing();
    const sync = await syncBatchGroups(tx, organizationId, [from.id, to.id], d.clock());
    return { summary: await batchSummary(tx, organizationId, to.id), sync };
  });
  announceBatchGroupSync(d.realtime, sync);
  return summary;
}
