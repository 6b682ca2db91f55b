import { type AttemptState, type AttemptTiming, examTemplates, type SaveAck } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import {
  createPracticeSet,
  resumeAttempt,
  setCompensatoryTime,
  startAttempt,
  student,
} from './exam-factories.ts';
import { createTestApp, type TestApp, withSecondNode } from './helpers.ts';

/**
 * A deadline moved mid-test (compensatory time granted) reaches the running hall through the answers
 * it already gets: every save acknowledgement and every position answer carry the attempt's time
 * (docs/exam-hall.md, "A deadline that moves"). On PGlite, and on PostgreSQL with Redis in CI.
 */
let t: TestApp;
let admin: Record<string, string>;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  admin = (await student(t.app, t.database.db, { role: 'admin' })).headers;
});
afterAll(async () => t?.close());

async function save(app: App, headers: Headers, id: string, seq: number, questionId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/attempts/${id}/saves`,
    headers,
    payload: { saves: [{ seq, questionId, answer: 0, marked: false }] },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as SaveAck;
}

async function position(app: App, headers: Headers, id: string, questionId: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/attempts/${id}/position`,
    headers,
    payload: { questionId },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as AttemptTiming;
}

const windowsOf = (state: AttemptState) =>
  state.sections.map((s) => ({ index: s.index, opensAt: s.opensAt, closesAt: s.closesAt }));

describe('a deadline moved mid-test reaches the running hall', () => {
  it('the next save acknowledgement and position answer carry the later deadline', async () => {
    const set = await createPracticeSet(t.database.db, 'SSC');
    const { user, headers } = await student(t.app, t.database.db);
    const state = await startAttempt(t.app, headers, set);
    const q = state.questions[0];
    if (!q) throw new Error('no question');
    // The first save caches the attempt's facts on this node; its ack says the deadline as it is.
    const first = await save(t.app, headers, state.id, 1, q.id);
    expect(first).toMatchObject({ acked: [1], deadline: state.deadline, serverNow: t.clock().toISOString() });
    // Not sectionally timed: the hall's windows follow the deadline; no windows on the wire.
    expect(first.sections).toBeUndefined();

    // Well inside the cache's lifetime (60 s): only the invalidation on the grant can make this true.
    t.clock.advance(5_000);
    await setCompensatoryTime(t.app, admin, user.id, true);
    const extra = Math.ceil((examTemplates.SSC.duration * 20) / 60);
    const later = new Date(Date.parse(state.deadline) + extra * 60_000).toISOString();
    const next = await save(t.app, headers, state.id, 2, q.id);
    expect(next).toMatchObject({ acked: [2], deadline: later });
    expect(next.sections).toBeUndefined();
    expect(await position(t.app, headers, state.id, q.id)).toEqual({
      serverNow: t.clock().toISOString(),
      deadline: later,
    });
    // A batch with nothing accepted still says the time.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/saves`,
      headers,
      payload: { saves: [{ seq: 3, questionId: q.id, answer: 4, marked: false }] },
    });
    expect(refused.json()).toMatchObject({ acked: [], deadline: later });
  });

  it('a sectionally timed exam also gets its stretched windows, the same as a resume shows', async () => {
    const set = await createPracticeSet(t.database.db, 'IBPS_PO');
    const { user, headers } = await student(t.app, t.database.db);
    const state = await startAttempt(t.app, headers, set);
    const q = state.questions[0];
    if (!q) throw new Error('no question');
    // Plain windows: the hall has them from the start, so they are not repeated on every ack.
    const first = await save(t.app, headers, state.id, 1, q.id);
    expect(first.sections).toBeUndefined();

    await setCompensatoryTime(t.app, admin, user.id, true);
    const stretched = await resumeAttempt(t.app, headers, state.id);
    expect(Date.parse(stretched.sections[0]?.closesAt ?? '')).toBeGreaterThan(
      Date.parse(state.sections[0]?.closesAt ?? ''),
    );
    const next = await save(t.app, headers, state.id, 2, q.id);
    expect(next.deadline).toBe(stretched.deadline);
    expect(next.sections).toEqual(windowsOf(stretched));
    expect((await position(t.app, headers, state.id, q.id)).sections).toEqual(windowsOf(stretched));
  });

  it.skipIf(!process.env.REDIS_URL)(
    'with REDIS_URL, a grant made through one node reaches the acks of another node sharing the database',
    () =>
      withSecondNode(t, async (second) => {
        const set = await createPracticeSet(t.database.db, 'IBPS_PO');
        const { user, headers } = await student(t.app, t.database.db);
        const state = await startAttempt(t.app, headers, set);
        const q = state.questions[0];
        if (!q) throw new Error('no question');
        // The second node caches the attempt's facts with the old deadline.
        expect((await save(second, headers, state.id, 1, q.id)).deadline).toBe(state.deadline);

        await setCompensatoryTime(t.app, admin, user.id, true);
        const stretched = await resumeAttempt(t.app, headers, state.id);
        let seq = 1;
        await vi.waitFor(
          async () => {
            seq += 1;
            const ack = await save(second, headers, state.id, seq, q.id);
            expect(ack.deadline).toBe(stretched.deadline);
            expect(ack.sections).toEqual(windowsOf(stretched));
          },
          { timeout: 3000, interval: 50 },
        );
      }),
  );
});
