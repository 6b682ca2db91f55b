import type { BatchTestInput, StaffBatchTest } from '@abhyas/core';
import { batchTests } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation, notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertCanSeeBatch } from '../../batches/policy.ts';
import { alreadyAssigned, assertWindowAhead } from '../policy.ts';
import { presentStaffTest } from '../presenter.ts';
import { instituteSet, testRows } from '../queries.ts';

/**
 * Assigns one of the institute's sets to one of its batches with a window (docs/institutes.md). A
 * batch or set of another institute answers 404 as a missing one; an archived batch too.
 */
export function assignTest(
  d: Deps,
  viewer: Viewer,
  organizationId: string,
  input: BatchTestInput,
): Promise<StaffBatchTest> {
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  const now = d.clock();
  assertWindowAhead(closesAt, now);
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await assertCanSeeBatch(tx, viewer, organizationId, input.batchId);
    if (batch.archivedAt) throw notFound('No such batch');
    const { set } = await instituteSet(tx, organizationId, input.setId);
    const [row] = await tx
      .insert(batchTests)
      .values({
        batchId: batch.id,
        setId: set.id,
        organizationId,
        opensAt,
        closesAt,
        assignedById: viewer.id,
      })
      .returning({ id: batchTests.id })
      .catch((err: unknown) => {
        throw isUniqueViolation(err, 'batch_tests_batch_set') ? alreadyAssigned() : err;
      });
    const [made] = (await testRows(tx, organizationId, [batch.id])).filter((r) => r.id === row?.id);
    if (!made) throw new Error('batch test missing after insert');
    return presentStaffTest(made, { takers: 0, averageMilli: null }, now);
  });
}
