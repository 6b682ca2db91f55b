import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash: nothing runs on the way out), resolved once the process is gone. */
  kill(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (`node --import tsx src/main.ts` on the embedded database),
 * on a free port, waiting until /api/health answers 200. `DATABASE_URL` and `REDIS_URL` of the
 * calling environment are dropped so the embedded default is what gets tested, unless `env` names
 * them itself (a fault test on PostgreSQL).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  opts: { dataDir?: string; port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  // A given port: a restart the browser must find at the same address.
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-server-'));
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
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  if (env.REDIS_URL === undefined) delete childEnv.REDIS_URL;
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
    if (proc.exitCode !== null) return proc.exitCode;
    const exited = once(proc, 'exit');
    proc.kill('SIGTERM');
    const [code] = await exited;
    return code as number | null;
  };
  const kill = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = once(proc, 'exit');
    proc.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, port, dataDir, output: () => out, stop, kill };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`server not healthy in time:\n${out}`);
}
