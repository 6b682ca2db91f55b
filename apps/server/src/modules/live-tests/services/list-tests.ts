import { type LiveTestList, type LiveTestListQuery, liveTestRules } from '@abhyas/core';
import { and, count, eq } from 'drizzle-orm';
import { liveTests } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { presentItem } from '../presenter.ts';
import { liveTestRows, tabFilter, visibleTo } from '../queries.ts';

/** The live tests a student sees (all-India and their batches'), by tab and live key. */
export async function listLiveTests(
  d: Deps,
  viewer: Viewer,
  query: LiveTestListQuery,
): Promise<LiveTestList> {
  const now = d.clock();
  const tab = tabFilter(query.phase, now);
  const where = and(
    visibleTo(viewer.id),
    tab.where,
    query.liveKey ? eq(liveTests.liveKey, query.liveKey) : undefined,
  );
  const pageSize = liveTestRules.pageSize;
  const [rows, [total]] = await Promise.all([
    liveTestRows(d.db, viewer.id)
      .where(where)
      .orderBy(...tab.order, liveTests.id)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    d.db.select({ n: count() }).from(liveTests).where(where),
  ]);
  return {
    items: rows.map((r) => presentItem(r, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize,
    serverNow: now.toISOString(),
  };
}
