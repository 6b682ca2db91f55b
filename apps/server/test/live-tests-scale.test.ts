import type { LiveResults } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { liveResults, liveTests } from '../src/db/schema/index.ts';
import { liveTick } from '../src/modules/live-tests/services/ticker.ts';
import { student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  answer,
  hallState,
  joined,
  livePaper,
  platformAdmin,
  scheduleIndia,
  submit,
} from './live-tests-fixtures.ts';

/**
 * Fifty API clients at once (docs/live-tests.md): they register, join at the same server time, save
 * and submit concurrently; equal scores share ranks. Then two app nodes on one database tick at the
 * same moment and the test is published exactly once.
 */
let t: TestApp;
type H = Record<string, string>;
const clients: H[] = [];
const CLIENTS = 50;
/** Correct answers by client: 20 on 30, 20 on 20, 10 on 10. */
const rightOf = (i: number) => (i < 20 ? 30 : i < 40 ? 20 : 10);
let liveTestId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const db = t.database.db;
  const admin = await platformAdmin(t.app, db);
  const paper = await livePaper(db);
  for (let i = 0; i < CLIENTS; i += 1) clients.push((await student(t.app, db)).headers);
  liveTestId = (await scheduleIndia(t.app, admin, paper.id, new Date(t.clock().getTime() + 10 * 60_000))).id;
}, 120_000);
afterAll(async () => t?.close());

describe('fifty candidates at once', () => {
  it('registers, joins, saves and submits fifty clients concurrently', async () => {
    const registered = await Promise.all(
      clients.map((h) =>
        t.app.inject({ method: 'POST', url: `/api/live-tests/${liveTestId}/registration`, headers: h }),
      ),
    );
    expect(registered.map((r) => r.statusCode)).toEqual(clients.map(() => 200));
    t.clock.advance(10 * 60_000);
    // Each client presses Join twice at once (a double tap): one attempt each.
    const joins = await Promise.all(
      clients.flatMap((h) => [joined(t.app, h, liveTestId), joined(t.app, h, liveTestId)]),
    );
    const attemptIds = clients.map((_, i) => joins[2 * i]?.attemptId ?? '');
    expect(clients.map((_, i) => joins[2 * i + 1]?.attemptId)).toEqual(attemptIds);
    expect(new Set(attemptIds).size).toBe(CLIENTS);
    await Promise.all(
      clients.map(async (h, i) =>
        answer(t.app, h, await hallState(t.app, h, attemptIds[i] ?? ''), rightOf(i)),
      ),
    );
    const submits = await Promise.all(clients.map((h, i) => submit(t.app, h, attemptIds[i] ?? '')));
    expect(submits.map((s) => s.json().error?.code)).toEqual(clients.map(() => 'LIVE_RESULTS_PENDING'));
  }, 120_000);

  it('publishes once from two nodes ticking together, with shared ranks', async () => {
    t.clock.advance(60 * 60_000 + 31_000);
    const second = await buildApp(
      { ...t.app.deps.config, LOG_LEVEL: 'silent' },
      { database: t.database, clock: t.clock },
    );
    await second.ready();
    try {
      const ticks = await Promise.all([liveTick(t.app.deps), liveTick(second.deps), liveTick(t.app.deps)]);
      expect(ticks.reduce((n, r) => n + r.published, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const rows = await t.database.db.select().from(liveResults).where(eq(liveResults.liveTestId, liveTestId));
    expect(rows).toHaveLength(CLIENTS);
    const ranksBy = new Map<number, Set<number>>();
    for (const r of rows) ranksBy.set(r.scoreMilli, (ranksBy.get(r.scoreMilli) ?? new Set()).add(r.rank));
    expect([...ranksBy.entries()].sort((a, b) => b[0] - a[0]).map(([s, r]) => [s / 1000, [...r]])).toEqual([
      [30, [1]],
      [20, [21]],
      [10, [41]],
    ]);
    const [test] = await t.database.db.select().from(liveTests).where(eq(liveTests.id, liveTestId));
    expect(test?.summary?.candidates).toBe(CLIENTS);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/live-tests/${liveTestId}/results`,
        headers: clients[45] ?? {},
      })
    ).json() as LiveResults;
    expect(mine.mine).toMatchObject({ rank: 41, percentile: 20, candidates: CLIENTS });
  }, 120_000);
});
