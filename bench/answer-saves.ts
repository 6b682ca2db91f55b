import { BenchScope } from './lib/bench-scope.ts';
import {
  checkMintedToken,
  type ExamServer,
  JsonClient,
  mintTokens,
  ms,
  percentile,
  redact,
  sleep,
  startExamApp,
} from './lib/exam-load.ts';
import type { Candidate } from './lib/exam-setup.ts';
import { benchPassword } from './lib/exam-setup.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase, defaultBenchDatabaseUrl, unreachableReason } from './lib/postgres.ts';
import { type Server, startServer } from './lib/servers.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'answer-saves';

export interface Sizes {
  /** Virtual candidates of each paced variant. */
  candidates: number[];
  warmupSeconds: number;
  windowSeconds: number;
  /** Each candidate waits a uniformly random time in [min, max] after each acknowledged save. */
  minIntervalMs: number;
  maxIntervalMs: number;
  /** Closed loop: this many saves in flight, each followed by the next as soon as it is acked. */
  closedConcurrency: number;
  closedSeconds: number;
  /** Keep-alive sockets of the load generator per target (a hall's browsers share no socket, but one process cannot hold 5,000 cheaply). */
  sockets: number;
}

const envList = (v: string | undefined) =>
  v
    ?.split(',')
    .map(Number)
    .filter((n) => n > 0);

function sizes(quick: boolean): Sizes {
  const base: Sizes = quick
    ? {
        candidates: [50],
        warmupSeconds: 1,
        windowSeconds: 5,
        minIntervalMs: 1000,
        maxIntervalMs: 5000,
        closedConcurrency: 16,
        closedSeconds: 3,
        sockets: 256,
      }
    : {
        candidates: [1000, 5000],
        warmupSeconds: 5,
        windowSeconds: 20,
        minIntervalMs: 1000,
        maxIntervalMs: 5000,
        closedConcurrency: 64,
        closedSeconds: 10,
        sockets: 512,
      };
  // Overrides for a different machine or a quick look at one size, e.g. BENCH_SAVES_CANDIDATES=1000.
  const e = process.env;
  return {
    ...base,
    candidates: envList(e.BENCH_SAVES_CANDIDATES) ?? base.candidates,
    windowSeconds: Number(e.BENCH_SAVES_SECONDS ?? base.windowSeconds),
    closedConcurrency: Number(e.BENCH_SAVES_CLOSED_CONCURRENCY ?? base.closedConcurrency),
  };
}

export interface Target {
  label: string;
  client: JsonClient;
  path: (c: Candidate) => string;
  tokens: (string | undefined)[];
  /** The next seq per candidate: a save's seq must grow, or the app takes it as a harmless repeat. */
  seqs: number[];
}

export interface Outcome {
  saves: number;
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  samples: string[];
  /** Every acknowledged save's latency (ms), for benches that pool several windows. */
  latencies: number[];
}

interface SaveAck {
  acked?: number[];
  rejected?: unknown[];
}

const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

class Recorder {
  latencies: number[] = [];
  errors = 0;
  samples: string[] = [];
  error(why: string) {
    this.errors += 1;
    if (this.samples.length < 5) this.samples.push(why);
  }
  outcome(seconds: number): Outcome {
    return {
      saves: this.latencies.length,
      rate: this.latencies.length / seconds,
      p50: percentile(this.latencies, 50),
      p99: percentile(this.latencies, 99),
      errors: this.errors,
      samples: this.samples,
      latencies: this.latencies,
    };
  }
}

