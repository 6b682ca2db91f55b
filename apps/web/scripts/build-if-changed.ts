/**
 * `npm start`'s build step: runs `npm run build` (vite build, the SSR build and the prerender) only
 * when the web app's inputs changed since the last finished build (`build-inputs.ts`).
 * `ABHYAS_FORCE_BUILD=1` (or `--force` when run directly) builds anyway.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildDecision, writeStamp } from './build-inputs.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(webDir, '../..');
const dist = path.join(webDir, 'dist');

const started = performance.now();
const force = process.argv.includes('--force') || process.env.ABHYAS_FORCE_BUILD === '1';
const decision = buildDecision(root, dist, { force });
const took = `${Math.round(performance.now() - started)} ms`;

if (!decision.build) {
  console.log(`web app: ${decision.reason}, build skipped (checked in ${took})`);
} else {
  console.log(`web app: ${decision.reason}, building`);
  const run = spawnSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // The hash of the inputs as they were when the build began: a file edited during the build
  // leaves a stamp that no longer matches, so the next start builds again.
  writeStamp(dist, decision.inputs);
}
