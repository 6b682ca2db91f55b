import type { StaffBatchTest, StaffBatchTestList } from '@abhyas/core';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { seesEveryBatch } from '../../batches/policy.ts';
import { averageOf } from '../policy.ts';
import { presentStaffTest } from '../presenter.ts';
import { batchIdsOf, batchScores, testRows } from '../queries.ts';

/**
 * The institute's tests with how each batch did (takers, average): every batch's to its admins, a
 * teacher's own batches' to a teacher (docs/institutes.md).
 */
export function listStaffTests(d: Deps, viewer: Viewer, organizationId: string): Promise<StaffBatchTestList> {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batchIds = seesEveryBatch(viewer)
      ? undefined
      : await batchIdsOf(tx, organizationId, viewer.id, 'teacher');
    const rows = await testRows(tx, organizationId, batchIds);
    const now = d.clock();
    const items: StaffBatchTest[] = [];
    for (const row of rows) {
      const scores = (await batchScores(tx, row.batchId, row.set.id)).map((s) => s.scoreMilli);
      items.push(presentStaffTest(row, { takers: scores.length, averageMilli: averageOf(scores) }, now));
    }
    return { items, serverNow: now.toISOString() };
  });
}
