import type { CreateBatchRequest } from '@abhyas/core';
import { batches } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../lib/app-error.ts';
import { syncBatchGroups } from '../../community/batch-groups.ts';
import { refusal } from '../policy.ts';
import { batchSummary } from '../queries.ts';

/** Two active batches of one institute never share a name (any case): a roster import finds them by it. */
export const nameTaken = () =>
  refusal('name', 'validation.batches.nameTaken', 'The institute already has an active batch of that name');

export async function createBatch(d: Deps, organizationId: string, input: CreateBatchRequest) {
  try {
    return await inOrganisation(d.db, organizationId, async (tx) => {
      const [batch] = await tx
        .insert(batches)
        .values({ organizationId, name: input.name, examKey: input.examKey ?? null, createdAt: d.clock() })
        .returning({ id: batches.id });
      if (!batch) throw new Error('no batch');
      // The batch's own group is made with it (docs/community.md, "Batch groups").
      await syncBatchGroups(tx, organizationId, [batch.id], d.clock());
      return batchSummary(tx, organizationId, batch.id);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'batches_org_name_unique')) throw nameTaken();
    throw err;
  }
}
