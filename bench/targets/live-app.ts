import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { contentDir, seedContent } from '../../apps/server/src/db/seed/content.ts';
import { type LiveSetup, type LiveSetupResult, runLiveSetup } from '../lib/live-day-setup.ts';

/**
 * The real server as main.ts builds it, for the live-day bench. Node A is started with
 * BENCH_LIVE_SETUP (JSON, lib/live-day-setup.ts): it seeds the content and writes the fixtures before
 * it listens; node B (the two-node variant) shares the database and starts without. Reports
 * `{ port, setup }` over IPC.
 */
export interface LiveReady {
  port: number;
  setup: LiveSetupResult | null;
}

const env = process.env;
const app = await buildApp(loadConfig(env));
let setup: LiveSetupResult | null = null;
if (env.BENCH_LIVE_SETUP) {
  await seedContent(app.deps.db);
  const wanted = JSON.parse(env.BENCH_LIVE_SETUP) as LiveSetup;
  // The reserved live papers, as an admin's import makes them: unpublished sets (content/live.ts).
  if (wanted.live) await seedContent(app.deps.db, path.join(contentDir, 'live'));
  setup = await runLiveSetup(app.deps.db, wanted);
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
const ready: LiveReady = { port: address.port, setup };
if (process.send) process.send(ready);
else console.log(`listening on ${address.port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
