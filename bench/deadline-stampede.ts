import { SAVE_GRACE_SECONDS } from '@abhyas/core';
import { BenchScope } from './lib/bench-scope.ts';
import {
  checkMintedToken,
  JsonClient,
  mintTokens,
  ms,
  percentile,
  redact,
  sleep,
  startExamApp,
} from './lib/exam-load.ts';
import { benchPassword, type Candidate } from './lib/exam-setup.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase, defaultBenchDatabaseUrl, unreachableReason } from './lib/postgres.ts';
import { startServer } from './lib/servers.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

/**
 * Issue 22, scenario 7 (docs/reliability.md): every candidate of a test shares one deadline and saves
 * in its last 10 seconds, as a hall full of students answering to the bell does. Each candidate saves
 * twice at random moments of the last 10 s, once more inside the grace after the deadline (a save in
 * flight at the bell), and once after the grace. Pass: the saves made before deadline + grace are all
 * acknowledged with p99 < 1 s and no 5xx; the saves after it are all refused with 409. The baseline is
 * the same schedule against a bare single-row upsert server on the same database kind, in the same run.
 */
const name = 'deadline-stampede';

interface Sizes {
  candidates: number;
  /** Seconds from the set-up to the common deadline: room for the listen, tokens and the baseline (40 s left no room on a slow machine in CI, 2026-11-30). */
  deadlineIn: number;
  sockets: number;
}
const sizes = (quick: boolean): Sizes =>
  quick
    ? { candidates: 200, deadlineIn: 60, sockets: 128 }
    : { candidates: 5000, deadlineIn: 90, sockets: 512 };

interface Outcome {
  inTime: number[];
  /** The in-time saves of the grace (sent after the deadline), apart: where a tail comes from. */
  inGrace: number[];
  refusedInTime: string[];
  serverErrors: number;
  lateSent: number;
  lateRefused: number;
}

interface Target {
  client: JsonClient;
  path: (c: Candidate) => string;
  token: (i: number) => string | undefined;
}

/**
 * The schedule, aimed at a deadline `deadlineMs` (epoch ms): two saves in the last 10 s, one in the
 * grace, one 3 s after it. `checkLate`: the target refuses late saves (the app; the bare upsert does not).
 */
