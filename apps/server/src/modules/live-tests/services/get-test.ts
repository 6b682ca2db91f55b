import type { LiveTestDetail } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { presentItem, presentRegistration } from '../presenter.ts';
import { findRegistration, findVisibleTest, type LiveTestListRow } from '../queries.ts';

/** A test the viewer may see, or 404 (another institute's batch test is as absent as a missing one). */
export async function visibleTestOr404(
  d: Deps,
  viewer: Viewer,
  liveTestId: string,
  counts = true,
): Promise<LiveTestListRow> {
  const row = await findVisibleTest(d.db, viewer.id, liveTestId, counts);
  if (!row) throw notFound('No such live test');
  return row;
}

/** The lobby: the test, the viewer's registration and the server's clock. */
export async function liveTestDetail(d: Deps, viewer: Viewer, liveTestId: string): Promise<LiveTestDetail> {
  const row = await visibleTestOr404(d, viewer, liveTestId);
  const reg = await findRegistration(d.db, liveTestId, viewer.id);
  const now = d.clock();
  return {
    test: presentItem(row, now),
    registration: reg ? presentRegistration(reg.registration, reg.submitted) : null,
    serverNow: now.toISOString(),
  };
}
