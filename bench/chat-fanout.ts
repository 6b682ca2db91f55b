/**
 * chat-fanout (issue 19, "Measured"): one sender to a group's members spread over two server
 * processes. Two real-app nodes (chat-app.ts) share one PostgreSQL database of the bench's own and
 * Redis (the Socket.IO Redis adapter); the group's members are connected half to each node from this
 * process and have joined the group. A message is stamped here as its sendMessage is emitted through
 * node A, and each member's newMessage is stamped here on receipt: the delivery latency includes the
 * commit, the adapter's hop to node B, and this process reading the copies (the members use a lean
 * client, lib/light-socket.ts, so that reading costs little; the sender socket.io-client). Baseline
 * in the same run: two plain Socket.IO servers (bare-socketio.ts, same version, adapter and layout)
 * broadcasting a message of the same shape and size to a room. One message at a time (the next once
 * every member has the last), from one sender: the app runs with RATE_LIMIT_ENABLED=false (as every
 * bench target), which lifts the chat's per-user burst and daily cap, so one sender can carry the
 * whole run; sends start at least 110 ms apart, inside the socket's event budget (10 a second), which
 * no setting lifts. The sender is a member who has not joined the room, so exactly the members hear
 * it. Rounds alternate bare and app. Goal: p50 and p99 ≤ 2× the bare server's, nothing lost or
 * doubled. */
import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@abhyas/core';
import type { Socket } from 'socket.io-client';
import { BenchScope } from './lib/bench-scope.ts';
import {
  type ChatServer,
  chatAppEnv,
  chatMessageLike,
  chatServices,
  closeAll,
  connectAll,
  DeliveryLog,
  emitAll,
  mintChatTokens,
  newJwtSecret,
  sampleText,
  startChatTarget,
} from './lib/chat-load.ts';
import { ms, percentile, sleep } from './lib/exam-load.ts';
import { connectLight } from './lib/light-socket.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'chat-fanout';
const goal = 2;
const timeoutMs = 10_000;
/** Sends start at least this far apart: a socket's event budget refills at 10 events a second. */
const sendSpacingMs = 110;

function sizes(quick: boolean) {
  const e = process.env;
  return {
    members: Number(e.BENCH_FANOUT_MEMBERS ?? (quick ? 200 : 500)),
    warmup: quick ? 5 : 20,
    rounds: quick ? 2 : 6,
    perRound: quick ? 10 : 25,
  };
}

interface Side {
  label: string;
  log: DeliveryLog;
  sender: Socket;
  lastSent: number;
  refused: string[];
  /** Send to the sender's acknowledgement, ms: the app answers once committed and handed to the room. */
  acks: number[];
  send(sender: Socket, clientId: string, n: number): Promise<{ ok?: boolean }>;
}

async function sendOne(side: Side, members: number, n: number): Promise<void> {
  const wait = side.lastSent + sendSpacingMs - performance.now();
  if (wait > 0) await sleep(wait);
  side.lastSent = performance.now();
  const clientId = randomUUID();
  const delivered = side.log.send(clientId, -1, members, timeoutMs);
  const sent = performance.now();
  const ack = await side.send(side.sender, clientId, n).catch((err: unknown) => ({
    ok: false,
    error: err instanceof Error ? err.message : String(err),
  }));
  if (ack?.ok === true) side.acks.push(performance.now() - sent);
  else {
    if (side.refused.length < 5) side.refused.push(JSON.stringify(ack).slice(0, 200));
    side.log.cancel(clientId);
  }
  await delivered;
}

async function burst(side: Side, members: number, count: number, from: number) {
  for (let i = 0; i < count; i++) await sendOne(side, members, from + i);
}

function figures({ log, acks }: Side) {
  return {
    ackP50: percentile(acks, 50),
    p50: percentile(log.latencies, 50),
    p99: percentile(log.latencies, 99),
    fullP50: percentile(log.fullFanout, 50),
    fullP99: percentile(log.fullFanout, 99),
    copies: log.latencies.length,
    complete: log.complete,
    errors: log.errors(),
  };
}
type Figures = ReturnType<typeof figures>;

