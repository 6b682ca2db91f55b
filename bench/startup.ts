import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { configSchema } from '../apps/server/src/config.ts';
import { atInterrupt, type Proc, spawnNode, stop, tail, warnings } from './lib/children.ts';
import { freePort, getStatus, sleep } from './lib/http.ts';
import { benchDir, makeTempDir, removeDir, serverDir } from './lib/paths.ts';
import { formatMs, formatRatio, median } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'startup';
const pollEveryMs = 25;
const healthyWithinMs = 120_000;

/**
 * The embedded default: none of the server's variables set except where data goes and the port, so a
 * DATABASE_URL or LOG_LEVEL in the caller's shell cannot turn this into a different configuration.
 */
function defaultEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(configSchema.shape)) delete env[key];
  return { ...env, ...extra };
}

/** Milliseconds from spawn to the first 200 from /api/health; the process is left running. */
async function timeToHealthy(proc: Proc, port: number, startedAt: number): Promise<number> {
  const url = `http://127.0.0.1:${port}/api/health`;
  let exited = false;
  void proc.exited.then(() => {
    exited = true;
  });
  while (performance.now() - startedAt < healthyWithinMs) {
    if ((await getStatus(url)) === 200) return performance.now() - startedAt;
    if (exited) throw new Error(`${proc.label} exited before it was healthy. Its output:\n${tail(proc)}`);
    await sleep(pollEveryMs);
  }
  throw new Error(`${proc.label} not healthy within ${healthyWithinMs} ms. Its output:\n${tail(proc)}`);
}

async function startAndTime(label: string, args: string[], cwd: string, env: Record<string, string>) {
  const port = await freePort();
  const startedAt = performance.now();
  const proc = spawnNode({ label, args, cwd, env: defaultEnv({ ...env, PORT: String(port) }) });
  try {
    return { ms: await timeToHealthy(proc, port, startedAt), proc };
  } catch (err) {
    await stop(proc);
    throw err;
  }
}

/** Stops the server as an orchestrator would and checks it shut down cleanly (exit code 0). */
async function stopChecked(proc: Proc, odd: Set<string>): Promise<void> {
  await stop(proc);
  const { code, signal } = await proc.exited;
  if (code !== 0) odd.add(`${proc.label} exited with code ${code}, signal ${signal} after SIGTERM`);
  for (const line of warnings(proc)) odd.add(`${proc.label}: ${summariseLogLine(line)}`);
}

