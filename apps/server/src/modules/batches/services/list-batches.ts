import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { type BatchViewer, seesEveryBatch } from '../policy.ts';
import { batchSummaries } from '../queries.ts';

/**
 * The institute's batches with their counts: every batch for its admins (archived ones only when
 * asked), and for a teacher the active batches they teach.
 */
export async function listBatches(
  d: Deps,
  viewer: BatchViewer,
  organizationId: string,
  query: { archived: boolean },
) {
  const everyBatch = seesEveryBatch(viewer);
  const data = await inOrganisation(d.db, organizationId, (tx) =>
    batchSummaries(
      tx,
      organizationId,
      everyBatch ? { archived: query.archived } : { archived: false, taughtBy: viewer.id },
    ),
  );
  return { data };
}
