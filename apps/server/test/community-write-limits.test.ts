import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from './community-fixtures.ts';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The community's own write limits (docs/limits.md): joining by code is 10 tries in 10 minutes. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('joining by code', () => {
  it('takes 10 tries in 10 minutes, then answers 429 with Retry-After, and again after the window', async () => {
    const { token } = await userWithToken(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/community/groups/join-by-code',
        headers: bearer(token),
        payload: { code: 'ZZZZ2222' },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await attempt()).statusCode).toBe(404);
  });
});
