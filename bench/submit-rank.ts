import { BenchScope } from './lib/bench-scope.ts';
import {
  checkMintedToken,
  type ExamServer,
  JsonClient,
  mintTokens,
  ms,
  percentile,
  pool,
  redact,
  startExamApp,
} from './lib/exam-load.ts';
import { benchPassword, type Candidate, type Plan } from './lib/exam-setup.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase, defaultBenchDatabaseUrl, unreachableReason } from './lib/postgres.ts';
import { type Server, startServer } from './lib/servers.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'submit-rank';
const bigSet = 'ssc-cgl-mock-1';
const smallSet = 'ibps-po-mock-1';
const lookupGoalMs = 10;

interface Sizes {
  /** Attempts submitted through the API in part (a). */
  submits: number;
  concurrency: number;
  /** Finished attempts in the set whose rank lookup part (b) times, and in the comparison set. */
  rankAttempts: number;
  smallAttempts: number;
  lookups: number;
  probes: number;
}

function sizes(quick: boolean): Sizes {
  const base: Sizes = quick
    ? { submits: 200, concurrency: 50, rankAttempts: 10_000, smallAttempts: 100, lookups: 200, probes: 20 }
    : { submits: 5000, concurrency: 50, rankAttempts: 100_000, smallAttempts: 100, lookups: 200, probes: 20 };
  const e = process.env;
  return {
    ...base,
    submits: Number(e.BENCH_SUBMITS ?? base.submits),
    rankAttempts: Number(e.BENCH_RANK_ATTEMPTS ?? base.rankAttempts),
    lookups: Number(e.BENCH_RANK_LOOKUPS ?? base.lookups),
  };
}

interface Result {
  score?: number;
  rank?: number | null;
  percentile?: number | null;
  takers?: number;
}

class Failures {
  list: string[] = [];
  add(why: string) {
    this.list.push(why);
  }
  check(label: string) {
    if (this.list.length > 0)
      throw new Error(`${label}: ${this.list.length} failure(s), e.g. ${this.list.slice(0, 3).join(' | ')}`);
  }
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  console.log(
    `${name}: (a) submit ${formatInt(s.submits)} started attempts (~80% answered) through the API, ` +
      `${s.concurrency} at a time, then fetch every result; (b) ${s.lookups} result lookups in a set ` +
      `with ${formatInt(s.rankAttempts)} finished attempts vs one with ${s.smallAttempts}, and EXPLAIN ANALYZE`,
  );
  const rows: SummaryRow[] = [];
  const scope = new BenchScope();
  const client = (base: string) => {
    const c = new JsonClient(base, s.concurrency);
    scope.clients.push(c);
    return c;
  };

