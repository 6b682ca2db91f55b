import type { AttemptState } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponses, attempts } from '../src/db/schema/index.ts';
import { createPracticeSet, resumeAttempt, type SeededSet, startAttempt } from './exam-factories.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 5 (docs/reliability.md): the candidate's phone (device A) dies mid-test and they
 * carry on from a laptop (device B). B sees every answer A saved and the same deadline; A, coming back
 * online later with answers still queued, is refused (409 ATTEMPT_MOVED) on saves, position and
 * submit, so nothing it sends writes over B. Opening the test again on A takes it back.
 */
let t: TestApp;
let set: SeededSet;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  set = await createPracticeSet(t.database.db, 'general');
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const code = (res: { json: () => unknown }) => (res.json() as { error?: { code?: string } }).error?.code;
const save = (headers: Headers, attemptId: string, questionId: string, seq: number, answer: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/attempts/${attemptId}/saves`,
    headers,
    payload: { saves: [{ seq, questionId, answer, marked: false, timeSpentMs: 1000 }] },
  });
const position = (headers: Headers, attemptId: string, questionId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/attempts/${attemptId}/position`,
    headers,
    payload: { questionId },
  });
const submit = (headers: Headers, attemptId: string) =>
  t.app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/submit`, headers });
const stored = async (attemptId: string, questionId: string) =>
  (
    await t.database.db
      .select({ answer: attemptResponses.answer, seq: attemptResponses.seq })
      .from(attemptResponses)
      .where(and(eq(attemptResponses.attemptId, attemptId), eq(attemptResponses.questionId, questionId)))
  )[0];

describe('a test continued on another device', () => {
  it('shows B every answer A saved and the same deadline, and refuses A’s later writes', async () => {
    const user = await createUser(t.database.db);
    const phone = bearer((await signIn(t.app, user.username)).token);
    const laptop = bearer((await signIn(t.app, user.username)).token);
    const started = await startAttempt(t.app, phone, set);
    const [q1, q2] = started.questions.map((q) => q.id) as [string, string];
    expect((await save(phone, started.id, q1, 1, 0)).statusCode).toBe(200);
    expect((await save(phone, started.id, q2, 2, 1)).statusCode).toBe(200);

    // The phone dies; the laptop opens the running test.
    const onLaptop: AttemptState = await resumeAttempt(t.app, laptop, started.id);
    expect(onLaptop.deadline).toBe(started.deadline);
    // The remaining time B shows is the deadline less the server's time.
    expect(Math.abs(Date.parse(onLaptop.serverNow) - t.clock().getTime())).toBeLessThan(2000);
    expect(onLaptop.lastSeq).toBe(2);
    expect(Object.fromEntries(onLaptop.responses.map((r) => [r.questionId, r.answer]))).toEqual({
      [q1]: 0,
      [q2]: 1,
    });
    const onB = await save(laptop, started.id, q1, 3, 2);
    expect([onB.statusCode, onB.json().acked]).toEqual([200, [3]]);

    // The phone comes back with a save it had queued (a higher seq than the laptop's): refused.
    const late = await save(phone, started.id, q1, 9, 3);
    expect([late.statusCode, code(late)]).toEqual([409, 'ATTEMPT_MOVED']);
    expect(await stored(started.id, q1)).toEqual({ answer: 2, seq: 3 });
    const moved = await position(phone, started.id, q2);
    expect([moved.statusCode, code(moved)]).toEqual([409, 'ATTEMPT_MOVED']);
    const submitted = await submit(phone, started.id);
    expect([submitted.statusCode, code(submitted)]).toEqual([409, 'ATTEMPT_MOVED']);
    const [row] = await t.database.db
      .select({ status: attempts.status })
      .from(attempts)
      .where(eq(attempts.id, started.id));
    expect(row?.status).toBe('active');

    // "Continue on this device": the phone opens the test again and holds it; now the laptop is refused.
    expect((await resumeAttempt(t.app, phone, started.id)).lastSeq).toBe(3);
    expect((await save(phone, started.id, q2, 10, 3)).statusCode).toBe(200);
    const stale = await save(laptop, started.id, q2, 4, 0);
    expect([stale.statusCode, code(stale)]).toEqual([409, 'ATTEMPT_MOVED']);
    expect(await stored(started.id, q2)).toEqual({ answer: 3, seq: 10 });
    expect((await submit(phone, started.id)).statusCode).toBe(200);
  });

  it('lets two tabs of one sign-in share the test, and a new start on B resume and take it', async () => {
    const user = await createUser(t.database.db);
    const session = (await signIn(t.app, user.username)).token;
    const tab1 = bearer(session);
    const tab2 = bearer(session);
    const started = await startAttempt(t.app, tab1, set);
    const q = started.questions[0]?.id ?? '';
    await resumeAttempt(t.app, tab2, started.id);
    expect((await save(tab1, started.id, q, 1, 0)).statusCode).toBe(200);
    expect((await save(tab2, started.id, q, 2, 1)).statusCode).toBe(200);

    // Device B presses "Start" on the set: it resumes the running attempt and holds it.
    const other = bearer((await signIn(t.app, user.username)).token);
    expect((await startAttempt(t.app, other, set)).id).toBe(started.id);
    const refused = await save(tab1, started.id, q, 3, 2);
    expect([refused.statusCode, code(refused)]).toEqual([409, 'ATTEMPT_MOVED']);
    expect((await save(other, started.id, q, 3, 2)).statusCode).toBe(200);
  });
});
