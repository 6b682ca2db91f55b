import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../../../test-support/server-process.ts';

/**
 * What the live-test journey (live-test.e2e.ts) needs outside the browser: one-off SQL on its own
 * PostgreSQL database, the real app started as the live-day bench starts it (bench/targets/live-app.ts:
 * the reserved live papers seeded as unpublished sets and 50 candidates written), and raw API calls
 * that keep the status and body whatever they are.
 */
export async function pgQuery<T = Record<string, unknown>>(
  url: string,
  q: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(q, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface LiveApp {
  proc: ChildProcess;
  base: string;
  /** Everything the server printed so far (a failed journey shows its tail). */
  output: () => string;
}

/** Starts the app on `dbUrl` with `dist` as the web build; the live ticker runs every 2 s. */
export async function startLiveApp(dbUrl: string, dist: string): Promise<LiveApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-live-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'false',
    // The live ticker (reminders, publication) runs with the sweeper: every 2 s here.
    ATTEMPT_SWEEP_SECONDS: '2',
    BENCH_LIVE_SETUP: JSON.stringify({
      candidates: 50,
      baseline: 0,
      live: { liveKey: 'general_exams_LIVE', setSlug: 'general-exams-live-1' },
    }),
  };
  delete env.REDIS_URL;
  let out = '';
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/targets/live-app.ts')],
    {
      cwd: repoRoot,
      env,
    },
  );
  proc.stdout?.on('data', (c) => {
    out += c;
  });
  proc.stderr?.on('data', (c) => {
    out += c;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const m = out.match(/listening on (\d+)/);
    if (m) return { proc, base: `http://127.0.0.1:${m[1]}`, output: () => out };
    if (proc.exitCode !== null) throw new Error(`server exited:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not listening in time:\n${out}`);
}

/** An API call as a client makes it, its status and JSON body kept whatever they are. */
export async function rawCall(base: string, p: string, token: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${base}/api${p}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}
