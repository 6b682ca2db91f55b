import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '20', REFRESH_TOKEN_TTL_DAYS: '30' });
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

async function freshSession() {
  const user = await createUser(t.database.db);
  return signIn(t.app, user.username);
}

describe('POST /api/auth/refresh', () => {
  it('rotates: a new access token and a new refresh token that works in turn', async () => {
    const s = await freshSession();
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(s.refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(rotated.token) });
    expect(me.json().user.id).toBe(s.user.id);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
  });

  it('lets two tabs refreshing with the same token at once both stay signed in', async () => {
    const s = await freshSession();
    const [a, b] = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both successors belong to the live session.
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
    expect((await refresh(b.json().refreshToken)).statusCode).toBe(200);
  });

  it('treats a token used again after the grace window as stolen and ends the whole session', async () => {
    const s = await freshSession();
    const successor = (await refresh(s.refreshToken)).json().refreshToken;
    t.clock.advance(60_000);
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    // The legitimate holder's newer token is revoked too: the family is gone.
    expect((await refresh(successor)).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    const other = await signIn(t.app, s.user.username);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('never extends past the absolute expiry, however often it rotates', async () => {
    const s = await freshSession();
    let token = s.refreshToken;
    for (const day of [7, 14, 21, 28]) {
      t.clock.advance(7 * 86_400_000);
      const res = await refresh(token);
      expect(res.statusCode, `day ${day}`).toBe(200);
      token = res.json().refreshToken;
    }
    t.clock.advance(3 * 86_400_000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses an unknown token and a malformed body without changing anything', async () => {
    expect((await refresh('x'.repeat(43))).json().error.code).toBe('INVALID_REFRESH_TOKEN');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('refreshToken');
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session: its refresh token (and every rotation of it) stops working', async () => {
    const s = await freshSession();
    const rotated = (await refresh(s.refreshToken)).json().refreshToken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: rotated },
    });
    expect(res.json()).toEqual({ ok: true });
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('answers ok for a token it does not know, so signing out twice is harmless', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: 'y'.repeat(43) },
    });
    expect(res.statusCode).toBe(200);
  });
});
