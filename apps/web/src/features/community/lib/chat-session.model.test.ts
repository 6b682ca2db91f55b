import type { ChatMessage, History } from '@abhyas/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatSession } from './chat-session';
import { message } from './test-messages';

/**
 * Issue 22, scenario 19 (docs/reliability.md): the chat sequence as a model. A group's history lives
 * in a model server that answers pages as the REST route does (seq from 1, no gaps). Others post, edit
 * and delete; the live events travel on a socket that delivers them late, out of order, twice or not
 * at all, and that drops and comes back (each reconnect catches up, as use-chat.ts does); history
 * pages are answered out of order, some with what the server held when asked (stale on arrival),
 * some failing. Invariants: after every step the client holds each seq once, in ascending order; once
 * the network settles and a reconnect's catch-up ran, it holds every message from its lowest seq to
 * the server's last, each as the server has it now.
 *
 * `CHAT_MODEL_RUNS` sets the number of sequences (10,000 in `npm run test:models`; 300 by default).
 */
const runs = Number(process.env.CHAT_MODEL_RUNS ?? 300);

type Query = { before?: number; after?: number; limit: number };

/** The group's history as the database holds it, and the network between it and one client. */
class World {
  messages: ChatMessage[] = [];
  tick = 0;
  connected = true;
  /** Live events sent to the client and not yet arrived. */
  inbound: ChatMessage[] = [];
  /** History requests in flight: answered later, in any order. */
  fetches: { query: Query; asked: History; resolve: (h: History) => void; reject: (e: Error) => void }[] = [];
  readonly session = new ChatSession('me', (query) => this.fetch(query));

  constructor(initial: number) {
    for (let i = 0; i < initial; i += 1) this.messages.push(message(i + 1));
  }

  private fetch(query: Query): Promise<History> {
    return new Promise((resolve, reject) => {
      this.fetches.push({ query, asked: this.page(query), resolve, reject });
    });
  }

  /** The REST route's page: newest, before a seq, or after a seq. */
  page(q: Query): History {
    const all = this.messages.map((m) => ({ ...m }));
    const last = all.length;
    let rows: ChatMessage[];
    if (q.after !== undefined) rows = all.filter((m) => m.seq > (q.after as number)).slice(0, q.limit);
    else if (q.before !== undefined) rows = all.filter((m) => m.seq < (q.before as number)).slice(-q.limit);
    else rows = all.slice(-q.limit);
    const hasMore = q.after !== undefined ? (rows.at(-1)?.seq ?? q.after) < last : (rows[0]?.seq ?? 1) > 1;
    return { data: rows, lastSeq: last, hasMore };
  }

  /** A change on the server, broadcast to the room if the client is in it. */
  emit(m: ChatMessage) {
    if (this.connected) this.inbound.push({ ...m });
  }

  at() {
    this.tick += 1;
    return new Date(Date.UTC(2026, 10, 29, 0, 0, 0, this.tick)).toISOString();
  }
}

/** Lets the session's awaited promises run on (no timers: they would make 10,000 runs slow). */
async function flush() {
  for (let i = 0; i < 25; i += 1) await Promise.resolve();
}

type Cmd = fc.AsyncCommand<World, World>;
const noModel = () => true;

class Post implements Cmd {
  check = noModel;
  async run(_: World, w: World) {
    const m = message(w.messages.length + 1, { text: `posted ${w.tick}`, createdAt: w.at() });
    w.messages.push(m);
    w.emit(m);
  }
  toString = () => 'post';
}

/** Someone edits or deletes a message (any seq, also one the client never loaded). */
class Change implements Cmd {
  constructor(
    readonly pick: number,
    readonly kind: 'edit' | 'delete',
  ) {}
  check = (w: Readonly<World>) => w.messages.length > 0;
  async run(_: World, w: World) {
    const i = this.pick % w.messages.length;
    const m = w.messages[i] as ChatMessage;
    if (m.deletedAt) return;
    const changed =
      this.kind === 'edit'
        ? { ...m, text: `edited ${w.tick}`, editedAt: w.at() }
        : { ...m, text: '', deletedAt: w.at() };
    w.messages[i] = changed;
    w.emit(changed);
  }
  toString = () => `${this.kind}(${this.pick})`;
}

/** A live event arrives (any of those on the way), sometimes twice. */
class Deliver implements Cmd {
  constructor(
    readonly pick: number,
    readonly twice: boolean,
  ) {}
  check = (w: Readonly<World>) => w.inbound.length > 0;
  async run(_: World, w: World) {
    const [m] = w.inbound.splice(this.pick % w.inbound.length, 1) as [ChatMessage];
    w.session.receiveLive(m);
    if (this.twice) w.session.receiveLive(m);
    await flush();
  }
  toString = () => `deliver(${this.pick}${this.twice ? ', twice' : ''})`;
}

