import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDist = path.join(repoRoot, 'apps/web/dist');

export interface RunningServer {
  url: string;
  /** Everything the server has logged so far. */
  logs(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  return port;
}

/**
 * The real server process as `npm start` runs it (embedded database in a fresh directory, the built
 * web app), with any extra environment the journey needs.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build -w @abhyas/web` first (npm run test:e2e does)',
    );
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'info',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  let out = '';
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: childEnv,
  });
  proc.stdout?.on('data', (c) => {
    out += c;
  });
  proc.stderr?.on('data', (c) => {
    out += c;
  });
  const stop = async () => {
    if (proc.exitCode === null) {
      const exited = once(proc, 'exit');
      proc.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, logs: () => out, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`server not healthy within 60 s:\n${out}`);
}
