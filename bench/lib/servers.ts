import path from 'node:path';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo.ts';
import type { Ready } from '../targets/report-port.ts';
import { firstMessage, type Proc, spawnNode } from './children.ts';
import type { LoadTarget } from './load.ts';
import { benchDir, repoRoot } from './paths.ts';

/** PGlite's first open runs initdb, tens of seconds on a slow disk; PostgreSQL migrations are quick. */
const startTimeoutMs = 120_000;

export interface Server {
  proc: Proc;
  base: string;
}

/** A target script from bench/targets in a process of its own, so it never shares autocannon's event loop. */
export async function startServer(label: string, file: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const proc = spawnNode({
    label,
    args: ['--import', 'tsx', path.join(benchDir, 'targets', file)],
    cwd: repoRoot,
    env,
    ipc: true,
    // Under load a server's warnings are findings, so they go to the console as they come.
    echo: true,
  });
  const { port } = await firstMessage<Ready>(proc, startTimeoutMs);
  return { proc, base: `http://127.0.0.1:${port}` };
}

/** The real app's environment: quiet logs and no rate limit, which would turn the load into 429s. */
export function appEnv(database: { dataDir: string } | { url: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'false',
  };
  delete env.DATABASE_URL;
  if ('url' in database) env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;
  return env;
}

/** Signs the demo student in, checks GET /api/me answers as that user, and returns it as a load target. */
export async function meTarget(label: string, server: Server): Promise<LoadTarget> {
  const signin = await fetch(`${server.base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo_student', password: DEMO_PASSWORD }),
  });
  if (signin.status !== 200)
    throw new Error(`${label}: sign-in answered ${signin.status}: ${await signin.text()}`);
  const { token } = (await signin.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = await fetch(`${server.base}/api/me`, { headers });
  const body = (await me.json()) as { user?: { username?: string } };
  if (me.status !== 200 || body.user?.username !== 'demo_student') {
    throw new Error(`${label}: GET /api/me answered ${me.status}: ${JSON.stringify(body)}`);
  }
  return { label, url: `${server.base}/api/me`, headers };
}