async function saveOnce(
  t: Target,
  candidates: readonly Candidate[],
  questionIds: readonly string[],
  i: number,
  rec: Recorder | null,
): Promise<void> {
  const c = candidates[i]!;
  t.seqs[i] = (t.seqs[i] ?? 0) + 1;
  const seq = t.seqs[i]!;
  const save = {
    seq,
    questionId: questionIds[Math.floor(Math.random() * questionIds.length)]!,
    answer: Math.random() < 0.1 ? null : Math.floor(Math.random() * 4),
    marked: Math.random() < 0.1,
    timeSpentMs: Math.floor(rand(1000, 60_000)),
  };
  try {
    const r = await t.client.request<SaveAck>('POST', t.path(c), { saves: [save] }, t.tokens[i]);
    if (!rec) return;
    if (r.status !== 200) rec.error(`${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    else if (!r.body.acked?.includes(seq) || (r.body.rejected?.length ?? 0) > 0)
      rec.error(`not acked: ${JSON.stringify(r.body).slice(0, 200)}`);
    else rec.latencies.push(r.ms);
  } catch (err) {
    rec?.error(err instanceof Error ? err.message : String(err));
  }
}

/** Each of n candidates saves, waits a random interval after the ack, saves again… */
export async function paced(
  t: Target,
  candidates: readonly Candidate[],
  questionIds: readonly string[],
  n: number,
  s: Sizes,
): Promise<Outcome> {
  const rec = new Recorder();
  const windowStart = performance.now() + s.warmupSeconds * 1000;
  const end = windowStart + s.windowSeconds * 1000;
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      // Arrivals spread over one interval, not all at once.
      await sleep(rand(0, s.maxIntervalMs));
      while (performance.now() < end) {
        const inWindow = performance.now() >= windowStart;
        await saveOnce(t, candidates, questionIds, i, inWindow ? rec : null);
        await sleep(Math.min(rand(s.minIntervalMs, s.maxIntervalMs), Math.max(0, end - performance.now())));
      }
    }),
  );
  return rec.outcome(s.windowSeconds);
}

/** `concurrency` saves always in flight, round the candidates: the most the target can take. */
async function closedLoop(
  t: Target,
  candidates: readonly Candidate[],
  questionIds: readonly string[],
  s: Sizes,
): Promise<Outcome> {
  const rec = new Recorder();
  const n = candidates.length;
  const warmupSeconds = Math.min(2, s.warmupSeconds);
  const windowStart = performance.now() + warmupSeconds * 1000;
  const end = windowStart + s.closedSeconds * 1000;
  await Promise.all(
    Array.from({ length: Math.min(s.closedConcurrency, n) }, async (_, w) => {
      for (let j = w; performance.now() < end; j += s.closedConcurrency) {
        const inWindow = performance.now() >= windowStart;
        await saveOnce(t, candidates, questionIds, j % n, inWindow ? rec : null);
      }
    }),
  );
  return rec.outcome(s.closedSeconds);
}

export function describe(o: Outcome): string {
  return `${formatInt(o.rate)} saves/s, p50 ${ms(o.p50)} ms, p99 ${ms(o.p99)} ms, ${o.errors} errors`;
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  const most = Math.max(...s.candidates);
  console.log(
    `${name}: ${s.candidates.join(' and ')} candidates, each saving one answer ${s.minIntervalMs / 1000}–` +
      `${s.maxIntervalMs / 1000} s after the last ack (offered ≈ N / ${(s.minIntervalMs + s.maxIntervalMs) / 2000} s); ` +
      `${s.warmupSeconds} s warm-up + ${s.windowSeconds} s measured; then a closed loop of ` +
      `${s.closedConcurrency} in flight for ${s.closedSeconds} s. Keep-alive pool of ${s.sockets} sockets.`,
  );
  const rows: SummaryRow[] = [];
  const scope = new BenchScope();

  const measure = async (dbLabel: string, app: ExamServer, bare: Server) => {
    const { candidates, questionIds } = app.setup;
    if (candidates.length < most) throw new Error(`only ${candidates.length} candidates were set up`);
    const first = candidates[0]!;
    const tokens = await mintTokens(app, candidates);
    await checkMintedToken(app, first, tokens[0]!, benchPassword);
    const appClient = new JsonClient(app.base, s.sockets);
    const bareClient = new JsonClient(bare.base, s.sockets);
    scope.clients.push(appClient, bareClient);
    const appTarget: Target = {
      label: `app ${dbLabel}`,
      client: appClient,
      path: (c) => `/api/attempts/${c.attemptId}/saves`,
      tokens,
      seqs: [],
    };
    const bareTarget: Target = {
      label: `bare upsert ${dbLabel}`,
      client: bareClient,
      path: (c) => `/saves/${c.attemptId}`,
      tokens: [],
      seqs: [],
    };
    console.log(
      `  ${dbLabel}: fixtures (${formatInt(candidates.length)} candidates) in ${ms(app.setup.setupMs)} ms`,
    );
    const report = (variant: string, a: Outcome, b: Outcome, goal?: string) => {
      console.log(`    ${variant}: app ${describe(a)} | bare ${describe(b)}`);
      for (const why of [...a.samples, ...b.samples]) console.log(`      error: ${why}`);
      const verdict = goal ? `; goal ${goal}` : '';
      rows.push({
        bench: name,
        variant: `${variant} (${dbLabel})`,
        figure: `${describe(a)}${verdict}`,
        baseline: `bare upsert ${formatInt(b.rate)}/s, p50 ${ms(b.p50)} / p99 ${ms(b.p99)} ms`,
        ratio: `rate ${formatRatio(a.rate / b.rate)}, p50 ${formatRatio(a.p50 / b.p50)}, p99 ${formatRatio(a.p99 / b.p99)}`,
      });
    };
    for (const n of s.candidates) {
      // Baseline first, then the app, with the same candidates and intervals.
      const b = await paced(bareTarget, candidates, questionIds, n, s);
      const a = await paced(appTarget, candidates, questionIds, n, s);
      const goal =
        dbLabel === 'PostgreSQL'
          ? `${a.rate >= 0.5 * b.rate && a.p99 < 100 && a.errors === 0 ? 'met' : 'NOT met'} (≥0.5× bare rate, p99 < 100 ms, 0 errors)`
          : undefined;
      report(`${formatInt(n)} candidates, paced`, a, b, goal);
    }
    const b = await closedLoop(bareTarget, candidates.slice(0, most), questionIds, s);
    const a = await closedLoop(appTarget, candidates.slice(0, most), questionIds, s);
    const maxGoal =
      dbLabel === 'PostgreSQL'
        ? `${a.rate >= 0.5 * b.rate && a.errors === 0 ? 'met' : 'NOT met'} (max rate ≥ 0.5× bare, 0 errors)`
        : undefined;
    report(`closed loop, ${s.closedConcurrency} in flight`, a, b, maxGoal);
  };

  try {
    const setup = { candidates: { setSlug: 'ssc-cgl-mock-1', count: most } };
    {
      const appDir = makeTempDir('saves-app');
      const bareDir = makeTempDir('saves-bare');
      scope.dirs.push(appDir, bareDir);
      const bare = await startServer('bare upsert (PGlite)', 'bare-upsert.ts', {
        ...process.env,
        BARE_DATA_DIR: bareDir,
      });
      scope.servers.push(bare);
      const app = await startExamApp('app (PGlite)', { dataDir: appDir }, setup);
      scope.servers.push(app);
      await measure('PGlite', app, bare);
      await scope.stopAll();
    }

    const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl;
    const why = await unreachableReason(adminUrl);
    if (why === null) {
      scope.database = await createBenchDatabase(adminUrl);
      const bare = await startServer('bare upsert (PostgreSQL)', 'bare-upsert.ts', {
        ...process.env,
        BARE_DATABASE_URL: scope.database.url,
      });
      scope.servers.push(bare);
      const app = await startExamApp('app (PostgreSQL)', { url: scope.database.url }, setup);
      scope.servers.push(app);
      await measure('PostgreSQL', app, bare);
    } else {
      console.log(`  PostgreSQL skipped: ${redact(adminUrl)} is unreachable (${why}).`);
      rows.push({ bench: name, variant: 'PostgreSQL', figure: 'skipped', baseline: '—', ratio: '—' });
    }
    return rows;
  } finally {
    await scope.close();
  }
}

export const answerSaves: Bench = { name, run };
