import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, practiceSets, quizzes } from '../src/db/schema/index.ts';
import { connect, listen, nextEvent } from './community-fixtures.ts';
import { createPracticeSet } from './exam-factories.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let url = '';
let adminId = '';
let adminToken = '';

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  const admin = await createUser(t.database.db, { role: 'admin' });
  adminId = admin.id;
  adminToken = (await signIn(t.app, admin.username)).token;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, token = adminToken) =>
  t.app.inject({
    method,
    url: `/api/admin/users${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('GET /api/admin/users/{id}', () => {
  it('shows the profile, role, institute, dates, counts and whether the account is disabled', async () => {
    const db = t.database.db;
    const org = await createOrganisation(db, 'Gyan Academy');
    const user = await createUser(db, { organizationId: org.id, orgRole: 'member' });
    await signIn(t.app, user.username);
    const set = await createPracticeSet(db, 'SSC_CGL_TIER_1');
    const [ps] = await db.select().from(practiceSets);
    const startedAt = new Date('2026-11-21T06:00:00Z');
    await db.insert(attempts).values({
      userId: user.id,
      setId: ps?.id ?? '',
      examKey: set.examKey,
      language: 'hi',
      ranked: true,
      status: 'submitted',
      startedAt,
      deadline: new Date('2026-11-21T07:00:00Z'),
    });
    await db.insert(quizzes).values({
      userId: user.id,
      kind: 'aimed',
      length: 10,
      startedAt: new Date('2026-11-20T06:00:00Z'),
    });
    const res = await asAdmin('GET', `/${user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      username: user.username,
      role: 'user',
      disabled: false,
      organization: { id: org.id, name: 'Gyan Academy' },
      lastActiveAt: startedAt.toISOString(),
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.counts).toEqual({ attempts: 1, submittedAttempts: 1, quizzes: 1, activeSessions: 1 });
    expect((await asAdmin('GET', `/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  it('makes a student a platform admin at once, ends their sessions and closes their sockets', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.username);
    expect((await asAdmin('GET', '', undefined, session.token)).statusCode).toBe(403);
    const socket = await connect(url, session.token);
    const closed = nextEvent(socket, 'disconnect');

    const res = await asAdmin('PATCH', `/${user.id}/role`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'admin' });
    expect(await closed).toBe('io server disconnect');
    // Their session is over: the refresh token no longer works; signed in again they are an admin.
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const again = await signIn(t.app, user.username);
    expect(again.user.role).toBe('admin');
    expect((await asAdmin('GET', '', undefined, again.token)).statusCode).toBe(200);

    // And back: the old admin token is refused from the next call (its session ended with the change).
    expect((await asAdmin('PATCH', `/${user.id}/role`, { role: 'user' })).statusCode).toBe(200);
    const stale = await asAdmin('GET', '', undefined, again.token);
    expect([stale.statusCode, stale.json().error.code]).toEqual([401, 'SESSION_ENDED']);
    expect((await refresh(again.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an admin demoting themselves, and changes nothing', async () => {
    const res = await asAdmin('PATCH', `/${adminId}/role`, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ field: 'role', rule: 'validation.admin.selfDemotion' });
    expect((await me(adminToken)).json().user.role).toBe('admin');
  });

  it('refuses an admin disabling their own account, and signs nobody out', async () => {
    const res = await asAdmin('POST', `/${adminId}/disable`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ field: 'userId', rule: 'validation.admin.selfDisable' });
    expect((await me(adminToken)).statusCode).toBe(200);
  });

  it('refuses a role that is not one, and an unknown user', async () => {
    const user = await createUser(t.database.db);
    expect((await asAdmin('PATCH', `/${user.id}/role`, { role: 'owner' })).statusCode).toBe(400);
    expect((await asAdmin('PATCH', `/${crypto.randomUUID()}/role`, { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('disable and enable', () => {
  it('signs a user out everywhere at once: the next API call is 401, the socket closes, refresh fails', async () => {
    const user = await createUser(t.database.db);
    // Signed in on two devices, one with a chat socket open.
    const phone = await signIn(t.app, user.username);
    const laptop = await signIn(t.app, user.username);
    const socket = await connect(url, laptop.token);
    const closed = nextEvent(socket, 'disconnect');
    expect((await me(phone.token)).statusCode).toBe(200);

    const res = await asAdmin('POST', `/${user.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.disabled).toBe(true);

    expect(await closed).toBe('io server disconnect');
    for (const s of [phone, laptop]) {
      const next = await me(s.token);
      expect(next.statusCode).toBe(401);
      expect(next.json().error.code).toBe('ACCOUNT_DISABLED');
      expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    }
    const reconnect = await connect(url, laptop.token).catch((e: { data?: unknown }) => e);
    expect(reconnect).toMatchObject({ data: { error: { code: 'ACCOUNT_DISABLED' } } });
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { identifier: user.username, password: 'Pariksha#2026' },
    });
    expect(signin.statusCode).not.toBe(200);

    // Enabled again, they sign in as before; the old sessions stay ended.
    expect((await asAdmin('POST', `/${user.id}/enable`)).json().user.disabled).toBe(false);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    const back = await signIn(t.app, user.username);
    expect((await me(back.token)).statusCode).toBe(200);
  });
});

describe('bad input to the admin routes', () => {
  it('answers every malformed request below 500, in the one error shape, changing nothing', async () => {
    const user = await createUser(t.database.db);
    const junk: unknown[] = [
      null,
      0,
      'admin',
      [],
      {},
      { role: null },
      { role: 'ADMIN' },
      { role: 'admin', x: 1 },
    ];
    const cases: { method: 'GET' | 'PATCH' | 'POST'; url: string; payload?: unknown }[] = [
      { method: 'GET', url: '/api/admin/users/not-a-uuid' },
      { method: 'GET', url: `/api/admin/users/${user.id}x` },
      { method: 'GET', url: '/api/admin/stats?x=1' },
      ...junk.map((payload) => ({
        method: 'PATCH' as const,
        url: `/api/admin/users/${user.id}/role`,
        payload,
      })),
      { method: 'PATCH', url: '/api/admin/users/%00/role', payload: { role: 'admin' } },
      ...junk.map((payload) => ({
        method: 'POST' as const,
        url: `/api/admin/feedback/${user.id}/reply`,
        payload,
      })),
      { method: 'POST', url: `/api/admin/feedback/${user.id}/reply`, payload: { reply: 'x'.repeat(20_000) } },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...bearer(adminToken), 'content-type': 'application/json' },
        ...(c.payload === undefined ? {} : { payload: JSON.stringify(c.payload) }),
      });
      expect(res.statusCode, `${c.method} ${c.url} ${JSON.stringify(c.payload)}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json().error).toMatchObject({ code: expect.any(String) });
    }
    expect((await asAdmin('GET', `/${user.id}`)).json().user.role).toBe('user');
  });
});
