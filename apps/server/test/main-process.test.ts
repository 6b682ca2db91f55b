import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../test-support/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process (npm start on the embedded database)', () => {
  it('migrates, seeds demo accounts and prints them, serves, and exits cleanly on SIGTERM', async () => {
    const first = await startServerProcess({ WEB_DIST: '/none' }, { dataDir });
    expect(first.output()).toContain('Demo accounts created');
    expect(first.output()).toMatch(/demo_student +Abhyas@2026/);
    for (const u of ['demo_student', 'demo_admin', 'demo_institute']) expect(first.output()).toContain(u);
    const signin = await fetch(`${first.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'demo_student', password: 'Abhyas@2026' }),
    });
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('closed');

    // A restart keeps the data (and the generated signing key): the old token still works, nothing re-seeded.
    const second = await startServerProcess({ WEB_DIST: '/none' }, { dataDir });
    expect(second.output()).not.toContain('Demo accounts created');
    const me = await fetch(`${second.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 120_000);
});
