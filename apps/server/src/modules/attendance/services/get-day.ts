import { type AttendanceDay, indianDayOf } from '@abhyas/core';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import { assertCanSeeBatch, assertDayOpen } from '../policy.ts';
import { presentDay } from '../presenter.ts';
import { rosterOfDay } from '../queries.ts';

/** GET …/attendance/{batchId}/{day}: the batch's roster with each student's mark that day, or none. */
export async function getAttendanceDay(
  d: Pick<Deps, 'db' | 'clock'>,
  viewer: BatchViewer,
  organizationId: string,
  batchId: string,
  day: string,
): Promise<AttendanceDay> {
  const now = d.clock();
  assertDayOpen(day, now);
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await assertCanSeeBatch(tx, viewer, organizationId, batchId);
    return presentDay(batch, day, indianDayOf(now), await rosterOfDay(tx, organizationId, batchId, day));
  });
}
