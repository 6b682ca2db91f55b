/**
 * What the chat benches share: the services they need (PostgreSQL and Redis, or why not), the chat
 * targets started with --expose-gc and asked for their heap, tokens for fixture users, many
 * socket.io-client connections made from this process, and a log of deliveries timed here.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { type ChatMessage, chatConnection } from '@abhyas/core';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { createAccessTokens } from '../../apps/server/src/modules/auth/access-tokens.ts';
import type { ChatReady } from '../targets/chat-app.ts';
import type { HeapReport } from '../targets/heap-report.ts';
import type { Ready } from '../targets/report-port.ts';
import type { ChatUser } from './chat-setup.ts';
import { firstMessage, type Proc, spawnNode } from './children.ts';
import { pool, redact } from './exam-load.ts';
import { benchDir, repoRoot } from './paths.ts';
import { defaultBenchDatabaseUrl, unreachableReason } from './postgres.ts';
import { appEnv } from './servers.ts';

export const defaultBenchRedisUrl = 'redis://127.0.0.1:6379';
const tokenTtlSeconds = 24 * 3600;
/** Migrations, seeded content and fixtures on a shared machine. */
const startTimeoutMs = 300_000;

/** The PostgreSQL admin URL and Redis URL the chat benches use, or why they cannot run. */
export async function chatServices(): Promise<{ adminUrl: string; redisUrl: string } | { why: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl;
  const redisUrl = process.env.BENCH_REDIS_URL ?? defaultBenchRedisUrl;
  const pgWhy = await unreachableReason(adminUrl);
  if (pgWhy !== null) return { why: `PostgreSQL at ${redact(adminUrl)} is unreachable (${pgWhy})` };
  const redisWhy = await redisUnreachable(redisUrl);
  if (redisWhy !== null) return { why: `Redis at ${redact(redisUrl)} is unreachable (${redisWhy})` };
  return { adminUrl, redisUrl };
}

async function redisUnreachable(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  // Without a listener a refused connection is also printed as an unhandled error event.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    redis.disconnect();
  }
}

/** The open-file limit of this process (children inherit it): each socket holds a descriptor on both ends. */
export function openFileLimit(): number {
  try {
    const out = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
  } catch {
    return Number.NaN;
  }
}

export interface ChatServer {
  proc: Proc;
  base: string;
  ready: ChatReady;
}

/** A chat target (chat-app.ts or bare-socketio.ts) in a process of its own, heap reports enabled. */
export async function startChatTarget(
  label: string,
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<ChatServer> {
  const proc = spawnNode({
    label,
    args: ['--expose-gc', '--import', 'tsx', path.join(benchDir, 'targets', file)],
    cwd: repoRoot,
    env,
    ipc: true,
    echo: true,
  });
  const ready = await firstMessage<ChatReady & Ready>(proc, startTimeoutMs);
  return {
    proc,
    base: `http://127.0.0.1:${ready.port}`,
    ready: { port: ready.port, chat: ready.chat ?? null, exam: ready.exam ?? null },
  };
}

/** The real app's environment for the chat benches: appEnv's plus the key, Redis and fixtures. */
export function chatAppEnv(
  database: { dataDir: string } | { url: string },
  jwtSecret: string,
  extra: { redisUrl?: string; chat?: unknown; exam?: unknown } = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...appEnv(database),
    JWT_SECRET: jwtSecret,
    ACCESS_TOKEN_TTL_SECONDS: String(tokenTtlSeconds),
    // The sweeper and the day's notices would run on their own clock inside the measured windows.
    ATTEMPT_SWEEP_SECONDS: '0',
    DAILY_NOTICES_MINUTES: '0',
    // A key prefix of our own: CI's tests may share this Redis, and its rate-limit keys with it.
    REDIS_KEY_PREFIX: `abhyas-bench-${process.pid}:`,
  };
  delete env.REDIS_URL;
  if (extra.redisUrl) env.REDIS_URL = extra.redisUrl;
  if (extra.chat) env.BENCH_CHAT_SETUP = JSON.stringify(extra.chat);
  if (extra.exam) env.BENCH_EXAM_SETUP = JSON.stringify(extra.exam);
  return env;
}

export const newJwtSecret = () => randomBytes(32).toString('hex');

/** Bearer tokens signed with the server's key exactly as its sign-in does (see exam-load's mintTokens). */
export function mintChatTokens(jwtSecret: string, users: readonly ChatUser[]): Promise<string[]> {
  const tokens = createAccessTokens(jwtSecret, tokenTtlSeconds, () => new Date());
  return Promise.all(
    users.map((u) =>
      tokens.sign({ sub: u.userId, role: 'user', orgRole: null, organizationId: null, username: u.username }),
    ),
  );
}

