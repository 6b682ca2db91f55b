import fs from 'node:fs';
import path from 'node:path';
import { createAccessTokens } from '../apps/server/src/modules/auth/access-tokens.ts';
import { chatAppEnv, chatServices, newJwtSecret } from './lib/chat-load.ts';
import { firstMessage, type Proc, spawnNode, stop } from './lib/children.ts';
import { checkMintedToken, ms, percentile } from './lib/exam-load.ts';
import { benchPassword } from './lib/exam-setup.ts';
import { hallRanks, liveRanks, lostAnswers, type Published } from './lib/live-day-checks.ts';
import type { DayResult, LoadPlan, Timings } from './lib/live-day-load.ts';
import { moveLiveTest, type Sizes, sizes } from './lib/live-day-plan.ts';
import type { LiveSetup } from './lib/live-day-setup.ts';
import { ensureNginx, type Nginx, startNginx } from './lib/nginx.ts';
import { benchDir, makeTempDir, removeDir, repoRoot } from './lib/paths.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { cpuMeter, pidAndChildren, pidsNamed, pinCpus } from './lib/proc-cpu.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';
import type { LiveReady } from './targets/live-app.ts';

const name = 'live-day';
/** The hall's set: a published paper of the live paper's template (general, 50 questions), so the ratios compare like with like. */
const hallSet = 'general-mock-1';

/**
 * Issue 20's hardest day: N candidates arrive over a minute, load the paper, save an answer every
 * 15–25 s for a test shortened to 5 minutes and all submit in the last 30 s; then every acked answer
 * is looked up in PostgreSQL and the ranks' publication timed. Once on one API node, once on two
 * behind nginx sharing PostgreSQL and Redis. Ratios are to the exam hall's idle baseline, timed in
 * the same run through the same entry point before the day: one hall candidate at a time.
 */

/** The live paper the live variant uses; the hall variant runs until the live routes exist. */
const livePaper = {
  liveKey: 'general_exams_LIVE',
  setSlug: process.env.BENCH_LIVE_SET ?? 'general-exams-live-1',
};
const liveRoutesExist = () =>
  fs.existsSync(path.join(repoRoot, 'apps/server/src/modules/live-tests/routes.ts'));

const tokenTtlSeconds = 24 * 3600;
const startTimeoutMs = 600_000;

function nextMessage<T extends { type: string }>(proc: Proc, timeoutMs: number): Promise<T> {
  return firstMessage<T>(proc, timeoutMs).then((m) => {
    if (m.type === 'crash')
      throw new Error(`load generator crashed: ${(m as unknown as { why: string }).why}`);
    return m;
  });
}

const line = (xs: number[]) => `p50 ${ms(percentile(xs, 50))} / p99 ${ms(percentile(xs, 99))} ms`;
const ratio = (a: number[], b: number[]) =>
  `p50 ${formatRatio(percentile(a, 50) / percentile(b, 50))}, p99 ${formatRatio(percentile(a, 99) / percentile(b, 99))}`;

