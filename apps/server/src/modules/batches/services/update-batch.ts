import type { UpdateBatchRequest } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { batches } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../lib/app-error.ts';
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
    return await inOrganisation(d.db, organizationId, async (tx) => {
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
      return batchSummary(tx, organizationId, batch.id);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'batches_org_name_unique')) throw nameTaken();
    throw err;
  }
}