const describe = (f: Figures) =>
  `p50 ${ms(f.p50)} / p99 ${ms(f.p99)} ms (last copy p50 ${ms(f.fullP50)} / p99 ${ms(f.fullP99)} ms), ` +
  `${f.complete} messages, ${formatInt(f.copies)} copies, ${f.errors} lost/doubled/late; sender's ack p50 ${ms(f.ackP50)} ms`;

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  console.log(
    `${name}: one message at a time from one sender to ${s.members} members, half on ` +
      `each of two nodes (PostgreSQL + Redis adapter); ${s.warmup} warm-up messages, then ${s.rounds} rounds ` +
      `of ${s.perRound} alternating bare Socket.IO and the app`,
  );
  const services = await chatServices();
  if ('why' in services) {
    console.log(`  skipped: ${services.why}`);
    return [{ bench: name, variant: 'two nodes', figure: 'skipped', baseline: '—', ratio: '—' }];
  }
  const scope = new BenchScope();
  const sockets: { disconnect(): void }[] = [];
  try {
    scope.database = await createBenchDatabase(services.adminUrl);
    const jwtSecret = newJwtSecret();
    const database = { url: scope.database.url };
    const { redisUrl } = services;
    const start = async (label: string, file: string, env: NodeJS.ProcessEnv) => {
      const server = await startChatTarget(label, file, env);
      scope.servers.push(server);
      return server;
    };
    const chat = { groups: [1 + s.members] };
    // Node A migrates and writes the fixtures before node B starts on the same database.
    const appA = await start('app A', 'chat-app.ts', chatAppEnv(database, jwtSecret, { redisUrl, chat }));
    const appB = await start('app B', 'chat-app.ts', chatAppEnv(database, jwtSecret, { redisUrl }));
    const bareEnv = { ...process.env, BARE_REDIS_URL: redisUrl, BARE_REDIS_KEY: `bench-bare-${process.pid}` };
    const bareA = await start('bare A', 'bare-socketio.ts', bareEnv);
    const bareB = await start('bare B', 'bare-socketio.ts', bareEnv);
    const group = appA.ready.chat?.groups[0];
    if (!group) throw new Error('app A made no group');
    console.log(
      `  fixtures (${formatInt(group.members.length)} members) in ${ms(appA.ready.chat?.setupMs ?? 0)} ms`,
    );
    const tokens = await mintChatTokens(jwtSecret, group.members);

    /**
     * The sender on node A (socket.io-client); members alternately on A and B (LightSocket: reading 500
     * copies in this one process must cost as little as it can); each member's copies go to `log`.
     */
    const layout = async (
      a: ChatServer,
      b: ChatServer,
      withTokens: boolean,
      event: string,
      log: DeliveryLog,
    ) => {
      const t = (from: number, to: number) =>
        withTokens ? tokens.slice(from, to) : Array.from({ length: to - from }, () => undefined);
      const [sender] = await connectAll(a.base, t(0, 1));
      if (!sender) throw new Error('the sender did not connect');
      const memberTokens = t(1, 1 + s.members);
      const onA = await connectLight(
        a.base,
        memberTokens.filter((_, i) => i % 2 === 0),
      );
      const onB = await connectLight(
        b.base,
        memberTokens.filter((_, i) => i % 2 === 1),
      );
      const members = memberTokens.map((_, i) => (i % 2 === 0 ? onA[i / 2]! : onB[(i - 1) / 2]!));
      sockets.push(sender, ...members);
      members.forEach((socket, i) => {
        socket.on(event, (m, at) => log.receive((m as { clientId: string }).clientId, i, at));
      });
      return { sender, members };
    };
    const appLog = new DeliveryLog();
    const bareLog = new DeliveryLog();
    const app = await layout(appA, appB, true, 'newMessage', appLog);
    const bare = await layout(bareA, bareB, false, 'message', bareLog);
    await emitAll(app.members, 'joinGroup', () => ({ groupId: group.groupId }));
    await emitAll(bare.members, 'join', () => ({ room: `group:${group.groupId}` }));
    console.log(`  ${sockets.length} sockets connected, ${app.members.length + bare.members.length} joined`);

    const sides: Side[] = [
      {
        label: 'bare Socket.IO',
        log: bareLog,
        sender: bare.sender,
        lastSent: 0,
        refused: [],
        acks: [],
        send: (sender, clientId, n) =>
          sender.timeout(timeoutMs).emitWithAck('message', {
            room: `group:${group.groupId}`,
            message: chatMessageLike(group.groupId, clientId, n, sampleText(n)),
          }),
      },
      {
        label: 'app',
        log: appLog,
        sender: app.sender,
        lastSent: 0,
        refused: [],
        acks: [],
        send: (sender, clientId, n) =>
          sender.timeout(timeoutMs).emitWithAck('sendMessage', {
            groupId: group.groupId,
            clientId,
            text: sampleText(n),
          }) as Promise<{ ok?: boolean; message?: ChatMessage }>,
      },
    ];
    for (const side of sides) {
      await burst(side, s.members, s.warmup, 0);
      side.log.reset();
      side.acks = [];
    }
    let n = s.warmup;
    for (let round = 0; round < s.rounds; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        await burst(side, s.members, s.perRound, n);
        n += s.perRound;
      }
    }

    const [b, a] = sides.map(figures) as [Figures, Figures];
    for (const side of sides)
      for (const why of side.refused) console.log(`    ${side.label} refused: ${why}`);
    const p50 = a.p50 / b.p50;
    const p99 = a.p99 / b.p99;
    const met = p50 <= goal && p99 <= goal && a.errors + b.errors === 0 && a.complete > 0;
    console.log(`    bare Socket.IO: ${describe(b)}`);
    console.log(`    app:            ${describe(a)}`);
    console.log(
      `    ratio p50 ${formatRatio(p50)}, p99 ${formatRatio(p99)}; goal ≤ ${goal}× and nothing lost: ${met ? 'met' : 'NOT met'}`,
    );
    return [
      {
        bench: name,
        variant: `1 sender → ${formatInt(s.members)} members on 2 nodes (PostgreSQL + Redis)`,
        figure: `${describe(a)}; goal ≤ ${goal}×: ${met ? 'met' : 'NOT met'}`,
        baseline: `bare Socket.IO p50 ${ms(b.p50)} / p99 ${ms(b.p99)} ms, ${b.errors} lost`,
        ratio: `p50 ${formatRatio(p50)}, p99 ${formatRatio(p99)}`,
      },
    ];
  } finally {
    closeAll(sockets);
    await scope.close();
  }
}

export const chatFanout: Bench = { name, run };