async function runVariant(
  s: Sizes,
  nodes: 1 | 2,
  mode: 'hall' | 'live',
  services: { adminUrl: string; redisUrl: string },
): Promise<SummaryRow[]> {
  const variant = nodes === 1 ? 'one node' : 'two nodes + nginx';
  const label = `${variant}, ${mode === 'live' ? 'live join' : 'hall start'}`;
  const database = await createBenchDatabase(services.adminUrl);
  const procs: Proc[] = [];
  let nginx: Nginx | null = null;
  const dir = makeTempDir('live-day');
  const began = performance.now();
  const at = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;
  try {
    const jwtSecret = newJwtSecret();
    // One node runs as one production node does, without Redis; two share Redis (hall caches, sockets).
    const redis = nodes === 2 ? { redisUrl: services.redisUrl } : {};
    const setup: LiveSetup = {
      candidates: s.candidates,
      baseline: s.baselineUsers,
      live: mode === 'live' ? livePaper : null,
    };
    const start = async (tag: string, withSetup: boolean) => {
      const env: NodeJS.ProcessEnv = {
        ...chatAppEnv({ url: database.url }, jwtSecret, redis),
        ATTEMPT_SWEEP_SECONDS: String(s.tickSeconds),
      };
      if (withSetup) env.BENCH_LIVE_SETUP = JSON.stringify(setup);
      const proc = spawnNode({
        label: tag,
        // BENCH_LIVE_PROF=<dir> writes each node's CPU profile there when it stops (what limits it).
        args: [
          ...(process.env.BENCH_LIVE_PROF
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_LIVE_PROF}`]
            : []),
          '--import',
          'tsx',
          path.join(benchDir, 'targets', 'live-app.ts'),
        ],
        cwd: repoRoot,
        env,
        ipc: true,
        echo: true,
      });
      procs.push(proc);
      return { proc, ready: await firstMessage<LiveReady>(proc, startTimeoutMs) };
    };
    const a = await start('node A', true);
    const fixtures = a.ready.setup;
    if (!fixtures) throw new Error('node A wrote no fixtures');
    const bases = [`http://127.0.0.1:${a.ready.port}`];
    if (nodes === 2) bases.push(`http://127.0.0.1:${(await start('node B', false)).ready.port}`);
    if (nodes === 2) nginx = await startNginx(bases);
    const base = nginx?.base ?? bases[0]!;
    console.log(
      `  ${label}: ${formatInt(s.candidates)} candidates written in ${ms(fixtures.setupMs)} ms; entry ${base}; ready at ${at()}`,
    );

    const signer = createAccessTokens(jwtSecret, tokenTtlSeconds, () => new Date());
    const mint = (users: { userId: string; username: string }[]) =>
      Promise.all(
        users.map((u) =>
          signer.sign({
            sub: u.userId,
            role: 'user',
            orgRole: null,
            organizationId: null,
            username: u.username,
          }),
        ),
      );
    const tokens = await mint(fixtures.candidates);
    const baselineTokens = await mint(fixtures.baseline);
    await checkMintedToken({ base, proc: a.proc }, fixtures.candidates[0]!, tokens[0]!, benchPassword);

    const plan: LoadPlan = {
      base,
      connections: s.connections,
      mode,
      setSlug: mode === 'live' ? livePaper.setSlug : hallSet,
      liveTestId: fixtures.liveTestId,
      tokens,
      baseline: { tokens: baselineTokens, setSlug: hallSet, saves: s.baselineSaves },
      arrivalMs: s.arrivalSeconds * 1000,
      testMs: s.testSeconds * 1000,
      submitWindowMs: s.submitSeconds * 1000,
      saveMinMs: s.saveMinSeconds * 1000,
      saveMaxMs: s.saveMaxSeconds * 1000,
    };
    const planFile = path.join(dir, 'plan.json');
    fs.writeFileSync(planFile, JSON.stringify(plan));
    const gen = spawnNode({
      label: 'generator',
      args: ['--import', 'tsx', path.join(benchDir, 'lib', 'live-day-load.ts')],
      cwd: repoRoot,
      env: { ...process.env, BENCH_LIVE_PLAN: planFile },
      ipc: true,
      echo: true,
    });
    procs.push(gen);
    // Two nodes on two cores leave no core for the generator alone: only the one-node day is pinned.
    const pin = process.env.BENCH_LIVE_PIN === 'split' && nodes === 1;
    if (pin) {
      // The node on CPU 0, the generator on CPU 1; PostgreSQL free to use both.
      for (const p of procs) if (p !== gen && p.child.pid) pinCpus(p.child.pid, '0');
      if (gen.child.pid) pinCpus(gen.child.pid, '1');
    }
    const idle = await nextMessage<Timings & { type: string }>(gen, 300_000);
    if (idle.errors > 0) throw new Error(`baseline errors: ${idle.samples.join(' | ')}`);

    console.log(`    idle baseline done at ${at()}; the day starts`);
    const t0 = Date.now() + 2000;
    if (mode === 'live' && fixtures.liveTestId)
      await moveLiveTest(database.url, fixtures.liveTestId, t0, s.testSeconds);
    const pidOf = (p: Proc) => (p.child.pid ? [p.child.pid] : []);
    const meter = cpuMeter({
      nodes: () => procs.filter((p) => p !== gen).flatMap(pidOf),
      postgres: () => pidsNamed('postgres'),
      nginx: () => (nginx ? pidAndChildren(nginx.pid) : []),
      generator: () => pidOf(gen),
    });
    gen.child.send({ type: 'go', t0 });
    const day = await nextMessage<DayResult>(gen, (s.arrivalSeconds + s.testSeconds) * 1000 + 600_000);
    const cpu = meter.since();

    const published: Published =
      mode === 'live' && fixtures.liveTestId
        ? await liveRanks(database.url, fixtures.liveTestId, day.submitted, 180_000)
        : await hallRanks(database.url, hallSet, day, day.submitted + fixtures.baseline.length);
    const answers = await lostAnswers(database.url, day);
    await stop(gen);
    console.log(`    day and checks done at ${at()}`);

    const cores = Object.entries(cpu.byGroup)
      .map(([k, v]) => `${k} ${(v / cpu.seconds).toFixed(2)}`)
      .join(', ');
    const ok =
      day.errors === 0 &&
      answers.lost.length === 0 &&
      published.problems.length === 0 &&
      percentile(day.paper, 99) < 1000 &&
      percentile(day.saves, 99) < 200 &&
      percentile(day.submits, 99) < 2000 &&
      published.afterCloseMs < 60_000;
    console.log(
      `    paper ${line(day.paper)} | saves ${formatInt(day.saves.length)} ${line(day.saves)} | submits ${formatInt(day.submitted)} ${line(day.submits)}\n` +
        `${day.join.length ? `    of the paper load, the join alone ${line(day.join)}\n` : ''}` +
        `    idle hall baseline: paper ${line(idle.paper)}, save ${line(idle.saves)}, submit ${line(idle.submits)}\n` +
        `    errors ${day.errors}; acked answers checked ${formatInt(answers.checked)}, lost ${answers.lost.length}; ` +
        `ranks ${formatInt(published.ranked)} published ${(published.afterCloseMs / 1000).toFixed(1)} s after close` +
        `${published.workMs === null ? ' (hall: each submit answers with its rank)' : ` (the publishing node's work ${(published.workMs / 1000).toFixed(1)} s; the rest is the 30 s grace and the ticker)`}` +
        `${published.problems.length ? ` PROBLEMS: ${published.problems.join('; ')}` : ''}\n` +
        `    cores used (CPU s / wall s over ${cpu.seconds.toFixed(0)} s): ${cores}; generator loop delay p99 ${ms(day.loopDelayMs.p99)} ms, max ${ms(day.loopDelayMs.max)} ms` +
        `${pin ? '; pinned: node CPU 0, generator CPU 1, PostgreSQL free' : '; not pinned'}`,
    );
    for (const why of [...day.samples, ...answers.lost.slice(0, 5)]) console.log(`      error: ${why}`);
    const v = `${formatInt(s.candidates)} candidates, ${s.testSeconds} s test, ${label}`;
    return [
      {
        bench: name,
        variant: v,
        figure:
          `paper ${line(day.paper)}, save ${line(day.saves)}, submit ${line(day.submits)}; errors ${day.errors}, ` +
          `lost ${answers.lost.length}/${formatInt(answers.checked)}; ranks +${(published.afterCloseMs / 1000).toFixed(1)} s` +
          `${published.workMs === null ? '' : ` (work ${(published.workMs / 1000).toFixed(1)} s)`}; ` +
          `goals ${ok ? 'met' : 'NOT met'} (p99 < 1 s / 200 ms / 2 s, 0 errors, 0 lost, ranks < 60 s)`,
        baseline: `idle hall: paper ${line(idle.paper)}, save ${line(idle.saves)}, submit ${line(idle.submits)}; ranks goal 60 s`,
        ratio: `paper ${ratio(day.paper, idle.paper)}; save ${ratio(day.saves, idle.saves)}; submit ${ratio(day.submits, idle.submits)}; ranks ${formatRatio(Math.max(0, published.afterCloseMs) / 60_000)} of goal`,
      },
    ];
  } finally {
    for (const p of procs.reverse()) await stop(p);
    await nginx?.stop();
    await database.drop();
    removeDir(dir);
  }
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  const which = process.env.BENCH_LIVE_VARIANT ?? (opts.quick ? 'one' : 'both');
  const mode = (process.env.BENCH_LIVE_MODE ?? (liveRoutesExist() ? 'live' : 'hall')) as 'hall' | 'live';
  console.log(
    `${name}: ${formatInt(s.candidates)} candidates arrive over ${s.arrivalSeconds} s, load the paper, save every ` +
      `${s.saveMinSeconds}–${s.saveMaxSeconds} s, submit in the last ${s.submitSeconds} s of a ${s.testSeconds} s test; ` +
      `${s.connections} keep-alive connections from a generator process; mode ${mode}; variants: ${which}`,
  );
  // The maintenance database, not `test`: the bench only creates and drops a database of its own there.
  const saved = process.env.BENCH_DATABASE_URL;
  process.env.BENCH_DATABASE_URL = saved ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const services = await chatServices();
  if (saved === undefined) delete process.env.BENCH_DATABASE_URL;
  if ('why' in services) {
    console.log(`  skipped: ${services.why}`);
    return [{ bench: name, variant: 'all', figure: 'skipped', baseline: '—', ratio: '—' }];
  }
  const rows: SummaryRow[] = [];
  if (which === 'one' || which === 'both') rows.push(...(await runVariant(s, 1, mode, services)));
  if (which === 'two' || which === 'both') {
    const why = ensureNginx();
    if (why) {
      console.log(`  two nodes skipped: ${why}`);
      rows.push({ bench: name, variant: 'two nodes + nginx', figure: 'skipped', baseline: '—', ratio: '—' });
    } else rows.push(...(await runVariant(s, 2, mode, services)));
  }
  return rows;
}

export const liveDay: Bench = { name, run, onlyWhenNamed: true };