  /** Part (a): finalise and rank. */
  const finalise = async (dbLabel: string, app: ExamServer, bare: Server) => {
    const candidates = app.setup.candidates;
    const tokens = await mintTokens(app, candidates);
    await checkMintedToken(app, candidates[0]!, tokens[0]!, benchPassword);
    console.log(
      `  ${dbLabel} (a): fixtures (${formatInt(candidates.length)} started attempts) in ${ms(app.setup.setupMs)} ms`,
    );
    const api = client(app.base);
    const failures = new Failures();

    // Baseline: the same number of single-row writes through the bare endpoint, same concurrency.
    const bareClient = client(bare.base);
    const questionId = app.setup.questionIds[0]!;
    const bareMs: number[] = [];
    const bareStart = performance.now();
    await pool(candidates.length, s.concurrency, async (i) => {
      const r = await bareClient.request('POST', `/saves/${candidates[i]!.attemptId}`, {
        saves: [{ seq: 1, questionId, answer: 1, marked: false }],
      });
      if (r.status !== 200) failures.add(`bare ${r.status}`);
      bareMs.push(r.ms);
    });
    const bareTotal = performance.now() - bareStart;

    const submitMs: number[] = [];
    const scores: number[] = [];
    const submitStart = performance.now();
    await pool(candidates.length, s.concurrency, async (i) => {
      const r = await api.request<Result>(
        'POST',
        `/api/attempts/${candidates[i]!.attemptId}/submit`,
        undefined,
        tokens[i],
      );
      if (r.status !== 200 || typeof r.body.score !== 'number')
        failures.add(`submit ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
      submitMs.push(r.ms);
    });
    const submitTotal = performance.now() - submitStart;

    const resultMs: number[] = [];
    const results: Result[] = [];
    await pool(candidates.length, s.concurrency, async (i) => {
      const r = await api.request<Result>(
        'GET',
        `/api/attempts/${candidates[i]!.attemptId}/result`,
        undefined,
        tokens[i],
      );
      if (r.status !== 200 || typeof r.body.rank !== 'number')
        failures.add(`result ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
      results[i] = r.body;
      resultMs.push(r.ms);
      if (typeof r.body.score === 'number') scores.push(r.body.score);
    });
    // Every rank must be one plus the number of strictly higher scores among all the submitted.
    const sorted = [...scores].sort((a, b) => b - a);
    const higher = (score: number) => {
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid]! > score) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    for (const r of results) {
      if (!r || typeof r.score !== 'number') continue;
      if (r.rank !== higher(r.score) + 1 || r.takers !== candidates.length)
        failures.add(
          `rank ${r.rank} / takers ${r.takers} for score ${r.score}; expected ${higher(r.score) + 1} / ${candidates.length}`,
        );
    }
    failures.check(`${dbLabel} (a)`);

    const n = candidates.length;
    const line = (xs: number[]) => `p50 ${ms(percentile(xs, 50))} / p99 ${ms(percentile(xs, 99))} ms`;
    console.log(
      `    submit: ${formatInt(n)} in ${ms(submitTotal)} ms (${formatInt((1000 * n) / submitTotal)}/s), ${line(submitMs)}; ` +
        `results: ${line(resultMs)}, every rank checked against the submitted scores`,
    );
    console.log(
      `    bare upsert: ${formatInt(n)} in ${ms(bareTotal)} ms (${formatInt((1000 * n) / bareTotal)}/s), ${line(bareMs)}`,
    );
    rows.push({
      bench: name,
      variant: `(a) submit ${formatInt(n)}, ${s.concurrency} at once (${dbLabel})`,
      figure: `${(submitTotal / 1000).toFixed(1)} s total, ${line(submitMs)}; result ${line(resultMs)}`,
      baseline: `bare upsert ${(bareTotal / 1000).toFixed(2)} s, ${line(bareMs)}`,
      ratio: `total ${formatRatio(submitTotal / bareTotal)}, p99 ${formatRatio(percentile(submitMs, 99) / percentile(bareMs, 99))}`,
    });
  };