async function stampede(
  t: Target,
  candidates: readonly Candidate[],
  questionIds: readonly string[],
  deadlineMs: number,
  checkLate: boolean,
): Promise<Outcome> {
  const out: Outcome = {
    inTime: [],
    inGrace: [],
    refusedInTime: [],
    serverErrors: 0,
    lateSent: 0,
    lateRefused: 0,
  };
  const graceEnd = deadlineMs + SAVE_GRACE_SECONDS * 1000;
  const at = (epochMs: number) => sleep(Math.max(0, epochMs - Date.now()));
  await Promise.all(
    candidates.map(async (c, i) => {
      const moments = [
        deadlineMs - 10_000 + Math.random() * 10_000,
        deadlineMs - 10_000 + Math.random() * 10_000,
        deadlineMs + Math.random() * (graceEnd - 2000 - deadlineMs),
      ].sort((a, b) => a - b);
      let seq = 1; // the warm-up's save was seq 1
      const send = async () => {
        seq += 1;
        const save = {
          seq,
          questionId: questionIds[Math.floor(Math.random() * questionIds.length)],
          answer: Math.floor(Math.random() * 4),
          marked: false,
          timeSpentMs: 5000,
        };
        return t.client.request<{ acked?: number[] }>('POST', t.path(c), { saves: [save] }, t.token(i));
      };
      for (const moment of moments) {
        await at(moment);
        const sentAt = Date.now();
        try {
          const r = await send();
          if (r.status >= 500) out.serverErrors += 1;
          if (r.status === 200 && r.body.acked?.includes(seq)) {
            out.inTime.push(r.ms);
            if (sentAt >= deadlineMs) out.inGrace.push(r.ms);
          } else if (sentAt < graceEnd)
            out.refusedInTime.push(`${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
        } catch (err) {
          out.refusedInTime.push(err instanceof Error ? err.message : String(err));
        }
      }
      if (!checkLate) return;
      await at(graceEnd + 3000);
      out.lateSent += 1;
      const r = await send();
      if (r.status >= 500) out.serverErrors += 1;
      if (r.status === 409) out.lateRefused += 1;
    }),
  );
  return out;
}

/** One save per candidate (seq 1; the stampede's own start at 2), all at once. */
async function warm(t: Target, candidates: readonly Candidate[], questionIds: readonly string[]) {
  await Promise.all(
    candidates.map(async (c, i) => {
      const save = {
        seq: 1,
        questionId: questionIds[i % questionIds.length],
        answer: 0,
        marked: false,
        timeSpentMs: 1000,
      };
      const r = await t.client.request('POST', t.path(c), { saves: [save] }, t.token(i));
      if (r.status !== 200) throw new Error(`warm-up save answered ${r.status}`);
    }),
  );
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  const scope = new BenchScope();
  const rows: SummaryRow[] = [];
  console.log(
    `${name}: ${formatInt(s.candidates)} candidates with one deadline; each saves twice in its last 10 s, once ` +
      `in the ${SAVE_GRACE_SECONDS} s grace and once after it. Baseline: the same schedule against a bare upsert.`,
  );
  try {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl;
    const unreachable = opts.quick ? 'quick run' : await unreachableReason(adminUrl);
    let database: { dataDir: string } | { url: string };
    let bareEnv: NodeJS.ProcessEnv;
    let label: string;
    if (unreachable === null) {
      scope.database = await createBenchDatabase(adminUrl);
      database = { url: scope.database.url };
      bareEnv = { ...process.env, BARE_DATABASE_URL: scope.database.url };
      label = 'PostgreSQL';
    } else {
      const appDir = makeTempDir('stampede-app');
      const bareDir = makeTempDir('stampede-bare');
      scope.dirs.push(appDir, bareDir);
      database = { dataDir: appDir };
      bareEnv = { ...process.env, BARE_DATA_DIR: bareDir };
      label = 'PGlite';
      if (!opts.quick)
        console.log(`  PostgreSQL unreachable at ${redact(adminUrl)} (${unreachable}): PGlite.`);
    }
    const bare = await startServer(`bare upsert (${label})`, 'bare-upsert.ts', bareEnv);
    scope.servers.push(bare);
    const app = await startExamApp(`app (${label})`, database, {
      candidates: { setSlug: 'ssc-cgl-mock-1', count: s.candidates, deadlineInSeconds: s.deadlineIn },
    });
    scope.servers.push(app);
    const { candidates, questionIds, deadline } = app.setup;
    if (!deadline || candidates.length < s.candidates) throw new Error('the set-up gave no common deadline');
    const tokens = await mintTokens(app, candidates);
    const first = candidates[0] as Candidate;
    await checkMintedToken(app, first, tokens[0] as string, benchPassword);
    const appClient = new JsonClient(app.base, s.sockets);
    const bareClient = new JsonClient(bare.base, s.sockets);
    scope.clients.push(appClient, bareClient);

    // A hall that has run for an hour: every candidate has saved before (the server has read their
    // attempt; the browsers hold open connections). Without this the stampede measures cold TCP
    // connects into a full accept queue, not the hall (bench/RESULTS.md, 2026-11-30).
    await warm(
      { client: bareClient, path: (c) => `/saves/${c.attemptId}`, token: () => undefined },
      candidates,
      questionIds,
    );
    await warm(
      { client: appClient, path: (c) => `/api/attempts/${c.attemptId}/saves`, token: (i) => tokens[i] },
      candidates,
      questionIds,
    );
    // The baseline's own "deadline", 12 s from now; it must be over before the app's last 10 s begin.
    const deadlineMs = Date.parse(deadline);
    const bareDeadline = Date.now() + 12_000;
    if (bareDeadline + SAVE_GRACE_SECONDS * 1000 > deadlineMs - 12_000)
      throw new Error('the set-up took too long: no room for the baseline before the deadline');
    const b = await stampede(
      { client: bareClient, path: (c) => `/saves/${c.attemptId}`, token: () => undefined },
      candidates,
      questionIds,
      bareDeadline,
      false,
    );
    console.log(
      `  ${label}: baseline done; the app's deadline is in ${((deadlineMs - Date.now()) / 1000).toFixed(0)} s`,
    );
    const a = await stampede(
      { client: appClient, path: (c) => `/api/attempts/${c.attemptId}/saves`, token: (i) => tokens[i] },
      candidates,
      questionIds,
      deadlineMs,
      true,
    );
    const p99 = percentile(a.inTime, 99);
    const bareP99 = percentile(b.inTime, 99);
    const met =
      a.refusedInTime.length === 0 && a.serverErrors === 0 && p99 < 1000 && a.lateRefused === a.lateSent;
    console.log(
      `  app: ${formatInt(a.inTime.length)} in-time saves acknowledged, p50 ${ms(percentile(a.inTime, 50))} / p99 ${ms(p99)} ms, ` +
        `${a.refusedInTime.length} in-time refused, ${a.serverErrors} 5xx, late ${a.lateRefused}/${a.lateSent} refused (409)`,
    );
    console.log(
      `    of which in the grace: ${formatInt(a.inGrace.length)}, p50 ${ms(percentile(a.inGrace, 50))} / p99 ${ms(percentile(a.inGrace, 99))} ms`,
    );
    for (const why of a.refusedInTime.slice(0, 5)) console.log(`    refused in time: ${why}`);
    console.log(
      `  bare: ${formatInt(b.inTime.length)} saves, p50 ${ms(percentile(b.inTime, 50))} / p99 ${ms(bareP99)} ms`,
    );
    rows.push({
      bench: name,
      variant: `${formatInt(s.candidates)} candidates, one deadline (${label})`,
      figure:
        `p99 ${ms(p99)} ms, ${formatInt(a.inTime.length)} in-time saves all acked: ${a.refusedInTime.length === 0 ? 'yes' : 'NO'}, ` +
        `5xx ${a.serverErrors}, late refused ${a.lateRefused}/${a.lateSent}; goal ${met ? 'met' : 'NOT met'} (p99 < 1 s, no 5xx, every in-time save acked)`,
      baseline: `bare upsert p99 ${ms(bareP99)} ms`,
      ratio: `p99 ${formatRatio(p99 / bareP99)}`,
    });
    return rows;
  } finally {
    await scope.close();
  }
}

export const deadlineStampede: Bench = { name, run };
