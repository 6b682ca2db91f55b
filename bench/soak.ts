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
import { randomUUID } from 'node:crypto';
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
  sampleText,
  startChatTarget,
} from './lib/chat-load.ts';
import { JsonClient, ms, percentile, sleep } from './lib/exam-load.ts';
import { connectLight, type LightSocket } from './lib/light-socket.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'soak';
const goalP95Ms = 300;
const goalErrorShare = 0.001;
const timeoutMs = 15_000;

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

const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

/** Every HTTP answer by kind, and the current sample window's latencies. */
class Counts {
  readonly byKind = new Map<string, { latencies: number[]; errors: number }>();
  window: number[] = [];
  samples: string[] = [];
  measuring = false;

  ok(kind: string, latency: number): void {
    if (!this.measuring) return;
    this.kind(kind).latencies.push(latency);
    this.window.push(latency);
  }

  error(kind: string, why: string): void {
    if (!this.measuring) return;
    this.kind(kind).errors += 1;
    if (this.samples.length < 8) this.samples.push(`${kind}: ${why.slice(0, 200)}`);
  }

  private kind(kind: string) {
    const known = this.byKind.get(kind);
    if (known) return known;
    const fresh = { latencies: [] as number[], errors: 0 };
    this.byKind.set(kind, fresh);
    return fresh;
  }
}

/** One timed request: a 2xx is counted with its latency, anything else (or a throw) as an error. */
async function timed<T>(
  counts: Counts,
  kind: string,
  client: JsonClient,
  method: string,
  url: string,
  body: unknown,
  token: string,
): Promise<T | null> {
  try {
    const r = await client.request<T>(method, url, body, token);
    if (r.status >= 200 && r.status < 300) {
      counts.ok(kind, r.ms);
      return r.body;
    }
    counts.error(kind, `${r.status} ${url} ${JSON.stringify(r.body)}`);
  } catch (err) {
    counts.error(kind, err instanceof Error ? err.message : String(err));
  }
  return null;
}

interface Actors {
  client: JsonClient;
  counts: Counts;
  running: () => boolean;
}

/** A candidate in the hall: a save every 3–8 s (a person reading and answering), now and then a reload. */
async function candidate(a: Actors, token: string, attemptId: string, questionIds: readonly string[]) {
  let seq = 0;
  await sleep(rand(0, 5_000));
  while (a.running()) {
    seq += 1;
    const save = {
      seq,
      questionId: pick(questionIds),
      answer: Math.random() < 0.1 ? null : Math.floor(Math.random() * 4),
      marked: Math.random() < 0.1,
      timeSpentMs: Math.floor(rand(5_000, 60_000)),
    };
    const ack = await timed<{ acked?: number[]; rejected?: unknown[] }>(
      a.counts,
      'hall save',
      a.client,
      'POST',
      `/api/attempts/${attemptId}/saves`,
      { saves: [save] },
      token,
    );
    if (ack && (!ack.acked?.includes(seq) || (ack.rejected?.length ?? 0) > 0))
      a.counts.error('hall save', `not acknowledged: ${JSON.stringify(ack)}`);
    if (Math.random() < 0.03)
      await timed(a.counts, 'hall state', a.client, 'GET', `/api/attempts/${attemptId}`, undefined, token);
    await sleep(rand(3_000, 8_000));
  }
}

/** A practice quiz after another: ten answers 2–5 s apart, finish, result, a pause (inside quizStart's limit). */
async function quizzer(a: Actors, token: string, subjects: readonly string[]) {
  await sleep(rand(0, 10_000));
  while (a.running()) {
    const quiz = await timed<{ id: string }>(
      a.counts,
      'quiz start',
      a.client,
      'POST',
      '/api/quizzes',
      { subject: pick(subjects), length: 10 },
      token,
    );
    if (quiz) {
      for (let position = 1; position <= 10 && a.running(); position++) {
        await sleep(rand(2_000, 5_000));
        const answer = { position, answer: Math.floor(Math.random() * 4) };
        await timed(
          a.counts,
          'quiz answer',
          a.client,
          'POST',
          `/api/quizzes/${quiz.id}/answers`,
          answer,
          token,
        );
      }
      await timed(a.counts, 'quiz finish', a.client, 'POST', `/api/quizzes/${quiz.id}/finish`, {}, token);
      await timed(
        a.counts,
        'quiz result',
        a.client,
        'GET',
        `/api/quizzes/${quiz.id}/result`,
        undefined,
        token,
      );
    }
    await sleep(rand(8_000, 15_000));
  }
}

const searches = ['भारत', 'constitution', 'river', 'संसद', 'photosynthesis', 'interest', 'राजधानी'];

/** The bank: a subject's pages, now and then a search, 2–5 s apart. */
async function reader(a: Actors, token: string, subjects: readonly string[]) {
  await sleep(rand(0, 5_000));
  while (a.running()) {
    const query =
      Math.random() < 0.25
        ? `q=${encodeURIComponent(pick(searches))}`
        : `subject=${pick(subjects)}&page=${1 + Math.floor(Math.random() * 5)}`;
    await timed(a.counts, 'bank', a.client, 'GET', `/api/questions/bank?${query}`, undefined, token);
    await sleep(rand(2_000, 5_000));
  }
}

/** A set's PDF every 15–30 s (made in the render thread the first time, from its cache after). */
async function downloader(a: Actors, token: string, pdfs: readonly string[]) {
  await sleep(rand(0, 5_000));
  while (a.running()) {
    await timed(a.counts, 'set PDF', a.client, 'GET', pick(pdfs), undefined, token);
    await sleep(rand(15_000, 30_000));
  }
}

/** Each group gets a message every 1/rate s from its next member in turn. */
async function chatter(
  a: Actors,
  groups: { groupId: string; sockets: LightSocket[]; first: number }[],
  rate: number,
  log: DeliveryLog,
  pending: Promise<boolean>[],
  senders: Map<string, number>,
) {
  let n = 0;
  await Promise.all(
    groups.map(async (g, k) => {
      await sleep((k * 1000) / rate / groups.length);
      for (let turn = 0; a.running(); turn++) {
        const due = performance.now() + 1000 / rate;
        const member = turn % g.sockets.length;
        const clientId = randomUUID();
        // Logged from the first message (the warm-up's arrive after it); the figures restart at measuring.
        senders.set(clientId, g.first + member);
        pending.push(log.send(clientId, g.first + member, g.sockets.length - 1, timeoutMs));
        g.sockets[member]!.timeout(timeoutMs)
          .emitWithAck('sendMessage', { groupId: g.groupId, clientId, text: sampleText(n++) })
          .then(
            (ack) => {
              if ((ack as { ok?: boolean } | null)?.ok === true) return;
              a.counts.error('chat send', JSON.stringify(ack));
              log.cancel(clientId);
            },
            (err: unknown) => {
              a.counts.error('chat send', err instanceof Error ? err.message : String(err));
              log.cancel(clientId);
            },
          );
        await sleep(Math.max(0, due - performance.now()));
      }
    }),
  );
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
