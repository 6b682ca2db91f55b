import { examTemplates, SAVE_GRACE_SECONDS } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../src/db/schema/index.ts';
import { createPracticeSet, keyOf, type SeededSet, startAttempt, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 6 (docs/reliability.md): an attempt whose candidate went away is finalised from
 * its saved answers within 60 s of its deadline plus the grace, with the deadline as its finish time,
 * by the server's own timer at its default interval (30 s). Other tests run the sweeper by hand; this
 * one waits for the timer (real time), while the app's clock is moved past the deadline at once.
 */
let t: TestApp;
let set: SeededSet;
beforeAll(async () => {
  t = await createTestApp({ ATTEMPT_SWEEP_SECONDS: '30' });
  set = await createPracticeSet(t.database.db, 'general');
});
afterAll(async () => t?.close());

describe('the sweeper’s own timer', () => {
  it('finalises an abandoned attempt within 60 s, from its saved answers, finishing at the deadline', {
    timeout: 90_000,
  }, async () => {
    const s = await student(t.app, t.database.db);
    const state = await startAttempt(t.app, s.headers, set);
    const saves = state.questions.slice(0, 3).map((q, i) => ({
      seq: i + 1,
      questionId: q.id,
      answer: keyOf(i + 1),
      marked: false,
      timeSpentMs: 20_000,
    }));
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/saves`,
      headers: s.headers,
      payload: { saves },
    });
    expect(saved.statusCode).toBe(200);
    // The browser closes; the server's clock passes the deadline and the grace.
    t.clock.advance((examTemplates.general.duration * 60 + SAVE_GRACE_SECONDS + 1) * 1000);
    const waitedFrom = Date.now();
    let row: typeof attempts.$inferSelect | undefined;
    while (Date.now() - waitedFrom < 60_000) {
      [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, state.id));
      if (row?.status === 'submitted') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const waited = Date.now() - waitedFrom;
    expect(row?.status).toBe('submitted');
    expect(waited).toBeLessThan(60_000);
    expect(row).toMatchObject({ finishedBy: 'timeout', correct: 3, wrong: 0 });
    expect(row?.submittedAt?.toISOString()).toBe(state.deadline);
    console.info(`faults-sweeper-timer: finalised ${(waited / 1000).toFixed(1)} s after the grace ended`);
  });
});
