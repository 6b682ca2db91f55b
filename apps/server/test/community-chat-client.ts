import type { Ack, ChatMessage, History } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { groupMessages } from '../src/db/schema/index.ts';
import { type ChatClient, connect, emitAck, newId, sleep } from './community-fixtures.ts';

/**
 * A chat client as the web app's is meant to behave (docs/community-realtime.md): messages held by
 * seq, an outbox of messages not yet acknowledged (resent with the same client id after every
 * reconnect), and after every (re)connect a join and a REST catch-up from the highest seq held.
 */
export class TestChatClient {
  readonly held = new Map<number, ChatMessage>();
  readonly outbox = new Map<string, string>();
  socket: ChatClient | undefined;
  private syncing: Promise<void> = Promise.resolve();

  /**
   * `app` answers the REST catch-up (an app in this process, or a node's base URL for fetch) and
   * `url` is the node the socket opens to: both may change (another node).
   */
  constructor(
    public app: App | string,
    public url: string,
    private readonly token: string,
    private readonly groupId: string,
  ) {}

  /** Connects, trying again after a timeout as the spec's client does (5 attempts). */
  async connect(): Promise<void> {
    let socket: ChatClient | undefined;
    for (let attempt = 1; !socket; attempt++) {
      try {
        socket = await connect(this.url, this.token);
      } catch (err) {
        if (attempt >= 5 || (err as Error).message !== 'timeout') throw err;
      }
    }
    this.socket = socket;
    socket.on('newMessage', (m: ChatMessage) => this.hold(m));
    await this.resync();
  }

  /** A dropped network: the socket goes; nothing held is lost. */
  drop(): void {
    this.socket?.removeAllListeners();
    this.socket?.close();
    this.socket = undefined;
  }

  /** Queues a message; it is sent now if connected, or on the next connect. */
  async send(text: string): Promise<void> {
    const clientId = newId();
    this.outbox.set(clientId, text);
    await this.flushOne(clientId, text);
  }

  resync(): Promise<void> {
    // A failed resync (its node died under it) must not stop every later one.
    this.syncing = this.syncing
      .catch(() => undefined)
      .then(async () => {
        const socket = this.socket;
        if (!socket) return;
        const joined = await emitAck(socket, 'joinGroup', { groupId: this.groupId }).catch(() => null);
        if (!joined?.ok) return;
        await this.catchUp();
        for (const [clientId, text] of [...this.outbox]) await this.flushOne(clientId, text);
      });
    return this.syncing;
  }

  /**
   * The highest seq up to which the history is complete. Not the highest held: a live event or the
   * client's own ack can be ahead of a gap the dropped connection left.
   */
  completeUpTo(): number {
    let n = 0;
    while (this.held.has(n + 1)) n += 1;
    return n;
  }

  /** Asks REST for everything after the complete part of the history, page by page. */
  async catchUp(): Promise<void> {
    for (;;) {
      const after = this.completeUpTo();
      const page = await this.historyAfter(after);
      for (const m of page.data) this.hold(m);
      // Everything committed before this read is held now; what comes later arrives live (the join
      // came first), so a client never polls after a moving last seq.
      if (!page.hasMore) return;
    }
  }

  private async historyAfter(after: number): Promise<History> {
    const path = `/api/community/groups/${this.groupId}/messages?after=${after}&limit=100`;
    const headers = { authorization: `Bearer ${this.token}` };
    if (typeof this.app === 'string') {
      const res = await fetch(`${this.app}${path}`, { headers });
      if (res.status !== 200) throw new Error(`catch-up ${res.status}: ${await res.text()}`);
      return (await res.json()) as History;
    }
    const res = await this.app.inject({ method: 'GET', url: path, headers });
    if (res.statusCode !== 200) throw new Error(`catch-up ${res.statusCode}: ${res.body}`);
    return res.json() as History;
  }

  private async flushOne(clientId: string, text: string): Promise<void> {
    const socket = this.socket;
    if (!socket?.connected) return;
    let ack: Ack<'sendMessage'> | null = null;
    try {
      ack = await emitAck(socket, 'sendMessage', { groupId: this.groupId, clientId, text });
    } catch {
      return; // No ack (the socket dropped): still in the outbox, resent after the next connect.
    }
    if (!ack.ok) throw new Error(`send refused: ${ack.error.code} ${ack.error.message}`);
    this.outbox.delete(clientId);
    this.hold(ack.message);
  }

  private hold(m: ChatMessage): void {
    const known = this.held.get(m.seq);
    if (known && known.id !== m.id) throw new Error(`two messages at seq ${m.seq}`);
    this.held.set(m.seq, m);
  }

  /** The history as the screen would show it: by seq. */
  history(): { seq: number; id: string }[] {
    return [...this.held.values()].sort((a, b) => a.seq - b.seq).map((m) => ({ seq: m.seq, id: m.id }));
  }
}

/**
 * The churn: each client sends `perClient` messages at random moments, and about one send in four
 * races a dropped connection, after which `reconnect` brings the client back a moment later.
 */
export function talkWithDrops(
  clients: readonly TestChatClient[],
  rand: () => number,
  perClient: number,
  reconnect: (c: TestChatClient) => Promise<void>,
): Promise<unknown> {
  return Promise.all(
    clients.map(async (c, i) => {
      for (let n = 0; n < perClient; n++) {
        await sleep(Math.floor(rand() * 1500));
        const sending = c.send(`client ${i} message ${n}`);
        if (rand() < 0.25) {
          await sleep(Math.floor(rand() * 5));
          c.drop();
          await sleep(Math.floor(rand() * 200));
          await reconnect(c);
        }
        await sending;
      }
    }),
  );
}

/**
 * After the churn: every client, once caught up, holds exactly the database's history (every seq
 * from 1 to the last once, in order, the same message at each, each client id once) and has sent
 * everything it queued.
 */
export async function expectHistoriesEqualTheDatabase(
  db: Db,
  groupId: string,
  clients: readonly TestChatClient[],
  messages: number,
) {
  await Promise.all(clients.map((c) => c.resync()));
  await Promise.all(clients.map((c) => c.catchUp()));
  const rows = await db
    .select({ seq: groupMessages.seq, id: groupMessages.id, clientId: groupMessages.clientId })
    .from(groupMessages)
    .where(eq(groupMessages.groupId, groupId))
    .orderBy(asc(groupMessages.seq));
  expect(rows).toHaveLength(messages);
  expect(new Set(rows.map((r) => r.clientId)).size).toBe(rows.length);
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  const truth = rows.map(({ seq, id }) => ({ seq, id }));
  for (const c of clients) {
    expect(c.outbox.size).toBe(0);
    expect(c.history()).toEqual(truth);
  }
}
