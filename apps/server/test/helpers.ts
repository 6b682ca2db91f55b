import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function openTestDatabase(): Promise<Database> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([fs.readFileSync(tpl.dumpPath)]) });
  }
  return openPostgres(await postgresCopy(), 5);
}

/**
 * The URL of a fresh PostgreSQL database copied from the run's migrated template (PostgreSQL runs
 * only): for tests whose server runs in its own process on it.
 */
export async function postgresCopy(): Promise<string> {
  const tpl = inject('dbTemplate');
  if (tpl.kind !== 'postgres') throw new Error('PostgreSQL expected');
  const name = `${tpl.template}_f_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${tpl.template}`);
  await admin.end();
  return withDatabase(tpl.url, name);
}

/** A clock the test moves by hand: token expiry and grace windows without sleeping. */
export function testClock(start = new Date('2026-11-22T10:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}

export interface TestApp {
  app: App;
  database: Database;
  clock: ReturnType<typeof testClock>;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * Builds the real app (same plugins, same routes) on a fresh database. Rate limits get a namespace of
 * their own so runs sharing one Redis do not count each other's attempts.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = testClock();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  // The database is given, so the data dir holds only what the app keeps on disk (made PDFs): one of
  // the test's own, removed on close, rather than the repository's ./data.
  const dataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://abhyas.test',
    REDIS_KEY_PREFIX: `abhyas-test-${randomUUID()}:`,
    // Tests run the sweeper by hand (sweepExpiredAttempts) against the fake clock.
    ATTEMPT_SWEEP_SECONDS: '0',
    // Tests run the day's notices by hand (runDailyNotices) against the fake clock.
    DAILY_NOTICES_MINUTES: '0',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const app = await buildApp(config, { database, clock, logStream });
  await app.ready();
  return {
    app,
    database,
    clock,
    logs,
    async close() {
      await app.close();
      await database.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `use` against a second node of `t`'s deployment: the same config (so the same database, clock
 * and Redis channel) with caches of its own, closed afterwards. For what must travel between nodes
 * through Redis (cache invalidation); tests calling it skip without REDIS_URL.
 */
export async function withSecondNode(t: TestApp, use: (second: App) => Promise<void>): Promise<void> {
  const second = await buildApp(
    { ...t.app.deps.config, LOG_LEVEL: 'silent' },
    { database: t.database, clock: t.clock },
  );
  await second.ready();
  try {
    await use(second);
  } finally {
    await second.close();
  }
}
