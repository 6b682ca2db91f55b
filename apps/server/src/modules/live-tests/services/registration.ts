import type { LiveTestDetail } from '@abhyas/core';
import { and, eq, isNull } from 'drizzle-orm';
import { liveRegistrations } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertRegistrationOpen, assertWithdrawable } from '../policy.ts';
import { phaseOf } from '../presenter.ts';
import { liveTestDetail, visibleTestOr404 } from './get-test.ts';

/** Registers the viewer (idempotent) until the join window shuts. */
export async function register(d: Deps, viewer: Viewer, liveTestId: string): Promise<LiveTestDetail> {
  const row = await visibleTestOr404(d, viewer, liveTestId);
  assertRegistrationOpen(phaseOf(row.test, d.clock()));
  await d.db
    .insert(liveRegistrations)
    .values({ liveTestId, userId: viewer.id, registeredAt: d.clock() })
    .onConflictDoNothing();
  return liveTestDetail(d, viewer, liveTestId);
}

/** Withdraws a registration before the start (a candidate who joined has an attempt: it stays). */
export async function withdraw(d: Deps, viewer: Viewer, liveTestId: string): Promise<LiveTestDetail> {
  const row = await visibleTestOr404(d, viewer, liveTestId);
  assertWithdrawable(phaseOf(row.test, d.clock()));
  await d.db
    .delete(liveRegistrations)
    .where(
      and(
        eq(liveRegistrations.liveTestId, liveTestId),
        eq(liveRegistrations.userId, viewer.id),
        isNull(liveRegistrations.attemptId),
      ),
    );
  return liveTestDetail(d, viewer, liveTestId);
}
