import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../src/db/schema/index.ts';
import { sweepExpiredAttempts } from '../src/modules/attempts/sweeper.ts';
import { isNightInIndia, pushPayload } from '../src/modules/notifications/push.ts';
import { parseSubscription } from '../src/modules/notifications/services/push-subscriptions.ts';
import { createPracticeSet, startAttempt, student } from './exam-factories.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Web Push against the protocol: a push service runs inside the test on plain http (allowed by
// PUSH_ALLOW_LOCAL_ENDPOINTS), receives the server's request, checks the VAPID header (an ES256 JWT
// signed with the server's public key) and decrypts the aes128gcm payload with the subscription's
// own keys, as a browser would.
interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let t: TestApp;
let pushService: Server;
let pushUrl = '';
const received: Received[] = [];
/** The status the fake push service answers, by path (default 201). */
const answers = new Map<string, number>();

const b64url = (b: Buffer) => b.toString('base64url');

/** A browser's subscription: its own P-256 key pair and auth secret. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = b64url(randomBytes(16));
  return {
    ecdh,
    auth,
    json: { endpoint: `${pushUrl}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } },
  };
}

/** Verifies `vapid t=<jwt>, k=<key>`: the JWT's ES256 signature with k, its audience and expiry. */
function checkVapid(header: string | undefined, publicKey: string, now: number) {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt = '', k = ''] = m;
  expect(k).toBe(publicKey);
  const [h = '', p = '', sig = ''] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  expect(ok).toBe(true);
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(claims.aud).toBe(new URL(pushUrl).origin);
  expect(claims.sub).toBe('mailto:support@abhyas.app');
  expect(claims.exp * 1000).toBeGreaterThan(now);
  // RFC 8292 §2: no more than 24 hours ahead.
  expect(claims.exp * 1000).toBeLessThan(Date.now() + 24 * 3_600_000);
}

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true', RATE_LIMIT_SIGNIN_PER_IP: '1000' });
  // 15:30 IST: daytime.
  t.clock.advance(Date.parse('2026-11-26T10:00:00Z') - t.clock().getTime());
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

