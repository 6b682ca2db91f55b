/**
 * chat-sustained (issue 19, "Measured"): does chat slow the exam hall on the same server? One real-app
 * node (chat-app.ts on a PostgreSQL database of the bench's own, Redis adapter) holds an SSC set's
 * candidates and groups of 100 members, every member connected from this process and joined. Windows
 * alternate (alone first in even rounds, chat first in odd ones): answer saves alone, and the same
 * saves while the groups chat at a fixed rate (members taking turns to send, so nobody nears the
 * per-user limit); after each chat window the messages in flight are delivered before the next
 * window. The chat sockets stay connected and joined in both windows, so only the messages differ.
 * One window of both runs first, uncounted.
 *
 * "The answer-save rate stays ≥ 0.9× of its rate without chat" is read as the hall's capacity: the
 * saves run closed loop (a fixed number in flight, each followed by the next as soon as it is acked:
 * answer-saves' paced() with no pause), so the saves per second are what the server can take. A paced
 * hall's rate is set by its candidates and would read 1.0× until the server saturates. The figure is
 * the saves per second of every chat window pooled, as a ratio to the windows without chat; also the
 * chat messages delivered per second (to every member) and their delivery latency. Goal: ≥ 0.9×, no
 * save refused, no message lost or doubled. The copies are read by this process, which also drives
 * the saves: that client work shares the machine's cores as a real hall's phones would not.
 */
import { randomUUID } from 'node:crypto';
import { describe as describeSaves, type Outcome, paced, type Sizes, type Target } from './answer-saves.ts';
import { BenchScope } from './lib/bench-scope.ts';
import {
  chatAppEnv,
  chatServices,
  closeAll,
  DeliveryLog,
  emitAll,
  mintChatTokens,
  newJwtSecret,
  sampleText,
  startChatTarget,
} from './lib/chat-load.ts';
import { JsonClient, ms, percentile, sleep } from './lib/exam-load.ts';
import { connectLight, type LightSocket } from './lib/light-socket.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'chat-sustained';
const goal = 0.9;
const groupSize = 100;
const timeoutMs = 10_000;

function sizes(quick: boolean): Sizes & { rounds: number; groups: number; perGroupPerSecond: number } {
  const e = process.env;
  const inFlight = quick ? 16 : 32;
  return {
    groups: 5,
    perGroupPerSecond: Number(e.BENCH_CHAT_RATE ?? 2),
    rounds: Number(e.BENCH_SUSTAINED_ROUNDS ?? (quick ? 1 : 4)),
    candidates: [inFlight],
    warmupSeconds: quick ? 1 : 2,
    windowSeconds: quick ? 4 : 10,
    // No pause between a save's ack and the candidate's next save: a closed loop of `inFlight`.
    minIntervalMs: 0,
    maxIntervalMs: 0,
    closedConcurrency: inFlight,
    closedSeconds: 0,
    sockets: 64,
  };
}

