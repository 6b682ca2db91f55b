import type { AuthResponse } from '@abhyas/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { passwordResetsSettled } from '../src/modules/auth/password-reset.ts';
import { connect, listen } from './community-fixtures.ts';
import { createPracticeSet, resumeAttempt, type SeededSet, startAttempt } from './exam-factories.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 16: an access token lives 15 minutes, but the session it was issued for can end
 * sooner (sign-out, a password reset, a reused refresh token). Then its access tokens stop at once:
 * on guarded routes, on the exam hall's hot path (whose own SQL checks the session) and at the chat's
 * handshake, while the user's other sessions carry on (docs/auth.md, "Tokens").
 */
let t: TestApp;
let url: string;
let set: SeededSet;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  set = await createPracticeSet(t.database.db, 'general');
  url = await listen(t.app);
});
afterAll(async () => t?.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const save = (token: string, attemptId: string, questionId: string, seq: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/attempts/${attemptId}/saves`,
    headers: bearer(token),
    payload: { saves: [{ seq, questionId, answer: 1, marked: false, timeSpentMs: 1000 }] },
  });
const position = (token: string, attemptId: string, questionId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/attempts/${attemptId}/position`,
    headers: bearer(token),
    payload: { questionId },
  });
const signOut = (s: AuthResponse) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: s.refreshToken } });
const code = (res: { json: () => unknown }) => (res.json() as { error?: { code?: string } }).error?.code;

/** Each write a session-ended token makes is refused with SESSION_ENDED, and nothing is written. */
async function expectEnded(token: string, attemptId: string, questionId: string) {
  const read = await me(token);
  expect([read.statusCode, code(read)]).toEqual([401, 'SESSION_ENDED']);
  const saved = await save(token, attemptId, questionId, 900);
  expect([saved.statusCode, code(saved)]).toEqual([401, 'SESSION_ENDED']);
  const moved = await position(token, attemptId, questionId);
  expect([moved.statusCode, code(moved)]).toEqual([401, 'SESSION_ENDED']);
  await expect(connect(url, token)).rejects.toMatchObject({ data: { error: { code: 'SESSION_ENDED' } } });
}

describe('an ended session’s access tokens', () => {
  it('stop at once on sign-out, on every route and at the chat, while the other session goes on', async () => {
    const user = await createUser(t.database.db);
    const phone = await signIn(t.app, user.username);
    const laptop = await signIn(t.app, user.username);
    const attempt = await startAttempt(t.app, bearer(phone.token), set);
    const q = attempt.questions[0]?.id ?? '';
    expect((await save(phone.token, attempt.id, q, 1)).statusCode).toBe(200);
    (await connect(url, phone.token)).close();

    expect((await signOut(phone)).statusCode).toBeLessThan(300);
    await expectEnded(phone.token, attempt.id, q);
    // The laptop's session is another family: untouched. Its hall opens the test (taking it over from
    // the phone's, attempts/holder.ts) and saves.
    expect((await me(laptop.token)).statusCode).toBe(200);
    expect((await resumeAttempt(t.app, bearer(laptop.token), attempt.id)).id).toBe(attempt.id);
    expect((await save(laptop.token, attempt.id, q, 2)).statusCode).toBe(200);
    (await connect(url, laptop.token)).close();
  });

  it('stop at once for every session when the password is reset', async () => {
    const user = await createUser(t.database.db);
    const a = await signIn(t.app, user.username);
    const b = await signIn(t.app, user.username);
    const attempt = await startAttempt(t.app, bearer(a.token), set);
    const q = attempt.questions[0]?.id ?? '';
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await passwordResetsSettled(t.app.deps);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = mail?.textBody.match(/reset-password\?token=([\w-]+)/)?.[1] ?? '';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a new long passphrase 42' },
    });
    expect(done.statusCode, done.body).toBeLessThan(300);
    for (const s of [a, b]) await expectEnded(s.token, attempt.id, q);
    // Signing in with the new password starts a session that works.
    const again = await signIn(t.app, user.username, 'a new long passphrase 42');
    expect((await me(again.token)).statusCode).toBe(200);
    expect((await resumeAttempt(t.app, bearer(again.token), attempt.id)).id).toBe(attempt.id);
    expect((await save(again.token, attempt.id, q, 3)).statusCode).toBe(200);
  });

  it('stop when a reused refresh token revokes the session (the thief’s and the owner’s alike)', async () => {
    const user = await createUser(t.database.db);
    const s = await signIn(t.app, user.username);
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    const rotated = (await refresh(s.refreshToken)).json() as AuthResponse;
    expect((await me(rotated.token)).statusCode).toBe(200);
    t.clock.advance(60_000); // past the two-tabs grace: a replay now is a stolen copy
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    for (const token of [s.token, rotated.token]) {
      const res = await me(token);
      expect([res.statusCode, code(res)]).toEqual([401, 'SESSION_ENDED']);
    }
  });
});
