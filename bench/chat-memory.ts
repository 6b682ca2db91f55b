/**
 * chat-memory (issue 19, "Measured"): the server's heap per connected, joined chat socket. One
 * real-app process (chat-app.ts on PGlite in a fresh data dir, no Redis: one node, so the adapter
 * holds its rooms in memory as the Redis one also does) with users in groups of 100; this process
 * connects one socket per user (websocket, the user's token) and joins it to its group. The target
 * reports `heapUsed` after full collections (--expose-gc) before and after; the figure is the growth
 * divided by the sockets. A warm-up batch is connected, joined and closed first, so code compiled and
 * caches filled on the first connections are not charged to the sockets. After closing every socket
 * the heap is read again: what stays is code compiled meanwhile, the server's verified-token cache
 * (one entry per user, bounded) and anything leaked. Baseline in the same run: a plain Socket.IO
 * server (bare-socketio.ts, same version) whose sockets join a room. Goal: ≤ 15 KB per socket.
 */
import type { Socket } from 'socket.io-client';
import { BenchScope } from './lib/bench-scope.ts';
import {
  type ChatServer,
  chatAppEnv,
  closeAll,
  connectAll,
  emitAll,
  heapOf,
  mintChatTokens,
  newJwtSecret,
  openFileLimit,
  startChatTarget,
} from './lib/chat-load.ts';
import type { ChatGroup } from './lib/chat-setup.ts';
import { sleep } from './lib/exam-load.ts';
import { makeTempDir } from './lib/paths.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'chat-memory';
const goalKb = 15;
const groupSize = 100;
const warmupSockets = 100;
/** Time for the server to finish what a join or a disconnect left queued before the heap is read. */
const settleMs = 1000;

interface Measured {
  kbPerSocket: number;
  retainedKbPerSocket: number;
  before: number;
  after: number;
  closed: number;
}

/**
 * Warm-up, then heap before, `count` sockets connected and joined, heap after, all closed, heap again.
 * `tokens[i]` and `join(i)` describe socket i; the warm-up uses the last `warmupSockets` of them.
 */
async function measure(
  server: ChatServer,
  count: number,
  tokens: readonly (string | undefined)[],
  join: { event: string; payload: (i: number) => unknown },
): Promise<Measured> {
  const warm = await connectAll(server.base, tokens.slice(count, count + warmupSockets));
  await emitAll(warm, join.event, (i) => join.payload(count + i));
  closeAll(warm);
  await sleep(settleMs);
  const before = (await heapOf(server)).heapUsed;
  const sockets: Socket[] = [];
  try {
    sockets.push(...(await connectAll(server.base, tokens.slice(0, count))));
    await emitAll(sockets, join.event, join.payload);
    await sleep(settleMs);
    const after = (await heapOf(server)).heapUsed;
    closeAll(sockets);
    await sleep(settleMs * 2);
    const closed = (await heapOf(server)).heapUsed;
    return {
      kbPerSocket: (after - before) / count / 1024,
      retainedKbPerSocket: (closed - before) / count / 1024,
      before,
      after,
      closed,
    };
  } finally {
    closeAll(sockets);
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (x: number) => `${x.toFixed(2)} KB`;
const describe = (m: Measured) =>
  `${kb(m.kbPerSocket)}/socket (heap ${mb(m.before)} → ${mb(m.after)}; after closing ${mb(m.closed)}, ` +
  `${kb(m.retainedKbPerSocket)}/socket kept)`;

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const count = Number(process.env.BENCH_CHAT_SOCKETS ?? (opts.quick ? 500 : 5000));
  const groups = Math.ceil((count + warmupSockets) / groupSize);
  console.log(
    `${name}: server heap per connected, joined socket at ${formatInt(count)} sockets (groups of ` +
      `${groupSize}; ${warmupSockets} warm-up sockets first), one node on PGlite; baseline a bare Socket.IO server`,
  );
  // Each socket is a descriptor here and one in the server (children inherit this limit).
  const limit = openFileLimit();
  if (limit < count + warmupSockets + 200)
    throw new Error(
      `ulimit -n is ${limit}: ${formatInt(count)} sockets need more (raise it, e.g. ulimit -n 20000)`,
    );
  const scope = new BenchScope();
  try {
    const bare = await startChatTarget('bare Socket.IO', 'bare-socketio.ts', { ...process.env });
    scope.servers.push(bare);
    const rooms = (i: number) => ({ room: `group:bench-${Math.floor(i / groupSize)}` });
    const b = await measure(bare, count, new Array(count + warmupSockets), { event: 'join', payload: rooms });
    await scope.stopAll();
    console.log(`    bare Socket.IO: ${describe(b)}`);

    const dataDir = makeTempDir('chat-memory');
    scope.dirs.push(dataDir);
    const jwtSecret = newJwtSecret();
    const chat = { groups: Array.from({ length: groups }, () => groupSize) };
    const started = performance.now();
    const app = await startChatTarget(
      'app (PGlite)',
      'chat-app.ts',
      chatAppEnv({ dataDir }, jwtSecret, { chat }),
    );
    scope.servers.push(app);
    const startSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`    app started with ${formatInt(groups * groupSize)} users in ${startSeconds} s`);
    const fixture: ChatGroup[] = app.ready.chat?.groups ?? [];
    const users = fixture.flatMap((g) => g.members.map((m) => ({ ...m, groupId: g.groupId })));
    if (users.length < count + warmupSockets) throw new Error(`only ${users.length} chat users were set up`);
    const tokens = await mintChatTokens(jwtSecret, users);
    const a = await measure(app, count, tokens, {
      event: 'joinGroup',
      payload: (i) => ({ groupId: users[i]!.groupId }),
    });
    console.log(`    app:            ${describe(a)}`);
    const met = a.kbPerSocket <= goalKb;
    console.log(
      `    ratio ${formatRatio(a.kbPerSocket / b.kbPerSocket)}; goal ≤ ${goalKb} KB/socket: ${met ? 'met' : 'NOT met'}`,
    );
    return [
      {
        bench: name,
        variant: `${formatInt(count)} sockets connected and joined, one node (PGlite)`,
        figure: `${kb(a.kbPerSocket)}/socket, ${kb(a.retainedKbPerSocket)} kept after closing; goal ≤ ${goalKb} KB: ${met ? 'met' : 'NOT met'}`,
        baseline: `bare Socket.IO ${kb(b.kbPerSocket)}/socket`,
        ratio: formatRatio(a.kbPerSocket / b.kbPerSocket),
      },
    ];
  } finally {
    await scope.close();
  }
}

export const chatMemory: Bench = { name, run };
