import { atInterrupt, stop, warnings } from './lib/children.ts';
import { type LoadResult, type LoadSettings, type LoadTarget, measureInTurns } from './lib/load.ts';
import { makeTempDir, removeDir } from './lib/paths.ts';
import {
  type BenchDatabase,
  createBenchDatabase,
  defaultBenchDatabaseUrl,
  unreachableReason,
} from './lib/postgres.ts';
import { appEnv, meTarget, type Server, startServer } from './lib/servers.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'me-throughput';

const full: LoadSettings = { connections: 10, pipelining: 1, warmupSeconds: 3, rounds: 5, roundSeconds: 2 };
const quick: LoadSettings = { connections: 10, pipelining: 1, warmupSeconds: 1, rounds: 1, roundSeconds: 2 };

const pgliteLabel = 'GET /api/me (PGlite)';
const postgresLabel = 'GET /api/me (PostgreSQL)';

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const settings = opts.quick ? quick : full;
  console.log(
    `${name}: ${settings.connections} connections, pipelining ${settings.pipelining}; per target ` +
      `${settings.warmupSeconds} s warm-up, then ${settings.rounds} × ${settings.roundSeconds} s in turns`,
  );
  const servers: Server[] = [];
  const dataDir = makeTempDir('me-pglite');
  let database: BenchDatabase | undefined;
  const cleanUp = async () => {
    removeDir(dataDir);
    await database?.drop();
  };
  const unregister = atInterrupt(cleanUp);
  // Kept as each starts, so a later one failing to start still lets the earlier ones be stopped.
  const start = async (label: string, file: string, env: NodeJS.ProcessEnv) => {
    const server = await startServer(label, file, env);
    servers.push(server);
    return server;
  };
  try {
    // Every server is up before any is loaded; an idle one costs nothing while the others take their turn.
    const bareHttp = await start('bare node:http', 'bare-http.ts', process.env);
    const bareFastify = await start('bare Fastify', 'bare-fastify.ts', process.env);
    const pglite = await start(pgliteLabel, 'real-app.ts', appEnv({ dataDir }));
    const targets: LoadTarget[] = [
      { label: 'bare node:http', url: `${bareHttp.base}/me`, headers: {} },
      { label: 'bare Fastify route', url: `${bareFastify.base}/me`, headers: {} },
      await meTarget(pgliteLabel, pglite),
    ];

    const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl;
    const why = await unreachableReason(adminUrl);
    if (why === null) {
      database = await createBenchDatabase(adminUrl);
      const postgres = await start(postgresLabel, 'real-app.ts', appEnv({ url: database.url }));
      targets.push(await meTarget(postgresLabel, postgres));
    } else {
      console.log(`  ${postgresLabel} skipped: ${redact(adminUrl)} is unreachable (${why}).`);
      console.log(
        '  Set BENCH_DATABASE_URL to a PostgreSQL server that allows CREATE DATABASE to include it.',
      );
    }

    const results = await measureInTurns(targets, settings);
    for (const [i, target] of targets.entries()) print(target.label, results[i]!);
    return summary(targets, results, why === null);
  } finally {
    for (const server of servers) {
      await stop(server.proc);
      const seen = warnings(server.proc);
      if (seen.length > 0)
        console.log(`  ${server.proc.label} logged ${seen.length} warning/error line(s), above`);
    }
    // After the servers: the PostgreSQL one must have let go of its connections, PGlite of its files.
    unregister();
    await cleanUp();
  }
}

function print(label: string, r: LoadResult): void {
  console.log(
    `  ${label}: ${formatInt(r.rps)} req/s (rounds: ${r.roundRps.map(formatInt).join(', ')}), ` +
      `latency mean ${r.meanMs.toFixed(2)} ms, p50 ${wholeMs(r.p50Ms)} ms, p99 ${wholeMs(r.p99Ms)} ms; ` +
      `${formatInt(r.total)} requests, all 200`,
  );
}

function summary(targets: LoadTarget[], results: LoadResult[], withPostgres: boolean): SummaryRow[] {
  const [http, fastify] = [results[0]!, results[1]!];
  const row = (i: number, baseline: string, ratio: string): SummaryRow => {
    const r = results[i]!;
    const latency = `mean ${r.meanMs.toFixed(2)} / p50 ${wholeMs(r.p50Ms)} / p99 ${wholeMs(r.p99Ms)} ms`;
    return {
      bench: name,
      variant: targets[i]!.label,
      figure: `${formatInt(r.rps)} req/s (${latency})`,
      baseline,
      ratio,
    };
  };
  const vsBoth = (i: number) =>
    row(
      i,
      'bare node:http / bare Fastify',
      `${formatRatio(results[i]!.rps / http.rps)} / ${formatRatio(results[i]!.rps / fastify.rps)}`,
    );
  const rows = [
    row(0, '—', '1.00×'),
    row(1, 'bare node:http', formatRatio(fastify.rps / http.rps)),
    vsBoth(2),
  ];
  if (withPostgres) rows.push(vsBoth(3));
  else rows.push({ bench: name, variant: postgresLabel, figure: 'skipped', baseline: '—', ratio: '—' });
  return rows;
}

/** autocannon's percentiles are whole milliseconds: 0 means "under one", not "free". */
function wholeMs(ms: number): string {
  return ms === 0 ? '<1' : String(ms);
}

/** Never print a password that may be in the URL. */
function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export const meThroughput: Bench = { name, run };
