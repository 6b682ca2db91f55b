import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 17 (docs/reliability.md): a sign-in's time does not say whether the account
 * exists. A wrong password for a real account and any password for an unknown name both spend one
 * argon2id check (the unknown one against a stand-in hash, passwords.ts `burnPasswordCheck`), so
 * their answers take the same time. Rate limits are off here: this measures the check alone (the
 * throttle is rate-limits.test.ts's).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(() => t?.close());

describe('sign-in timing', () => {
  it('answers a wrong password for an account as slowly as an unknown name', async () => {
    const rounds = 30;
    // A different account each round, so no account's own slow-down after failures comes in.
    const users = await Promise.all(Array.from({ length: rounds + 5 }, () => createUser(t.database.db)));
    const timed = async (identifier: string) => {
      const start = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { identifier, password: 'Wrong#2026x' },
      });
      const ms = performance.now() - start;
      expect(res.statusCode).toBe(401);
      return ms;
    };
    const times = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, so a busy moment on the machine falls on both; the first five pairs warm up.
    for (const [i, user] of users.entries()) {
      const k = await timed(user.username);
      const u = await timed(`nobody_${i}_${user.username}`);
      if (i >= 5) {
        times.known.push(k);
        times.unknown.push(u);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const known = median(times.known);
    const unknown = median(times.unknown);
    // Both ways, generous for a busy 2-core machine: answering an unknown name without the check
    // makes it several times faster (a lookup against ~50 ms of argon2id), far outside this band.
    expect(unknown).toBeGreaterThan(known / 1.5 - 1);
    expect(known).toBeLessThan(unknown * 1.5 + 1);
    console.info(
      `sign-in medians: wrong password ${known.toFixed(1)} ms, unknown name ${unknown.toFixed(1)} ms`,
    );
  });
});
