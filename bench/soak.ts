/**
 * soak (issue 22, scenario 8): half an hour of mixed traffic on one real node (chat-app.ts on a
 * PostgreSQL database of the bench's own, the Redis adapter, rate limits ON as in production):
 * candidates saving answers in the exam hall at a person's pace, students taking practice quizzes
 * (start, ten answers, finish, result), students paging and searching the question bank, a few
 * downloading set PDFs, and study groups chatting to members connected over websockets. After a
 * warm-up, every HTTP answer and every chat delivery is counted; every sample interval the server's
 * heap after full collections and the database connections it holds are read.
 *
 * Pass criteria (the issue's): p95 of all HTTP answers < 300 ms, errors < 0.1 % (a non-2xx answer,
 * a refused or unacknowledged save, a chat message not delivered to every member, delivered twice
 * or unasked), memory and the database pool flat (the last heap sample against the first, and the
 * connections' range, which the pool's size bounds). Baselines measured in the same run: the first
 * sample window's p95 (is the last one slower?) and the first heap sample.
 *
 * The long form runs 30 minutes (BENCH_SOAK_MINUTES); `--quick` runs under a minute with fewer
 * users: a smoke run that the mix still works, not figures to record.
 */
import pg from 'pg';
import { BenchScope } from './lib/bench-scope.ts';
import {
  chatAppEnv,
  chatServices,
  closeAll,
  DeliveryLog,
  emitAll,
  heapOf,
  mintChatTokens,
  newJwtSecret,
  startChatTarget,
} from './lib/chat-load.ts';
import { JsonClient, ms, percentile, sleep } from './lib/exam-load.ts';
import { connectLight, type LightSocket } from './lib/light-socket.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { type Actors, Counts, candidate, chatter, downloader, quizzer, reader } from './lib/soak-actors.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'soak';
const goalP95Ms = 300;
const goalErrorShare = 0.001;

interface Sizes {
  minutes: number;
  warmupSeconds: number;
  sampleSeconds: number;
  candidates: number;
  quizzers: number;
  readers: number;
  downloaders: number;
  groups: number;
  groupSize: number;
  /** Messages per second in each group. */
  chatRate: number;
}

function sizes(quick: boolean): Sizes {
  if (quick)
    return {
      minutes: 0.5,
      warmupSeconds: 10,
      sampleSeconds: 10,
      candidates: 60,
      quizzers: 8,
      readers: 8,
      downloaders: 1,
      groups: 2,
      groupSize: 20,
      chatRate: 0.5,
    };
  return {
    minutes: Number(process.env.BENCH_SOAK_MINUTES ?? 30),
    warmupSeconds: 60,
    sampleSeconds: 60,
    candidates: 300,
    quizzers: 40,
    readers: 30,
    downloaders: 3,
    groups: 5,
    groupSize: 40,
    chatRate: 0.5,
  };
}

