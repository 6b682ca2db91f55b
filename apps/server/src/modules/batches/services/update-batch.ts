import type { UpdateBatchRequest } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { batches } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../lib/app-error.ts';
import { announceBatchGroupSync, syncBatchGroups } from '../../community/batch-groups.ts';
import { batchOf } from '../policy.ts';
import { batchSummary } from '../queries.ts';
import { nameTaken } from './create-batch.ts';

/**
 * Rename, change the exam, archive or bring back. An archived batch keeps its people and history
 * (attendance, tests) but leaves teachers' lists and takes nobody new.
 */
export async function updateBatch(
  d: Deps,
  organizationId: string,
  batchId: string,
  input: UpdateBatchRequest,
) {
  try {
    const { summary, sync } = await inOrganisation(d.db, organizationId, async (tx) => {
      const batch = await batchOf(tx, organizationId, batchId);
      const archivedAt =
        input.archived === undefined
          ? batch.archivedAt
          : input.archived
            ? (batch.archivedAt ?? d.clock())
            : null;
      await tx
        .update(batches)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.examKey !== undefined ? { examKey: input.examKey } : {}),
          archivedAt,
        })
        .where(and(eq(batches.id, batch.id), eq(batches.organizationId, organizationId)));
      // The group follows: renamed, archived (read-only) or brought back with the batch.
      const sync = await syncBatchGroups(tx, organizationId, [batch.id], d.clock());
      return { summary: await batchSummary(tx, organizationId, batch.id), sync };
    });
    announceBatchGroupSync(d.realtime, sync);
    return summary;
  } catch (err) {
    if (isUniqueViolation(err, 'batches_org_name_unique')) throw nameTaken();
    throw err;
  }
}
