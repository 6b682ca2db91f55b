import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_SIGNIN_PER_ACCOUNT: '3',
    RATE_LIMIT_SIGNIN_PER_IP: '6',
    RATE_LIMIT_SIGNUP_PER_IP: '2',
    RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
    RATE_LIMIT_FORGOT_PER_IP: '50',
  });
});
afterAll(() => t.close());

const signin = (identifier: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { identifier, password },
    remoteAddress: ip,
  });

describe('rate limits', () => {
  it('stops guessing one account after its limit, with a retry time, even from many addresses', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) {
      expect((await signin(user.username, 'Wrong#2026x', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await signin(user.username, PASSWORD, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    const { error } = blocked.json();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same address can still sign in to another account: the limit is per account.
    const other = await createUser(t.database.db);
    expect((await signin(other.username, PASSWORD, '10.1.0.9')).statusCode).toBe(200);
  });

  it('counts the account by its normalised name, so changing case does not dodge it', async () => {
    const user = await createUser(t.database.db);
    for (const id of [user.username, user.username.toUpperCase(), ` ${user.username}`]) {
      await signin(id, 'Wrong#2026x', '10.2.0.1');
    }
    expect((await signin(user.email.toUpperCase(), PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    expect((await signin(user.username, PASSWORD, '10.2.0.3')).statusCode).toBe(429);
  });

  it('stops one address trying many accounts', async () => {
    for (let i = 0; i < 6; i++) await signin(`someone_${i}`, 'Wrong#2026x', '10.3.0.1');
    expect((await signin('someone_7', 'Wrong#2026x', '10.3.0.1')).statusCode).toBe(429);
    expect((await signin('someone_7', 'Wrong#2026x', '10.3.0.2')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const payload = (n: number) => ({
      name: 'Deepak',
      username: `deepak_${n}`,
      email: `deepak${n}@example.in`,
      password: 'Tayari#2026',
    });
    const up = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: payload(n),
        remoteAddress: '10.4.0.1',
      });
    expect((await up(1)).statusCode).toBe(201);
    expect((await up(2)).statusCode).toBe(201);
    const third = await up(3);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits reset mails per account and refuses without sending more', async () => {
    const user = await createUser(t.database.db);
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe.runIf(process.env.REDIS_URL)('with REDIS_URL', () => {
  it('keeps the counters in Redis, so every API node shares them', async () => {
    const redis = new Redis(process.env.REDIS_URL ?? '');
    try {
      const keys = await redis.keys(`${t.app.deps.config.REDIS_KEY_PREFIX}rl:*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