/** Each group gets a message every 1/rate s from its next member in turn, until `stop` resolves. */
async function chatUntil(
  groups: { groupId: string; sockets: LightSocket[]; first: number }[],
  perGroupPerSecond: number,
  log: DeliveryLog,
  stop: Promise<void>,
  refused: string[],
): Promise<number> {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const started = performance.now();
  const inFlight: Promise<boolean>[] = [];
  let n = 0;
  await Promise.all(
    groups.map(async (g, k) => {
      // Groups start spread over one interval, not all at once.
      await sleep((k * 1000) / perGroupPerSecond / groups.length);
      for (let turn = 0; !stopped; turn++) {
        const due = performance.now() + 1000 / perGroupPerSecond;
        const member = turn % g.sockets.length;
        const clientId = randomUUID();
        const text = sampleText(n++);
        inFlight.push(log.send(clientId, g.first + member, g.sockets.length - 1, timeoutMs));
        g.sockets[member]!.timeout(timeoutMs)
          .emitWithAck('sendMessage', { groupId: g.groupId, clientId, text })
          .then(
            (ack) => {
              if ((ack as { ok?: boolean } | null)?.ok === true) return;
              if (refused.length < 5) refused.push(JSON.stringify(ack).slice(0, 200));
              log.cancel(clientId);
            },
            (err: unknown) => {
              if (refused.length < 5) refused.push(err instanceof Error ? err.message : String(err));
              log.cancel(clientId);
            },
          );
        await sleep(Math.max(0, due - performance.now()));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Messages still on their way are delivered (or time out) before the next window starts.
  await Promise.all(inFlight);
  return seconds;
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  const inFlight = s.closedConcurrency;
  console.log(
    `${name}: ${inFlight} answer saves in flight (closed loop) on one node (PostgreSQL + Redis adapter); ` +
      `${s.rounds} round(s) of two windows (${s.warmupSeconds} s warm-up + ${s.windowSeconds} s): saves alone, ` +
      `then saves while ${s.groups} groups of ${groupSize} chat at ${s.perGroupPerSecond} messages/s each`,
  );
  const services = await chatServices();
  if ('why' in services) {
    console.log(`  skipped: ${services.why}`);
    return [{ bench: name, variant: 'one node', figure: 'skipped', baseline: '—', ratio: '—' }];
  }
  const scope = new BenchScope();
  const sockets: LightSocket[] = [];
  try {
    scope.database = await createBenchDatabase(services.adminUrl);
    const jwtSecret = newJwtSecret();
    const app = await startChatTarget(
      'app (PostgreSQL)',
      'chat-app.ts',
      chatAppEnv({ url: scope.database.url }, jwtSecret, {
        redisUrl: services.redisUrl,
        chat: { groups: Array.from({ length: s.groups }, () => groupSize) },
        exam: { candidates: { setSlug: 'ssc-cgl-mock-1', count: inFlight } },
      }),
    );
    scope.servers.push(app);
    const exam = app.ready.exam;
    const chat = app.ready.chat;
    if (!exam || !chat) throw new Error('the app reported no fixtures');
    console.log(`  exam and chat fixtures in ${ms(exam.setupMs + chat.setupMs)} ms`);

    const client = new JsonClient(app.base, s.sockets);
    scope.clients.push(client);
    const target: Target = {
      label: 'app',
      client,
      path: (c) => `/api/attempts/${c.attemptId}/saves`,
      tokens: await mintChatTokens(jwtSecret, exam.candidates),
      seqs: [],
    };
    const log = new DeliveryLog();
    const groups: { groupId: string; sockets: LightSocket[]; first: number }[] = [];
    for (const g of chat.groups) {
      // The lean client (lib/light-socket.ts): this process also drives the saves, so reading the
      // copies should take as little of the machine as it can.
      const connected = await connectLight(app.base, await mintChatTokens(jwtSecret, g.members));
      const first = sockets.length;
      sockets.push(...connected);
      connected.forEach((socket, i) => {
        socket.on('newMessage', (m, at) => log.receive((m as { clientId: string }).clientId, first + i, at));
      });
      await emitAll(connected, 'joinGroup', () => ({ groupId: g.groupId }));
      groups.push({ groupId: g.groupId, sockets: connected, first });
    }
    console.log(`  ${formatInt(sockets.length)} chat sockets connected and joined`);

    const alone: Outcome[] = [];
    const withChat: Outcome[] = [];
    const refused: string[] = [];
    let chatSeconds = 0;
    const savesWithChat = async () => {
      let endChat = () => {};
      const stop = new Promise<void>((resolve) => {
        endChat = resolve;
      });
      const chatting = chatUntil(groups, s.perGroupPerSecond, log, stop, refused);
      const saves = await paced(target, exam.candidates, exam.questionIds, inFlight, s);
      endChat();
      return { saves, seconds: await chatting };
    };
    // One window of both first, not counted: a running server has its save and send paths compiled
    // and its pools filled, and the first measured window (saves alone) must not pay for that.
    await savesWithChat();
    log.reset();
    refused.length = 0;
    const savesAlone = async () => {
      alone.push(await paced(target, exam.candidates, exam.questionIds, inFlight, s));
    };
    const chatWindow = async () => {
      const { saves, seconds } = await savesWithChat();
      withChat.push(saves);
      chatSeconds += seconds;
    };
    // Alone first in even rounds, chat first in odd ones, so neither side always follows the other.
    for (let round = 0; round < s.rounds; round++) {
      for (const window of round % 2 === 0 ? [savesAlone, chatWindow] : [chatWindow, savesAlone])
        await window();
    }

    const show = (label: string, os: Outcome[]) =>
      os.forEach((o, i) => {
        console.log(`    ${label}, round ${i + 1}: ${describeSaves(o)}`);
        for (const why of o.samples) console.log(`      error: ${why}`);
      });
    show('saves alone', alone);
    show('saves with chat', withChat);
    for (const why of refused) console.log(`      chat refused: ${why}`);
    const rateOf = (os: Outcome[]) => os.reduce((sum, o) => sum + o.saves, 0) / (os.length * s.windowSeconds);
    const errorsOf = (os: Outcome[]) => os.reduce((sum, o) => sum + o.errors, 0);
    const p99Of = (os: Outcome[]) =>
      percentile(
        os.flatMap((o) => o.latencies),
        99,
      );
    const [base, busy] = [rateOf(alone), rateOf(withChat)];
    const ratio = busy / base;
    const msgsPerSecond = log.complete / chatSeconds;
    const copiesPerSecond = log.latencies.length / chatSeconds;
    const chatFigure =
      `${msgsPerSecond.toFixed(1)} messages/s delivered to all (${formatInt(copiesPerSecond)} copies/s), ` +
      `delivery p50 ${ms(percentile(log.latencies, 50))} / p99 ${ms(percentile(log.latencies, 99))} ms, ` +
      `${log.errors()} lost/doubled/late`;
    const met =
      ratio >= goal && errorsOf(alone) + errorsOf(withChat) === 0 && log.errors() === 0 && log.complete > 0;
    console.log(`    chat: ${chatFigure}`);
    console.log(
      `    saves alone ${formatInt(base)}/s (p99 ${ms(p99Of(alone))} ms), with chat ${formatInt(busy)}/s ` +
        `(p99 ${ms(p99Of(withChat))} ms): ${formatRatio(ratio)}; goal ≥ ${goal}×: ${met ? 'met' : 'NOT met'}`,
    );
    return [
      {
        bench: name,
        variant: `${s.groups} groups of ${groupSize} at ${s.perGroupPerSecond} msg/s each beside ${inFlight} saves in flight (PostgreSQL + Redis)`,
        figure: `saves ${formatInt(busy)}/s with chat; ${chatFigure}; goal ≥ ${goal}×: ${met ? 'met' : 'NOT met'}`,
        baseline: `saves alone ${formatInt(base)}/s`,
        ratio: `save rate ${formatRatio(ratio)}`,
      },
    ];
  } finally {
    closeAll(sockets);
    await scope.close();
  }
}

export const chatSustained: Bench = { name, run };