interface Sample {
  atSeconds: number;
  p95: number;
  requests: number;
  heapMb: number;
  rssMb: number;
  connections: number;
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  console.log(
    `${name}: ${s.minutes} min of mixed traffic after a ${s.warmupSeconds} s warm-up on one node (PostgreSQL + Redis, ` +
      `rate limits on): ${s.candidates} candidates saving, ${s.quizzers} quizzing, ${s.readers} reading the bank, ` +
      `${s.downloaders} downloading PDFs, ${s.groups} groups of ${s.groupSize} chatting at ${s.chatRate}/s each`,
  );
  const services = await chatServices();
  if ('why' in services) {
    console.log(`  skipped: ${services.why}`);
    return [{ bench: name, variant: 'mixed traffic', figure: 'skipped', baseline: '—', ratio: '—' }];
  }
  const scope = new BenchScope();
  const sockets: LightSocket[] = [];
  const watcher = new pg.Client({ connectionString: services.adminUrl });
  try {
    scope.database = await createBenchDatabase(services.adminUrl);
    const dataDir = makeTempDir('soak');
    scope.dirs.push(dataDir);
    const jwtSecret = newJwtSecret();
    const others = s.quizzers + s.readers + s.downloaders;
    const env = chatAppEnv({ url: scope.database.url }, jwtSecret, {
      redisUrl: services.redisUrl,
      chat: { groups: Array.from({ length: s.groups }, () => s.groupSize) },
      exam: {
        candidates: { setSlug: 'ssc-cgl-mock-1', count: s.candidates + others, deadlineInSeconds: 3600 },
      },
    });
    // Production's settings, not the other benches' quiet ones: limits on, the sweeper and the day's
    // notices on their own timers. The whole bank is loaded (quizzes and the bank draw from it).
    Object.assign(env, { RATE_LIMIT_ENABLED: 'true', DATA_DIR: dataDir, BENCH_SEED_ALL: '1' });
    delete env.ATTEMPT_SWEEP_SECONDS;
    delete env.DAILY_NOTICES_MINUTES;
    const app = await startChatTarget('app (PostgreSQL)', 'chat-app.ts', env);
    scope.servers.push(app);
    const exam = app.ready.exam;
    const chat = app.ready.chat;
    if (!exam || !chat) throw new Error('the app reported no fixtures');
    console.log(`  fixtures and content in ${ms(exam.setupMs + chat.setupMs)} ms (content load not counted)`);

    const tokens = await mintChatTokens(jwtSecret, exam.candidates);
    const client = new JsonClient(app.base, 256);
    scope.clients.push(client);
    const counts = new Counts();
    let running = true;
    const actors: Actors = { client, counts, running: () => running };

    const areas = await client.request<{ items: { key: string; questionCount: number }[] }>(
      'GET',
      '/api/quizzes/subjects',
      undefined,
      tokens[0],
    );
    const subjects = (areas.body.items ?? []).filter((x) => x.questionCount >= 30).map((x) => x.key);
    if (areas.status !== 200 || subjects.length === 0)
      throw new Error(`no subjects to quiz: ${areas.status} ${JSON.stringify(areas.body).slice(0, 200)}`);
    const list = await client.request<{ items: { slug: string; languages: string[] }[] }>(
      'GET',
      '/api/notes/sets',
      undefined,
      tokens[0],
    );
    if (list.status !== 200) throw new Error(`GET /api/notes/sets answered ${list.status}`);
    const pdfs = list.body.items
      .slice(0, 6)
      .flatMap((set) => set.languages.map((l) => `/api/notes/sets/${set.slug}/pdf?language=${l}`));
    console.log(`  ${subjects.length} subjects to quiz, ${pdfs.length} set PDFs to download`);

    const log = new DeliveryLog();
    const senders = new Map<string, number>();
    const groups: { groupId: string; sockets: LightSocket[]; first: number }[] = [];
    for (const g of chat.groups) {
      const connected = await connectLight(app.base, await mintChatTokens(jwtSecret, g.members));
      const first = sockets.length;
      sockets.push(...connected);
      connected.forEach((socket, i) => {
        socket.on('newMessage', (m, at) => {
          const id = (m as { clientId: string }).clientId;
          // The sender's own copy (the room includes it) may come after the others completed the
          // message, which the log would count as unasked: it is not a delivery to count at all.
          if (senders.get(id) !== first + i) log.receive(id, first + i, at);
        });
      });
      await emitAll(connected, 'joinGroup', () => ({ groupId: g.groupId }));
      groups.push({ groupId: g.groupId, sockets: connected, first });
    }

    await watcher.connect();
    const benchDb = new URL(scope.database.url).pathname.slice(1);
    const connections = async () =>
      Number(
        (
          await watcher.query<{ n: string }>(
            'select count(*) as n from pg_stat_activity where datname = $1',
            [benchDb],
          )
        ).rows[0]?.n ?? 0,
      );

    const hall = exam.candidates.slice(0, s.candidates);
    let next = s.candidates;
    const take = (n: number) => {
      next += n;
      return tokens.slice(next - n, next);
    };
    const pending: Promise<boolean>[] = [];
    const work = [
      ...hall.map((c, i) => candidate(actors, tokens[i]!, c.attemptId, exam.questionIds)),
      ...take(s.quizzers).map((t) => quizzer(actors, t, subjects)),
      ...take(s.readers).map((t) => reader(actors, t, subjects)),
      ...take(s.downloaders).map((t) => downloader(actors, t, pdfs)),
      chatter(actors, groups, s.chatRate, log, pending, senders),
    ];

    await sleep(s.warmupSeconds * 1000);
    log.reset();
    counts.measuring = true;
    const started = performance.now();
    const samples: Sample[] = [];
    const takeSample = async () => {
      const heap = await heapOf(app);
      samples.push({
        atSeconds: (performance.now() - started) / 1000,
        p95: percentile(counts.window, 95),
        requests: counts.window.length,
        heapMb: heap.heapUsed / 2 ** 20,
        rssMb: heap.rss / 2 ** 20,
        connections: await connections(),
      });
      counts.window = [];
      const last = samples.at(-1)!;
      console.log(
        `  ${last.atSeconds.toFixed(0).padStart(5)} s: ${formatInt(last.requests)} requests, p95 ${ms(last.p95)} ms, ` +
          `heap ${last.heapMb.toFixed(1)} MB, rss ${last.rssMb.toFixed(0)} MB, ${last.connections} database connections`,
      );
    };
    await takeSample(); // the baseline: heap and connections as measuring starts
    // Whole windows on a fixed schedule, so the last is as long as the first.
    const windows = Math.max(1, Math.round((s.minutes * 60) / s.sampleSeconds));
    for (let k = 1; k <= windows; k++) {
      await sleep(Math.max(0, started + k * s.sampleSeconds * 1000 - performance.now()));
      await takeSample();
    }
    counts.measuring = false;
    running = false;
    await Promise.all(work);
    await Promise.all(pending);

    // Figures.
    const all = [...counts.byKind.values()];
    const latencies = all.flatMap((k) => k.latencies);
    const httpErrors = all.reduce((n, k) => n + k.errors, 0);
    const chatErrors = log.errors();
    const total = latencies.length + httpErrors + log.complete + log.incomplete;
    const errors = httpErrors + chatErrors;
    const p95 = percentile(latencies, 95);
    for (const [kind, k] of [...counts.byKind].sort()) {
      console.log(
        `    ${kind.padEnd(12)} ${formatInt(k.latencies.length).padStart(8)} ok, ${k.errors} errors, ` +
          `p50 ${ms(percentile(k.latencies, 50))} / p95 ${ms(percentile(k.latencies, 95))} / p99 ${ms(percentile(k.latencies, 99))} ms`,
      );
    }
    console.log(
      `    chat         ${formatInt(log.complete)} messages to every member, ${log.incomplete} incomplete, ` +
        `${log.duplicates} doubled, ${log.strays} unasked; delivery p95 ${ms(percentile(log.latencies, 95))} ms`,
    );
    for (const why of counts.samples) console.log(`      error: ${why}`);
    const timed = samples.filter((x) => x.requests > 0);
    const first = timed[0];
    const last = timed.at(-1);
    const heapFirst = samples[0]!.heapMb;
    const heapLast = samples.at(-1)!.heapMb;
    const heapMax = Math.max(...samples.map((x) => x.heapMb));
    const conns = samples.map((x) => x.connections);
    const poolSize = Number(env.DATABASE_POOL_SIZE ?? 10);
    const errorShare = total > 0 ? errors / total : 0;
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    return [
      {
        bench: name,
        variant: `p95 of every HTTP answer over ${s.minutes} min`,
        figure: `${ms(p95)} ms (${formatInt(latencies.length)} answers)`,
        baseline: `goal ${goalP95Ms} ms`,
        ratio: `${formatRatio(p95 / goalP95Ms)} (${met(p95 < goalP95Ms)})`,
      },
      {
        bench: name,
        variant: 'errors (HTTP non-2xx, unacknowledged saves, chat not delivered once to all)',
        figure: `${errors} of ${formatInt(total)} (${(100 * errorShare).toFixed(3)} %)`,
        baseline: `goal < ${(100 * goalErrorShare).toFixed(1)} %`,
        ratio: `${formatRatio(errorShare / goalErrorShare)} (${met(errorShare < goalErrorShare)})`,
      },
      {
        bench: name,
        variant: 'p95 of the last sample window vs the first',
        figure: `${ms(last?.p95 ?? Number.NaN)} ms`,
        baseline: `first window ${ms(first?.p95 ?? Number.NaN)} ms`,
        ratio: formatRatio((last?.p95 ?? Number.NaN) / (first?.p95 ?? Number.NaN)),
      },
      {
        bench: name,
        variant: 'server heap after full GCs, last sample vs first',
        figure: `${heapLast.toFixed(1)} MB (max ${heapMax.toFixed(1)})`,
        baseline: `first ${heapFirst.toFixed(1)} MB`,
        ratio: formatRatio(heapLast / heapFirst),
      },
      {
        bench: name,
        variant: 'database connections held by the node, min–max over the samples',
        figure: `${Math.min(...conns)}–${Math.max(...conns)}`,
        baseline: `pool size ${poolSize}`,
        ratio: formatRatio(Math.max(...conns) / poolSize),
      },
    ];
  } finally {
    closeAll(sockets);
    await watcher.end().catch(() => undefined);
    await scope.close();
  }
}

export const soak: Bench = { name, run };
