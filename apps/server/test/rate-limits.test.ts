import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { signinGuessBound } from '../src/modules/auth/signin-limits.ts';
import { createUser, PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const limits = {
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: '3',
  RATE_LIMIT_SIGNIN_PER_IP: '6',
  RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: '4',
  RATE_LIMIT_SIGNUP_PER_IP: '2',
  RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
  RATE_LIMIT_FORGOT_PER_IP: '50',
};
const WRONG = 'Wrong#2026x';
const WINDOW_MS = 15 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(limits);
});
afterAll(() => t.close());

let net = 0;
/** Addresses no other test has used, so each test starts with clean per-address counters. */
const freshAddress = () => `10.${Math.floor(++net / 250)}.${net % 250}.${Math.floor(Math.random() * 250)}`;

const signinOn = (app: TestApp, identifier: string, password: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { identifier, password },
    remoteAddress: ip,
  });
const signin = (identifier: string, password: string, ip: string) => signinOn(t, identifier, password, ip);

describe('sign-in limits', () => {
  it('counts failures only: an account signs in more often than its limit', async () => {
    const user = await createUser(t.database.db);
    const ip = freshAddress();
    for (let i = 0; i < 8; i++) expect((await signin(user.username, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('stops an address that keeps failing, with a retry time, while the owner signs in from another', async () => {
    const user = await createUser(t.database.db);
    const guesser = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signin(user.username, WRONG, guesser)).statusCode).toBe(401);
    const blocked = await signin(user.username, PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    const { error } = blocked.json();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(Number(blocked.headers['retry-after'])).toBe(error.retryAfterSeconds);
    // The owner, on a device that has not been guessing, is not locked out.
    expect((await signin(user.username, PASSWORD, freshAddress())).statusCode).toBe(200);
    // The guessing address can still sign in to another account: the limit is per account and address.
    const other = await createUser(t.database.db);
    expect((await signin(other.username, PASSWORD, guesser)).statusCode).toBe(200);
    // When the window is over, the address may try again.
    t.clock.advance(WINDOW_MS);
    expect((await signin(user.username, PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('counts an account once, whether named by its username or its email, in any case', async () => {
    const user = await createUser(t.database.db);
    const ip = freshAddress();
    for (const id of [user.username, user.email.toUpperCase(), ` ${user.username.toUpperCase()}`]) {
      expect((await signin(id, WRONG, ip)).statusCode).toBe(401);
    }
    expect((await signin(user.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await signin(user.username, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('forgets an address’s failures on the account once it signs in', async () => {
    const user = await createUser(t.database.db);
    const ip = freshAddress();
    // A minute apart, so the account's slowdown (after 4 failures) is never what refuses here.
    const attempt = (password: string) => {
      t.clock.advance(60_000);
      return signin(user.username, password, ip);
    };
    for (let i = 0; i < 2; i++) expect((await attempt(WRONG)).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt(WRONG)).statusCode).toBe(401);
    const blocked = await attempt(WRONG);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.retryAfterSeconds).toBeGreaterThan(60);
  });

  it('counts parallel guesses before checking them, so a burst cannot pass the limit', async () => {
    const user = await createUser(t.database.db);
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => signin(user.username, WRONG, ip).then((r) => r.statusCode)),
    );
    expect(answers.filter((s) => s === 401)).toHaveLength(3);
    expect(answers.filter((s) => s === 429)).toHaveLength(3);
  });

  it('answers an unknown name the way it answers an account', async () => {
    const user = await createUser(t.database.db);
    const [known, unknown] = [freshAddress(), freshAddress()];
    const answers = async (identifier: string, ip: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await signin(identifier, WRONG, ip);
        out.push([res.statusCode, res.json().error.code]);
      }
      return out;
    };
    expect(await answers('nobody_at_all', unknown)).toEqual(await answers(user.username, known));
  });

  it('stops one address trying many accounts', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 6; i++) await signin(`someone_${i}`, WRONG, ip);
    expect((await signin('someone_7', WRONG, ip)).statusCode).toBe(429);
    expect((await signin('someone_7', WRONG, freshAddress())).statusCode).toBe(401);
  });

  it('slows an account guessed from many addresses (a delay, not a lockout)', async () => {
    const user = await createUser(t.database.db);
    // Four addresses, one wrong guess each: the account's slowdown starts (after 4 failures: 1 s).
    for (let i = 0; i < 4; i++)
      expect((await signin(user.username, WRONG, freshAddress())).statusCode).toBe(401);
    const owner = freshAddress();
    const waiting = await signin(user.username, PASSWORD, owner);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.retryAfterSeconds).toBe(1);
    t.clock.advance(1000);
    expect((await signin(user.username, PASSWORD, owner)).statusCode).toBe(200);
  });

  it('keeps the owner signing in from an address they used before while guesses trickle in at the pace of the delay', async () => {
    // Seen live (PGlite and PostgreSQL+Redis): one guess whenever the delay ended kept the owner out
    // for good, 0 of 50 sign-ins in 2.5 minutes, from a device that had never guessed.
    const user = await createUser(t.database.db);
    const home = freshAddress();
    expect((await signin(user.username, PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signin(user.username, WRONG, freshAddress())).statusCode).toBe(401);
    for (let round = 0; round < 6; round++) {
      const refused = await signin(user.username, WRONG, freshAddress());
      if (refused.statusCode === 429) {
        t.clock.advance(refused.json().error.retryAfterSeconds * 1000);
        expect((await signin(user.username, WRONG, freshAddress())).statusCode).toBe(401);
      }
      // The delay is running again at once: the owner at home still signs in.
      expect((await signin(user.username, PASSWORD, home)).statusCode).toBe(200);
    }
    // An address the account never signed in from still waits (the bound for guessers holds).
    expect((await signin(user.username, PASSWORD, freshAddress())).statusCode).toBe(429);
    // The known address keeps its own per-address limit: it cannot be used to guess freely.
    for (let i = 0; i < 3; i++) expect((await signin(user.username, WRONG, home)).statusCode).toBe(401);
    expect((await signin(user.username, PASSWORD, home)).statusCode).toBe(429);
  });

  it('bounds the guesses at one account from many addresses to the documented number per window', async () => {
    const user = await createUser(t.database.db);
    const addresses = Array.from({ length: 20 }, freshAddress);
    const start = t.clock().getTime();
    let guesses = 0;
    for (let i = 0; t.clock().getTime() - start < WINDOW_MS; i++) {
      // An attacker that retries at once on every address and waits exactly as long as it is told.
      const res = await signin(user.username, WRONG, addresses[i % addresses.length] ?? '');
      if (res.statusCode === 401) guesses += 1;
      else if (res.json().error.code === 'RATE_LIMITED' && i % addresses.length === addresses.length - 1) {
        t.clock.advance(res.json().error.retryAfterSeconds * 1000);
      }
    }
    expect(guesses).toBe(signinGuessBound(t.app.deps.config, addresses.length));
    // 4 at once, then 1, 2, 4, 8, 16, 32 s apart, then one a minute: 23 in 15 minutes, not 20 × 3.
    expect(guesses).toBe(23);
  });

  it('states the bound of the default limits in docs/auth.md', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect([1, 2, 3, 1000].map((n) => signinGuessBound(defaults, n))).toEqual([10, 20, 29, 29]);
    const docs = fs.readFileSync(new URL('../../../docs/auth.md', import.meta.url), 'utf8');
    expect(docs).toContain('min(10 × N, 29)');
  });
});

describe('other limits', () => {
  it('limits sign-ups per address', async () => {
    const ip = freshAddress();
    const payload = (n: number) => ({
      name: 'Deepak',
      username: `deepak_${n}`,
      email: `deepak${n}@example.in`,
      password: 'Tayari#2026',
    });
    const up = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload(n), remoteAddress: ip });
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

  it('lets a second node refuse an address the first one counted', async () => {
    const second = await createTestApp({ ...limits, REDIS_KEY_PREFIX: t.app.deps.config.REDIS_KEY_PREFIX });
    try {
      const ip = freshAddress();
      // An unknown name is keyed by its text, so the two nodes (two test databases) name it alike.
      for (let i = 0; i < 3; i++) expect((await signin('shared_ghost', WRONG, ip)).statusCode).toBe(401);
      second.clock.advance(t.clock().getTime() - second.clock().getTime());
      expect((await signinOn(second, 'shared_ghost', WRONG, ip)).statusCode).toBe(429);
      expect((await signinOn(second, 'shared_ghost', WRONG, freshAddress())).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('when Redis cannot be reached', () => {
  it('still answers sign-ins (no 5xx) and still limits a guessing address, counting on the node', async () => {
    // Nothing listens on port 1: every Redis command fails, as in an outage.
    const cut = await createTestApp({ ...limits, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const user = await createUser(cut.database.db);
      const ip = freshAddress();
      for (let i = 0; i < 3; i++)
        expect((await signinOn(cut, user.username, WRONG, ip)).statusCode).toBe(401);
      expect((await signinOn(cut, user.username, PASSWORD, ip)).statusCode).toBe(429);
      expect((await signinOn(cut, user.username, PASSWORD, freshAddress())).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  });
});
