import type { MyBatchTestList } from '@abhyas/core';
import { and, eq, inArray } from 'drizzle-orm';
import { attempts } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { batchRank } from '../policy.ts';
import { presentMyTest } from '../presenter.ts';
import { batchIdsOf, batchScores, testRows } from '../queries.ts';

/**
 * A student's tests: every test assigned to a batch they study in, upcoming, open or closed, with
 * their result and batch rank (first attempts only; equal scores share a rank) once they took it.
 */
export function myTests(d: Deps, viewer: Viewer, organizationId: string): Promise<MyBatchTestList> {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const rows = await testRows(
      tx,
      organizationId,
      await batchIdsOf(tx, organizationId, viewer.id, 'student'),
    );
    const now = d.clock();
    const setIds = [...new Set(rows.map((r) => r.set.id))];
    const running = new Set(
      setIds.length === 0
        ? []
        : (
            await tx
              .select({ setId: attempts.setId })
              .from(attempts)
              .where(
                and(
                  eq(attempts.userId, viewer.id),
                  eq(attempts.status, 'active'),
                  inArray(attempts.setId, setIds),
                ),
              )
          ).map((a) => a.setId),
    );
    const items = [];
    for (const row of rows) {
      const scores = await batchScores(tx, row.batchId, row.set.id);
      const own = scores.find((s) => s.userId === viewer.id);
      const result = own
        ? {
            attemptId: own.attemptId,
            scoreMilli: own.scoreMilli,
            rank: batchRank(
              scores.map((s) => s.scoreMilli),
              own.scoreMilli,
            ),
            takers: scores.length,
          }
        : null;
      items.push(presentMyTest(row, { running: running.has(row.set.id), result }, now));
    }
    return { items, serverNow: now.toISOString() };
  });
}