describe('web push', () => {
  it('delivers an institute notice to a member’s browser: VAPID signed, aes128gcm, decryptable', async () => {
    const org = await createOrganisation(t.database.db);
    const student = await createUser(t.database.db, { organizationId: org.id, orgRole: 'member' });
    const admin = await createUser(t.database.db, { organizationId: org.id, orgRole: 'admin' });
    const sh = bearer((await signIn(t.app, student.username)).token);
    const ah = bearer((await signIn(t.app, admin.username)).token);
    const key = (
      await t.app.inject({ method: 'GET', url: '/api/notification/vapid-key', headers: sh })
    ).json();
    const browser = browserSubscription('/push/student-1');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/notification/token',
      headers: sh,
      payload: {
        token: JSON.stringify(browser.json),
        device: 'Mobile Android (Google Inc.)',
        userId: student.id,
        timestamp: new Date().toISOString(),
      },
    });
    expect(reg.json()).toEqual({ success: true });

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${org.id}/notifications`,
      headers: ah,
      payload: { title: 'कल की कक्षा', body: 'गणित की कक्षा सुबह 9 बजे होगी।' },
    });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(() => expect(received.filter((r) => r.path === '/push/student-1')).toHaveLength(1));
    const push = received.find((r) => r.path === '/push/student-1') as Received;
    checkVapid(push.headers.authorization, key.publicKey, t.clock().getTime());
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBe(86_400);
    expect(push.headers.urgency).toBe('normal');
    expect(push.body.length).toBeLessThan(3 * 1024 + 200);
    const plain = decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    expect(JSON.parse(plain.toString())).toEqual({
      title: 'कल की कक्षा',
      body: 'गणित की कक्षा सुबह 9 बजे होगी।',
      url: '/notifications',
    });
  });

  // RFC 8030 §7.3: 404 and 410 both say the subscription is gone for good.
  for (const status of [404, 410])
    it(`deletes a subscription the push service answers ${status} for, in the same round`, async () => {
      const org = await createOrganisation(t.database.db, `Gone ${status} Academy`);
      const student = await createUser(t.database.db, { organizationId: org.id, orgRole: 'member' });
      const admin = await createUser(t.database.db, { organizationId: org.id, orgRole: 'admin' });
      const sh = bearer((await signIn(t.app, student.username)).token);
      const browser = browserSubscription(`/push/gone-${status}`);
      answers.set(`/push/gone-${status}`, status);
      await t.app.inject({
        method: 'POST',
        url: '/api/notification/token',
        headers: sh,
        payload: {
          token: JSON.stringify(browser.json),
          device: 'Desktop Linux (Google Inc.)',
          userId: student.id,
          timestamp: new Date().toISOString(),
        },
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/organisations/${org.id}/notifications`,
        headers: bearer((await signIn(t.app, admin.username)).token),
        payload: { title: 'T', body: 'B' },
      });
      await vi.waitFor(async () => {
        const left = await t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, student.id));
        expect(left).toHaveLength(0);
      });
      expect(received.some((r) => r.path === `/push/gone-${status}`)).toBe(true);
    });

  it('refuses another user’s id, a bad token and a non-push endpoint, and stores nothing', async () => {
    const student = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const sh = bearer((await signIn(t.app, student.username)).token);
    const browser = browserSubscription('/push/x');
    const body = {
      token: JSON.stringify(browser.json),
      device: 'Tablet iPadOS (Apple)',
      userId: other.id,
      timestamp: new Date().toISOString(),
    };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/notification/token',
      headers: sh,
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    for (const payload of [
      { ...body, userId: student.id, token: 'not json' },
      { ...body, userId: student.id, token: JSON.stringify({ endpoint: 'http://x', keys: {} }) },
      { ...body, userId: student.id, timestamp: 'yesterday' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notification/token',
        headers: sh,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, student.id)),
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notification/token', payload: body })).statusCode,
    ).toBe(401);
  });

  it('keeps at most 10 subscriptions per account: an 11th replaces the one registered longest ago', async () => {
    const student = await createUser(t.database.db);
    const sh = bearer((await signIn(t.app, student.username)).token);
    const register = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notification/token',
        headers: sh,
        payload: {
          token: JSON.stringify(browserSubscription(path).json),
          device: 'Mobile Android (Google Inc.)',
          userId: student.id,
          timestamp: new Date().toISOString(),
        },
      });
    const endpoints = async () =>
      (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, student.id)))
        .map((r) => r.endpoint.replace(pushUrl, ''))
        .sort();
    const paths = Array.from(
      { length: 10 },
      (_, i) => `/push/cap-${student.id}/${String(i).padStart(2, '0')}`,
    );
    for (const path of paths) {
      t.clock.advance(1000);
      expect((await register(path)).statusCode).toBe(200);
    }
    expect(await endpoints()).toEqual(paths);
    // The first browser registers again (its refresh): it is now the newest, and nothing is dropped.
    t.clock.advance(1000);
    expect((await register(paths[0] ?? '')).statusCode).toBe(200);
    expect(await endpoints()).toHaveLength(10);
    // An 11th browser: the one registered longest ago (the second) makes room for it.
    t.clock.advance(1000);
    const eleventh = `/push/cap-${student.id}/10`;
    expect((await register(eleventh)).statusCode).toBe(200);
    expect(await endpoints()).toEqual([...paths.filter((p) => p !== paths[1]), eleventh].sort());
  });

  it('tells a student whose test the sweeper submitted that the result is ready, with no marks in it', async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const s = await student(t.app, t.database.db);
    const browser = browserSubscription('/push/timeout');
    await t.app.inject({
      method: 'POST',
      url: '/api/notification/token',
      headers: s.headers,
      payload: {
        token: JSON.stringify(browser.json),
        device: 'Mobile Android (Google Inc.)',
        userId: s.user.id,
        timestamp: new Date().toISOString(),
      },
    });
    await startAttempt(t.app, s.headers, set);
    // Past the deadline and the save grace; still daytime in India (the test day starts at 15:30 IST).
    t.clock.advance(65 * 60_000);
    expect(await sweepExpiredAttempts(t.app.deps)).toBe(1);
    await vi.waitFor(() => expect(received.some((r) => r.path === '/push/timeout')).toBe(true));
    const push = received.find((r) => r.path === '/push/timeout') as Received;
    const plain = JSON.parse(
      decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      }).toString(),
    );
    expect(plain.title).toContain('Your result is ready');
    expect(plain.body).not.toMatch(/\d/);
  });

  it('accepts only the browsers’ push services outside tests, so a subscription cannot aim the server inward', () => {
    const keys = { p256dh: b64url(randomBytes(65)), auth: b64url(randomBytes(16)) };
    const token = (endpoint: string) => JSON.stringify({ endpoint, keys });
    expect(parseSubscription(token('https://fcm.googleapis.com/fcm/send/abc'), false).endpoint).toContain(
      'fcm',
    );
    expect(
      parseSubscription(token('https://updates.push.services.mozilla.com/wpush/v2/x'), false),
    ).toBeTruthy();
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
    ])
      expect(() => parseSubscription(token(bad), false), bad).toThrow();
  });

  it('sends nothing at night in India and keeps payloads under 3 KB', () => {
    expect(isNightInIndia(new Date('2026-11-26T16:45:00Z'))).toBe(true); // 22:15 IST
    expect(isNightInIndia(new Date('2026-11-26T01:00:00Z'))).toBe(true); // 06:30 IST
    expect(isNightInIndia(new Date('2026-11-26T01:31:00Z'))).toBe(false); // 07:01 IST
    const long = pushPayload({ title: 'T', body: 'क'.repeat(5000), url: '/notifications' });
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(3000);
    expect(JSON.parse(long).body.startsWith('ककक')).toBe(true);
  });
});