  /** Part (b): one rank lookup in a big set. */
  const lookup = async (dbLabel: string, app: ExamServer, bare: Server) => {
    const [big, small] = app.setup.finished;
    if (!big || !small || big.probes.length === 0 || small.probes.length === 0)
      throw new Error('rank fixtures missing');
    console.log(
      `  ${dbLabel} (b): fixtures (${formatInt(big.count)} + ${formatInt(small.count)} finished attempts) in ${ms(app.setup.setupMs)} ms`,
    );
    const failures = new Failures();
    const api = client(app.base);
    const time = async (set: typeof big) => {
      const tokens = await mintTokens(app, set.probes);
      const xs: number[] = [];
      // One at a time: the latency of a lookup, not the throughput of many.
      for (let i = 0; i < s.lookups + 10; i++) {
        const k = i % set.probes.length;
        const probe: Candidate = set.probes[k]!;
        const r = await api.request<Result>(
          'GET',
          `/api/attempts/${probe.attemptId}/result`,
          undefined,
          tokens[k],
        );
        if (r.status !== 200 || typeof r.body.rank !== 'number' || r.body.takers !== set.count)
          failures.add(`${set.setSlug} ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
        if (i >= 10) xs.push(r.ms); // the first ten warm the caches
      }
      return xs;
    };
    const bigMs = await time(big);
    const smallMs = await time(small);
    const bareClient = client(bare.base);
    const a = big.probes[0]!.attemptId;
    const q = app.setup.questionIds[0] ?? a;
    await bareClient.request('POST', `/saves/${a}`, {
      saves: [{ seq: 1, questionId: q, answer: 1, marked: false }],
    });
    const bareMs: number[] = [];
    for (let i = 0; i < s.lookups + 10; i++) {
      const r = await bareClient.request('GET', `/saves/${a}/${q}`);
      if (r.status !== 200) failures.add(`bare ${r.status}`);
      if (i >= 10) bareMs.push(r.ms);
    }
    failures.check(`${dbLabel} (b)`);

    let seqScan = false;
    for (const plan of big.plans) {
      console.log(
        `    EXPLAIN ANALYZE ${plan.query}: execution ${plan.executionMs.toFixed(3)} ms, planning ${plan.planningMs.toFixed(3)} ms`,
      );
      for (const l of plan.text.split('\n')) console.log(`      ${l}`);
      if (plan.relations.includes('Seq Scan on attempts')) seqScan = true;
    }
    // drizzle names the key set_score_counts_set_id_score_milli_pk.
    const pkey = (p: Plan) => /using set_score_counts_\w*pk/.test(p.text);
    const usesPkey = big.plans.slice(0, 3).some(pkey);
    const canUsePkey = big.plans.slice(3).some(pkey);
    console.log(
      `    set_score_counts primary key ${usesPkey ? 'used' : `not chosen (the histogram is small enough to read whole${canUsePkey ? '; taken once seq scans are off, above' : ''})`}; ` +
        `Seq Scan on attempts: ${seqScan ? 'YES' : 'none'}`,
    );
    const p50 = percentile(bigMs, 50);
    const p99 = percentile(bigMs, 99);
    const line = (xs: number[]) => `p50 ${ms(percentile(xs, 50))} / p99 ${ms(percentile(xs, 99))} ms`;
    console.log(
      `    GET result: ${formatInt(big.count)} takers ${line(bigMs)}; ${formatInt(small.count)} takers ${line(smallMs)}; bare pk select ${line(bareMs)}`,
    );
    const sqlMs = big.plans.slice(0, 3).reduce((sum, p) => sum + p.executionMs, 0);
    rows.push({
      bench: name,
      variant: `(b) rank lookup, ${formatInt(big.count)} takers (${dbLabel})`,
      figure:
        `${line(bigMs)} (goal < ${lookupGoalMs} ms: p50 ${p50 < lookupGoalMs ? 'met' : 'NOT met'}, p99 ${p99 < lookupGoalMs ? 'met' : 'NOT met'}); SQL ${sqlMs.toFixed(2)} ms; ` +
        `${seqScan ? 'Seq Scan on attempts!' : 'no seq scan on attempts'}`,
      baseline: `${formatInt(small.count)} takers ${line(smallMs)} / bare pk select ${line(bareMs)}`,
      ratio: `p50 ${formatRatio(p50 / percentile(smallMs, 50))} / ${formatRatio(p50 / percentile(bareMs, 50))}`,
    });
    if (seqScan) throw new Error(`${dbLabel}: the result lookup scans the attempts table`);
  };

  type Prepared = { database: { dataDir: string } | { url: string }; bareEnv: NodeJS.ProcessEnv };
  /** Each part gets fresh databases (`prepare` is called once per part), so (b)'s set holds only its fixtures. */
  const both = async (dbLabel: string, prepare: (part: 'a' | 'b') => Promise<Prepared>) => {
    {
      const p = await prepare('a');
      const bare = await startServer(`bare upsert (${dbLabel})`, 'bare-upsert.ts', p.bareEnv);
      scope.servers.push(bare);
      const app = await startExamApp(`app (${dbLabel}) a`, p.database, {
        candidates: { setSlug: bigSet, count: s.submits, answered: 0.8 },
      });
      scope.servers.push(app);
      await finalise(dbLabel, app, bare);
      await scope.stopAll();
    }
    {
      const p = await prepare('b');
      const bare = await startServer(`bare upsert (${dbLabel})`, 'bare-upsert.ts', p.bareEnv);
      scope.servers.push(bare);
      const app = await startExamApp(`app (${dbLabel}) b`, p.database, {
        finished: [
          { setSlug: bigSet, count: s.rankAttempts, probes: s.probes },
          { setSlug: smallSet, count: s.smallAttempts, probes: s.probes },
        ],
        explain: true,
      });
      scope.servers.push(app);
      await lookup(dbLabel, app, bare);
      await scope.stopAll();
    }
  };

  try {
    const dir = (tag: string) => {
      const d = makeTempDir(`submit-rank-${tag}`);
      scope.dirs.push(d);
      return d;
    };
    await both('PGlite', async (part) => ({
      database: { dataDir: dir(`app-${part}`) },
      bareEnv: { ...process.env, BARE_DATA_DIR: dir(`bare-${part}`) },
    }));

    const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl;
    const why = await unreachableReason(adminUrl);
    if (why === null) {
      await both('PostgreSQL', async () => {
        // The bench database's name is per process: part (a)'s is dropped and made afresh for (b).
        await scope.database?.drop();
        scope.database = await createBenchDatabase(adminUrl);
        return {
          database: { url: scope.database.url },
          bareEnv: { ...process.env, BARE_DATABASE_URL: scope.database.url },
        };
      });
    } else {
      console.log(`  PostgreSQL skipped: ${redact(adminUrl)} is unreachable (${why}).`);
      rows.push({ bench: name, variant: 'PostgreSQL', figure: 'skipped', baseline: '—', ratio: '—' });
    }
    return rows;
  } finally {
    await scope.close();
  }
}

export const submitRank: Bench = { name, run };
