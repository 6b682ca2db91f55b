import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  return port;
}

/** Starts `src/main.ts` the way `npm start` does, on the embedded database, and waits until healthy. */
async function start(): Promise<{ proc: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  let out = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: '/none',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
  proc.stdout?.on('data', (c) => {
    out += c;
  });
  proc.stderr?.on('data', (c) => {
    out += c;
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { proc, port, output: () => out };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`server not healthy in time:\n${out}`);
}

async function stop(proc: ChildProcess): Promise<number | null> {
  const exited = once(proc, 'exit');
  proc.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

describe('the server process (npm start on the embedded database)', () => {
  it('migrates, seeds demo accounts and prints them, serves, and exits cleanly on SIGTERM', async () => {
    const first = await start();
    expect(first.output()).toContain('Demo accounts created');
    expect(first.output()).toMatch(/demo_student +Abhyas@2026/);
    for (const u of ['demo_student', 'demo_admin', 'demo_institute']) expect(first.output()).toContain(u);
    const signin = await fetch(`http://127.0.0.1:${first.port}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'demo_student', password: 'Abhyas@2026' }),
    });
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    expect(await stop(first.proc)).toBe(0);
    expect(first.output()).toContain('closed');

    // A restart keeps the data (and the generated signing key): the old token still works, nothing re-seeded.
    const second = await start();
    expect(second.output()).not.toContain('Demo accounts created');
    const me = await fetch(`http://127.0.0.1:${second.port}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(await stop(second.proc)).toBe(0);
  }, 120_000);
});
