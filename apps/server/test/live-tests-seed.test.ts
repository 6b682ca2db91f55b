import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLivePapers } from '../../../content/live.ts';
import { examSeries, liveRegistrations, liveTests, practiceSets } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { LIVE_SERIES, seedDemoLiveTests } from '../src/db/seed/demo-live-tests.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The demo seed of live tests: the reserved papers as secret sets of one series, scheduled once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
}, 60_000);
afterAll(async () => t?.close());

describe('the demo live tests', () => {
  it('loads every paper of content/live unpublished in the Live tests series and schedules each once', async () => {
    const papers = loadLivePapers();
    expect(papers.length).toBeGreaterThanOrEqual(3);
    expect(await seedDemoLiveTests(t.app.deps, papers)).toBe(papers.length);
    expect(await seedDemoLiveTests(t.app.deps, papers)).toBe(0);
    const rows = await t.database.db
      .select({ test: liveTests, published: practiceSets.published, series: examSeries.slug })
      .from(liveTests)
      .innerJoin(practiceSets, eq(practiceSets.id, liveTests.setId))
      .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId));
    expect(rows).toHaveLength(papers.length);
    for (const r of rows) {
      expect(r.published).toBe(false);
      expect(r.series).toBe(LIVE_SERIES.slug);
      expect(r.test.startsAt.getTime()).toBeGreaterThan(t.clock().getTime());
      expect(r.test.liveKey.endsWith('_LIVE')).toBe(true);
    }
    expect(new Set(rows.map((r) => r.test.liveKey)).size).toBe(papers.length);
    const registered = await t.database.db.select().from(liveRegistrations);
    expect(registered).toHaveLength(papers.length);
  }, 120_000);
});