/** The bare cost of starting Node with the TypeScript loader and doing nothing. */
async function bareProcessMs(): Promise<number> {
  const startedAt = performance.now();
  const proc = spawnNode({
    label: 'node --import tsx -e',
    args: ['--import', 'tsx', '-e', 'process.exit(0)'],
    cwd: serverDir,
    env: defaultEnv({}),
  });
  const { code } = await proc.exited;
  if (code !== 0) throw new Error(`bare node exited with ${code}:\n${tail(proc)}`);
  return performance.now() - startedAt;
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const runs = opts.quick ? 1 : 3;
  console.log(`${name}: ${runs} run(s) each, polling /api/health every ${pollEveryMs} ms`);
  const odd = new Set<string>();
  const bare: number[] = [];
  const fastify: number[] = [];
  const first: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  const coldBare: number[] = [];

  for (let i = 0; i < runs; i++) bare.push(await bareProcessMs());
  for (let i = 0; i < runs; i++) {
    const args = ['--import', 'tsx', path.join(benchDir, 'targets/bare-fastify.ts')];
    const { ms, proc } = await startAndTime('bare Fastify', args, serverDir, {});
    fastify.push(ms);
    await stopChecked(proc, odd);
  }
  for (let i = 0; i < runs; i++) {
    // Each run has its own template directory, so its first start makes the template
    // (db/template.ts) and the next fresh data directory starts as a copy of it.
    const templateDir = makeTempDir('startup-template');
    const firstDir = makeTempDir('startup');
    const dataDir = makeTempDir('startup');
    const bareDir = makeTempDir('startup');
    const dirs = [templateDir, firstDir, dataDir, bareDir];
    const unregister = atInterrupt(() => dirs.forEach(removeDir));
    try {
      // What `npm run start -w @abhyas/server` runs, from the same directory.
      const args = ['--import', 'tsx', 'src/main.ts'];
      const made = await startAndTime('server (first, makes the template)', args, serverDir, {
        DATA_DIR: firstDir,
        DB_TEMPLATE_DIR: templateDir,
      });
      first.push(made.ms);
      await stopChecked(made.proc, odd);
      const copied = await startAndTime('server (cold, from the template)', args, serverDir, {
        DATA_DIR: dataDir,
        DB_TEMPLATE_DIR: templateDir,
      });
      cold.push(copied.ms);
      await stopChecked(copied.proc, odd);
      const again = await startAndTime('server (warm)', args, serverDir, {
        DATA_DIR: dataDir,
        DB_TEMPLATE_DIR: templateDir,
      });
      warm.push(again.ms);
      await stopChecked(again.proc, odd);
      // A first start without the content load and without a template: the content's cost.
      const noContent = await startAndTime('server (first, no content)', args, serverDir, {
        DATA_DIR: bareDir,
        DB_TEMPLATE_DIR: '',
        SEED_CONTENT: 'false',
      });
      coldBare.push(noContent.ms);
      await stopChecked(noContent.proc, odd);
    } finally {
      unregister();
      dirs.forEach(removeDir);
    }
  }

  const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  console.log(`  bare node --import tsx (exit): ${list(bare)} ms`);
  console.log(`  bare Fastify listen → 200:     ${list(fastify)} ms`);
  console.log(`  server first start (template): ${list(first)} ms`);
  console.log(`  server cold (from template):   ${list(cold)} ms`);
  console.log(`  server warm restart:           ${list(warm)} ms`);
  console.log(`  server first, SEED_CONTENT=false, no template: ${list(coldBare)} ms`);
  for (const line of odd) console.log(`  note: ${line}`);

  const bareMs = median(bare);
  const fastifyMs = median(fastify);
  const baseline = `Fastify listen ${formatMs(fastifyMs)} / node+tsx ${formatMs(bareMs)}`;
  const versus = (ms: number) => `${formatRatio(ms / fastifyMs)} / ${formatRatio(ms / bareMs)}`;
  return [
    {
      bench: name,
      variant: 'bare node --import tsx, exit',
      figure: formatMs(bareMs),
      baseline: '—',
      ratio: '1.00×',
    },
    {
      bench: name,
      variant: 'bare Fastify listen → 200',
      figure: formatMs(fastifyMs),
      baseline: `node+tsx ${formatMs(bareMs)}`,
      ratio: formatRatio(fastifyMs / bareMs),
    },
    {
      bench: name,
      variant: 'npm start server, first start (makes the database template)',
      figure: formatMs(median(first)),
      baseline,
      ratio: versus(median(first)),
    },
    {
      bench: name,
      variant: 'npm start server, cold (fresh DATA_DIR, copied from the template)',
      figure: formatMs(median(cold)),
      baseline,
      ratio: versus(median(cold)),
    },
    {
      bench: name,
      variant: 'first start with the content load vs without',
      figure: `${formatMs(median(first))} vs ${formatMs(median(coldBare))}`,
      baseline: 'same start, SEED_CONTENT=false, no template',
      ratio: formatRatio(median(first) / median(coldBare)),
    },
    {
      bench: name,
      variant: 'npm start server, warm restart',
      figure: formatMs(median(warm)),
      baseline,
      ratio: versus(median(warm)),
    },
  ];
}

/** A pino line reduced to its level and message, so repeated warnings collapse into one note. */
function summariseLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string };
    return `level ${entry.level}: ${entry.msg}`;
  } catch {
    return line;
  }
}

export const startup: Bench = { name, run };