/** The target's V8 heap after full collections (heap-report.ts). */
export function heapOf(server: ChatServer, timeoutMs = 60_000): Promise<HeapReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.proc.child.off('message', onMessage);
      reject(new Error(`${server.proc.label} sent no heap report within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: unknown) => {
      if ((message as Partial<HeapReport> | null)?.type !== 'heap') return;
      clearTimeout(timer);
      server.proc.child.off('message', onMessage);
      resolve(message as HeapReport);
    };
    server.proc.child.on('message', onMessage);
    server.proc.child.send({ type: 'heap' });
  });
}

/**
 * Connects one socket per token as the web app does (chatConnection: websocket only, the token in
 * the handshake's auth), at most `concurrency` handshakes at once, never reconnecting: a dropped
 * socket must show as a missing delivery, not be hidden by a reconnect. No Origin header is sent.
 */
export async function connectAll(
  base: string,
  tokens: readonly (string | undefined)[],
  concurrency = 50,
): Promise<Socket[]> {
  const sockets: Socket[] = new Array(tokens.length);
  await pool(tokens.length, concurrency, async (i) => {
    const token = tokens[i];
    const socket = io(base, {
      path: chatConnection.path,
      transports: [...chatConnection.transports],
      timeout: chatConnection.timeout,
      reconnection: false,
      forceNew: true,
      ...(token ? { auth: { token } } : {}),
    });
    sockets[i] = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(new Error(`socket ${i} refused: ${err.message}`)));
    });
  });
  return sockets;
}

/** socket.io-client's Socket and LightSocket alike: `socket.timeout(ms).emitWithAck(event, payload)`. */
export interface Acking {
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
}

/** Sends `event` from every socket and checks each acknowledgement says `ok: true`. */
export async function emitAll(
  sockets: readonly Acking[],
  event: string,
  payload: (i: number) => unknown,
  concurrency = 50,
): Promise<void> {
  await pool(sockets.length, concurrency, async (i) => {
    const answer = (await sockets[i]!.timeout(30_000).emitWithAck(event, payload(i))) as { ok?: boolean };
    if (answer?.ok !== true) throw new Error(`${event} of socket ${i} answered ${JSON.stringify(answer)}`);
  });
}

export function closeAll(sockets: readonly { disconnect(): void }[]): void {
  for (const s of sockets) s?.disconnect();
}

interface Open {
  sentAt: number;
  sender: number;
  want: number;
  seen: Set<number>;
  done: (complete: boolean) => void;
}

/**
 * Deliveries timed in this process: `send` stamps a message id as it is emitted and resolves once
 * `want` receivers other than its sender have it (true) or the timeout passes (false); `receive`
 * stamps each receipt. A second copy to one receiver, or a copy after the timeout, is an error.
 */
export class DeliveryLog {
  latencies: number[] = [];
  /** The time from send to the last receiver's copy, per completed message. */
  fullFanout: number[] = [];
  complete = 0;
  incomplete = 0;
  duplicates = 0;
  strays = 0;
  private readonly open = new Map<string, Open>();

  send(id: string, sender: number, want: number, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (complete: boolean) => {
        clearTimeout(timer);
        this.open.delete(id);
        if (complete) this.complete += 1;
        else this.incomplete += 1;
        resolve(complete);
      };
      this.open.set(id, { sentAt: performance.now(), sender, want, seen: new Set(), done: finish });
    });
  }

  /** `now`: when the copy arrived, if stamped before it was parsed. */
  receive(id: string, receiver: number, now = performance.now()): void {
    const entry = this.open.get(id);
    if (!entry) {
      this.strays += 1;
      return;
    }
    if (receiver === entry.sender) return;
    if (entry.seen.has(receiver)) {
      this.duplicates += 1;
      return;
    }
    entry.seen.add(receiver);
    this.latencies.push(now - entry.sentAt);
    if (entry.seen.size === entry.want) {
      this.fullFanout.push(now - entry.sentAt);
      entry.done(true);
    }
  }

  /** A message the server refused: it will never arrive, so it is counted incomplete now. */
  cancel(id: string): void {
    this.open.get(id)?.done(false);
  }

  /** Forgets the figures (after a warm-up), keeping messages in flight. */
  reset(): void {
    this.latencies = [];
    this.fullFanout = [];
    this.complete = this.incomplete = this.duplicates = this.strays = 0;
  }

  errors(): number {
    return this.incomplete + this.duplicates + this.strays;
  }
}

/**
 * What the bare server broadcasts: a message of the app's shape and about its size (a ChatMessage
 * as sendMessage's newMessage carries it), so bytes on the wire are not part of the ratio.
 */
export function chatMessageLike(groupId: string, clientId: string, seq: number, text: string): ChatMessage {
  return {
    id: randomUUID(),
    groupId,
    seq,
    clientId,
    kind: 'text',
    author: { id: randomUUID(), name: 'Chat bench_chat0_1', username: 'bench_chat0_1' },
    text,
    question: null,
    replyToSeq: null,
    reactions: [],
    createdAt: new Date().toISOString(),
    editedAt: null,
    deletedAt: null,
    hiddenAt: null,
  };
}

/** A line of a study group's chat in Hindi and English, as a message's text. */
export const sampleText = (n: number) => `संदेश ${n}: कल के mock test से पहले reasoning के प्रश्न 12–20 दोहराएँ`;
