import { LIVE_PUBLISH_GRACE_SECONDS } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsAwards, topicProgress } from '../src/db/schema/index.ts';
import { liveTick, nextPublicationDue } from '../src/modules/live-tests/services/ticker.ts';
import { student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  answerAtPace,
  hallState,
  joined,
  livePaper,
  platformAdmin,
  scheduleIndia,
  submit,
} from './live-tests-fixtures.ts';

/**
 * The ticker times publication to the due moment (docs/live-tests.md, "Publication"): ranks within
 * 60 s of the close need more than a 30 s interval after a 30 s grace.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
});
afterAll(async () => t?.close());

describe('the next publication', () => {
  it('is the soonest unpublished test’s end plus the grace, and none once it is cancelled', async () => {
    const admin = await platformAdmin(t.app, t.database.db);
    expect(await nextPublicationDue(t.app.deps)).toBeUndefined();
    const soon = new Date(t.clock().getTime() + 10 * 60_000);
    const later = new Date(t.clock().getTime() + 90 * 60_000);
    const first = await scheduleIndia(t.app, admin, (await livePaper(t.database.db)).id, soon);
    await scheduleIndia(t.app, admin, (await livePaper(t.database.db)).id, later);
    const due = await nextPublicationDue(t.app.deps);
    expect(due?.toISOString()).toBe(
      new Date(new Date(first.endsAt).getTime() + LIVE_PUBLISH_GRACE_SECONDS * 1000).toISOString(),
    );

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/live-tests/${first.id}`,
      headers: admin,
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    const next = await nextPublicationDue(t.app.deps);
    expect(next?.getTime()).toBeGreaterThan(new Date(first.endsAt).getTime() + 30 * 60_000);
  });
});

describe('points and topic accuracy of a live paper', () => {
  it('wait for publication (they would tell a score while others sit), then come once', async () => {
    const db = t.database.db;
    const admin = await platformAdmin(t.app, db);
    const startsAt = new Date(t.clock().getTime() + 6 * 60_000);
    const test = await scheduleIndia(t.app, admin, (await livePaper(db)).id, startsAt);
    const asha = await student(t.app, db);
    t.clock.advance(6 * 60_000);
    const { attemptId } = await joined(t.app, asha.headers, test.id);
    const state = await hallState(t.app, asha.headers, attemptId);
    t.clock.advance(10 * 60_000);
    // At a person's pace (a batch of answers without visits would be held for review at publication,
    // and a held attempt earns its points only when an admin clears it).
    await answerAtPace(t.app, asha.headers, state, t.clock, 35, 30);
    expect((await submit(t.app, asha.headers, attemptId)).statusCode).toBe(409);

    const progressOf = async () =>
      (await db.select().from(topicProgress).where(eq(topicProgress.userId, asha.user.id))).reduce(
        (n, r) => n + r.attempts,
        0,
      );
    const pointsOf = async () => db.select().from(pointsAwards).where(eq(pointsAwards.userId, asha.user.id));
    expect(await progressOf()).toBe(0);
    expect(await pointsOf()).toEqual([]);

    t.clock.advance(60 * 60_000);
    const tick = await liveTick(t.app.deps);
    expect(tick).toMatchObject({ published: 1, credited: 1 });
    expect(await progressOf()).toBe(35);
    expect((await pointsOf()).map((p) => [p.source, p.points > 0])).toEqual([['test', true]]);

    // Another pass (another node, a restart) gives nothing twice.
    expect((await liveTick(t.app.deps)).credited).toBe(0);
    expect(await progressOf()).toBe(35);
    expect(await pointsOf()).toHaveLength(1);
  });
});
