import { type AttendanceDayView, indianDayOf } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { organisations } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import { assertCanSeeBatch, assertDayOpen } from '../policy.ts';
import { presentDay } from '../presenter.ts';
import { rosterOfDay } from '../queries.ts';

/**
 * GET …/attendance/{batchId}/{day}: the batch's roster with each student's mark that day, or none,
 * and the institute's name (for the parent's message).
 */
export async function getAttendanceDay(
  d: Pick<Deps, 'db' | 'clock'>,
  viewer: BatchViewer,
  organizationId: string,
  batchId: string,
  day: string,
): Promise<AttendanceDayView> {
  const now = d.clock();
  assertDayOpen(day, now);
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await assertCanSeeBatch(tx, viewer, organizationId, batchId);
    const [institute] = await tx
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, organizationId));
    const roster = await rosterOfDay(tx, organizationId, batchId, day);
    return {
      ...presentDay(batch, day, indianDayOf(now), roster),
      institute: institute ?? { id: organizationId, name: '' },
    };
  });
}
