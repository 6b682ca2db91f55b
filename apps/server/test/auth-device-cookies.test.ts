import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema/index.ts';
import { hashToken, newOpaqueToken } from '../src/lib/secure-token.ts';
import { createUser, PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The default limits (docs/auth.md "Rate limits"): 10 failures per address and account, the account's
// slowdown after 10 failures from all addresses, 15-minute windows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong#2026x';
const COOKIE = 'abhyas_device';

let net = 0;
/** An address no other sign-in in this file has used: never known to any account. */
const freshAddress = () => `10.${Math.floor(++net / 250)}.${net % 250}.${Math.floor(Math.random() * 250)}`;

const signin = (identifier: string, password: string, ip: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { identifier, password },
    remoteAddress: ip,
    ...(device === undefined ? {} : { cookies: { [COOKIE]: device } }),
  });

/** The device cookie a response set, if any. */
const deviceCookie = (res: LightMyRequestResponse) =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === COOKIE)?.value;

/** Signs in from a fresh address and returns the browser's device cookie. */
async function deviceOf(username: string, device?: string): Promise<string> {
  const res = await signin(username, PASSWORD, freshAddress(), device);
  expect(res.statusCode).toBe(200);
  const value = deviceCookie(res);
  if (!value) throw new Error('no device cookie');
  return value;
}

/** Ten wrong passwords from ten addresses: the account's slowdown for unknown browsers has begun. */
async function guessFromTenAddresses(username: string) {
  for (let i = 0; i < 10; i++) expect((await signin(username, WRONG, freshAddress())).statusCode).toBe(401);
}