/** The connection drops: what was on the way is lost. */
class Disconnect implements Cmd {
  check = noModel;
  async run(_: World, w: World) {
    w.connected = false;
    w.inbound = [];
  }
  toString = () => 'disconnect';
}

/** Back in the room: a catch-up starts, as every (re)connect does. */
class Reconnect implements Cmd {
  check = noModel;
  async run(_: World, w: World) {
    w.connected = true;
    w.session.catchUp().catch(() => undefined);
    await flush();
  }
  toString = () => 'reconnect';
}

/** A history request is answered: with the page as it was when asked or as it is now, or it fails. */
class Answer implements Cmd {
  constructor(
    readonly pick: number,
    readonly how: 'asked' | 'now' | 'fail',
  ) {}
  check = (w: Readonly<World>) => w.fetches.length > 0;
  async run(_: World, w: World) {
    const [f] = w.fetches.splice(this.pick % w.fetches.length, 1) as [World['fetches'][number]];
    if (this.how === 'fail') f.reject(new Error('network'));
    else f.resolve(this.how === 'asked' ? f.asked : w.page(f.query));
    await flush();
  }
  toString = () => `answer(${this.pick}, ${this.how})`;
}

/** The reader scrolls to the top: the page before the lowest seq held. */
class LoadOlder implements Cmd {
  check = noModel;
  async run(_: World, w: World) {
    void w.session.loadOlder();
    await flush();
  }
  toString = () => 'loadOlder';
}

/**
 * After every step, whatever arrived: each seq once, ascending; and no message goes back to an older
 * state than the client showed (a deleted one stays deleted, an edit is never undone by a stale copy).
 */
function assertHeld(w: World, before: ReadonlyMap<number, ChatMessage>) {
  const held = w.session.getSnapshot().messages;
  for (let i = 1; i < held.length; i += 1)
    expect((held[i] as ChatMessage).seq).toBeGreaterThan((held[i - 1] as ChatMessage).seq);
  for (const m of held) {
    const was = before.get(m.seq);
    if (!was) continue;
    if (was.deletedAt) expect(m.deletedAt, `seq ${m.seq} undeleted`).toBe(was.deletedAt);
    if (was.editedAt) expect((m.editedAt ?? '') >= was.editedAt, `seq ${m.seq} edit undone`).toBe(true);
  }
}

const heldBySeq = (w: World) => new Map(w.session.getSnapshot().messages.map((m) => [m.seq, m]));

/** Answers every request with the page as it is now and delivers every event, until quiet. */
async function settle(w: World) {
  for (let guard = 0; guard < 1000 && (w.fetches.length > 0 || w.inbound.length > 0); guard += 1) {
    const f = w.fetches.shift();
    if (f) f.resolve(w.page(f.query));
    const m = w.inbound.shift();
    if (m) w.session.receiveLive(m);
    await flush();
  }
  expect(w.fetches).toEqual([]);
}

const commands = fc.commands(
  [
    fc.constant(new Post()),
    fc
      .tuple(fc.nat(), fc.constantFrom('edit' as const, 'delete' as const))
      .map(([i, kind]) => new Change(i, kind)),
    fc.tuple(fc.nat(), fc.boolean()).map(([i, twice]) => new Deliver(i, twice)),
    fc.constant(new Disconnect()),
    fc.constant(new Reconnect()),
    fc
      .tuple(fc.nat(), fc.constantFrom('asked' as const, 'now' as const, 'fail' as const))
      .map(([i, how]) => new Answer(i, how)),
    fc.constant(new LoadOlder()),
  ],
  { maxCommands: 40 },
);

describe('the chat sequence against its model', () => {
  it(`after a reconnect's catch-up, holds the server's history from its lowest seq, each seq once, over ${runs} sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 3, 60, 130), commands, async (initial, cmds) => {
        const w = new World(initial);
        w.session.catchUp().catch(() => undefined);
        await flush();
        await fc.asyncModelRun(
          () => ({ model: w, real: w }),
          [...cmds].map((c) => ({
            check: (m: Readonly<World>) => c.check(m),
            run: async (m: World, r: World) => {
              const before = heldBySeq(r);
              await c.run(m, r);
              assertHeld(r, before);
            },
            toString: () => c.toString(),
          })),
        );
        // The network settles, the socket comes back and its catch-up runs to the end.
        await settle(w);
        w.connected = true;
        w.session.catchUp().catch(() => undefined);
        await flush();
        await settle(w);
        const held = w.session.getSnapshot().messages;
        const low = held[0]?.seq ?? 1;
        const expected = w.messages.filter((m) => m.seq >= low);
        expect(held.map((m) => [m.seq, m.text, m.editedAt, m.deletedAt])).toEqual(
          expected.map((m) => [m.seq, m.text, m.editedAt, m.deletedAt]),
        );
      }),
      { numRuns: runs },
    );
  }, 600_000);
});