describe('device cookies (docs/auth.md "Device cookies")', () => {
  it('are given to a browser that signs in: HttpOnly, SameSite=Strict, only for the sign-in route, 180 days', async () => {
    const user = await createUser(t.database.db);
    const res = await signin(user.username, PASSWORD, freshAddress());
    expect(res.statusCode).toBe(200);
    const cookie = (res.cookies as Record<string, unknown>[]).find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({
      path: '/api/auth/signin',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 180 * 24 * 60 * 60,
    });
    // Plain http here (PUBLIC_URL is http://abhyas.test): a Secure cookie would never come back.
    expect(cookie?.secure).toBeUndefined();
    // Not in the body: the page's scripts never see it.
    expect(res.body).not.toContain(String(cookie?.value));
    // A wrong password sets none.
    expect(deviceCookie(await signin(user.username, WRONG, freshAddress()))).toBeUndefined();
  });

  it('are given to the browser that creates an account, which is the owner’s device too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Kiran', username: 'kiran_dev', email: 'kiran@example.in', password: 'Tayari#2026' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(201);
    const device = deviceCookie(res);
    expect(res.json()).not.toHaveProperty('deviceCookie');
    await guessFromTenAddresses('kiran_dev');
    expect((await signin('kiran_dev', 'Tayari#2026', freshAddress(), device)).statusCode).toBe(200);
  });

  it('are Secure when the app is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://abhyas.example' });
    try {
      const user = await createUser(https.database.db);
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { identifier: user.username, password: PASSWORD },
      });
      const cookie = (res.cookies as Record<string, unknown>[]).find((c) => c.name === COOKIE);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await https.close();
    }
  });

  it('keep the owner signing in during a sustained attack from rotating addresses (issue 17)', async () => {
    const user = await createUser(t.database.db);
    const device = await deviceOf(user.username);
    await guessFromTenAddresses(user.username);
    // 90 seconds: 24 guesses from addresses never seen, and 18 sign-ins by the owner, each from an address
    // the account has never signed in from either (a phone whose mobile-network address keeps changing).
    const events = [
      ...Array.from({ length: 24 }, (_, i) => ({ at: i * 3750, who: 'attacker' as const })),
      ...Array.from({ length: 18 }, (_, i) => ({ at: 2500 + i * 5000, who: 'owner' as const })),
    ].sort((a, b) => a.at - b.at);
    const start = t.clock().getTime();
    let cookie = device;
    let ownerIn = 0;
    const attacker = { guessed: 0, held: 0 };
    for (const event of events) {
      t.clock.advance(start + event.at - t.clock().getTime());
      if (event.who === 'attacker') {
        const res = await signin(user.username, WRONG, freshAddress());
        if (res.statusCode === 401) attacker.guessed += 1;
        else if (res.statusCode === 429) attacker.held += 1;
      } else {
        const res = await signin(user.username, PASSWORD, freshAddress(), cookie);
        if (res.statusCode === 200) {
          ownerIn += 1;
          cookie = deviceCookie(res) ?? cookie; // each sign-in gives the browser a new device cookie
        }
      }
    }
    expect(ownerIn).toBeGreaterThanOrEqual(17);
    // The slowdown still holds the attacker, who has no device cookie.
    expect(attacker.held).toBeGreaterThan(0);
    expect(attacker.guessed).toBeLessThan(24);
  });

  it('leave a never-seen browser limited as before: it waits out the slowdown, then gets a cookie', async () => {
    const user = await createUser(t.database.db);
    await deviceOf(user.username); // the owner's phone has one; this browser does not
    await guessFromTenAddresses(user.username);
    const newBrowser = freshAddress();
    const waiting = await signin(user.username, PASSWORD, newBrowser);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(deviceCookie(waiting)).toBeUndefined();
    t.clock.advance(1000);
    const signedIn = await signin(user.username, PASSWORD, newBrowser);
    expect(signedIn.statusCode).toBe(200);
    expect(deviceCookie(signedIn)).toBeDefined();
  });

  it('give no exemption when forged, garbled, or issued to another account', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const own = await deviceOf(user.username);
    const othersCookie = await deviceOf(other.username);
    await guessFromTenAddresses(user.username);
    for (const [label, bad] of Object.entries({
      forged: newOpaqueToken(),
      garbled: `${own.slice(0, -2)}xy`,
      othersCookie,
      junk: 'a'.repeat(4000),
    })) {
      const res = await signin(user.username, PASSWORD, freshAddress(), bad);
      expect(res.statusCode, label).toBe(429);
      expect(res.json().error.code, label).toBe('RATE_LIMITED');
    }
    // The account's own cookie, at the same moment: the refusals above were about the cookie.
    expect((await signin(user.username, PASSWORD, freshAddress(), own)).statusCode).toBe(200);
  });

  it('count wrong passwords against the device cookie only, and lock a cookie that keeps failing', async () => {
    const user = await createUser(t.database.db);
    const phone = await deviceOf(user.username);
    const laptop = await deviceOf(user.username);
    for (let i = 0; i < 10; i++) {
      expect((await signin(user.username, WRONG, freshAddress(), phone)).statusCode).toBe(401);
    }
    const locked = await signin(user.username, PASSWORD, freshAddress(), phone);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.retryAfterSeconds).toBe(15 * 60);
    // Those failures did not slow the account: a never-seen browser and the other device sign in at once.
    expect((await signin(user.username, PASSWORD, freshAddress())).statusCode).toBe(200);
    expect((await signin(user.username, PASSWORD, freshAddress(), laptop)).statusCode).toBe(200);
    // The lock lasts the window, then the cookie works again.
    t.clock.advance(15 * 60_000);
    expect((await signin(user.username, PASSWORD, freshAddress(), phone)).statusCode).toBe(200);
  });

  it('hold one cookie per account on a shared browser (siblings on one phone)', async () => {
    const [asha, ravi] = [await createUser(t.database.db), await createUser(t.database.db)];
    const both = await deviceOf(ravi.username, await deviceOf(asha.username));
    await guessFromTenAddresses(asha.username);
    await guessFromTenAddresses(ravi.username);
    expect((await signin(asha.username, PASSWORD, freshAddress(), both)).statusCode).toBe(200);
    expect((await signin(ravi.username, PASSWORD, freshAddress(), both)).statusCode).toBe(200);
  });

  it('are forgotten when the password is reset', async () => {
    const user = await createUser(t.database.db);
    const device = await deviceOf(user.username);
    const token = newOpaqueToken();
    await t.database.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(t.clock().getTime() + 30 * 60_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Naya#Password2026' },
    });
    expect(reset.statusCode).toBe(200);
    await guessFromTenAddresses(user.username);
    // Whoever signed in with the old password holds no exemption for guessing the new one.
    expect((await signin(user.username, 'Naya#Password2026', freshAddress(), device)).statusCode).toBe(429);
  });
});
