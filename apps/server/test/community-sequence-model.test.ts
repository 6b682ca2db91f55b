import { randomUUID } from 'node:crypto';
import type { ChatMessage, History } from '@abhyas/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMessage } from '../src/modules/community/services/delete-message.ts';
import { editMessage } from '../src/modules/community/services/edit-message.ts';
import { createGroup, userWithToken } from './community-fixtures.ts';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 19 (docs/reliability.md): a group's message sequence as a model, on the server.
 * Random sequences of concurrent sends by three members (some of them retries of an earlier send),
 * edits, deletes, a moderator's hides and history pages in every direction run against the real app
 * and are compared with the model: seqs run 1, 2, 3… with no gap or repeat however many sends race,
 * a retry answers its first message and adds none, and every page is the model's page. The web's
 * chat-session.model.test.ts checks the client against the same page contract.
 *
 * `CHAT_SERVER_MODEL_RUNS` sets the number of sequences (10,000 in `npm run test:models`; 40 by default).
 */
const runs = Number(process.env.CHAT_SERVER_MODEL_RUNS ?? 40);

let t: TestApp;
let members: { id: string; headers: Record<string, string> }[];

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 86400),
  });
  members = [];
  for (let i = 0; i < 3; i += 1) {
    const { user, token } = await userWithToken(t.app);
    members.push({ id: user.id, headers: bearer(token) });
  }
});
afterAll(async () => t?.close());

interface Held {
  seq: number;
  id: string;
  author: number;
  clientId: string;
  text: string;
  edited: boolean;
  deleted: boolean;
  hidden: boolean;
}
interface Model {
  groupId: string;
  messages: Held[];
}
type Cmd = fc.AsyncCommand<Model, TestApp>;
const always = () => true;
const member = (i: number) => members[i % members.length] as (typeof members)[number];

/** Several members send at once; some sends are retries of an earlier message (same clientId). */
class Sends implements Cmd {
  constructor(readonly sends: { author: number; retry: number | null }[]) {}
  check = always;
  async run(m: Model, app: TestApp) {
    const plan = this.sends.map((s, i) => {
      const earlier =
        s.retry !== null && m.messages.length > 0 ? m.messages[s.retry % m.messages.length] : undefined;
      return earlier
        ? { author: earlier.author, clientId: earlier.clientId, text: earlier.text, earlier }
        : {
            author: s.author,
            clientId: randomUUID(),
            text: `m ${m.messages.length}-${i}`,
            earlier: undefined,
          };
    });
    const answers = await Promise.all(
      plan.map((p) =>
        app.app.inject({
          method: 'POST',
          url: `/api/community/groups/${m.groupId}/messages`,
          headers: member(p.author).headers,
          payload: { clientId: p.clientId, text: p.text },
        }),
      ),
    );
    const fresh: Held[] = [];
    answers.forEach((res, i) => {
      const p = plan[i] as (typeof plan)[number];
      const body = res.json() as ChatMessage;
      if (p.earlier) {
        // A retry answers the message it first made: 200, same seq, nothing new.
        expect(res.statusCode, res.body).toBe(200);
        expect(body.seq).toBe(p.earlier.seq);
        return;
      }
      // Two sends of one new clientId in one burst cannot happen (each fresh send has its own).
      expect(res.statusCode, res.body).toBe(201);
      fresh.push({
        seq: body.seq,
        id: body.id,
        author: p.author,
        clientId: p.clientId,
        text: p.text,
        edited: false,
        deleted: false,
        hidden: false,
      });
    });
    // However the sends raced, they took the next seqs, each once.
    const first = m.messages.length + 1;
    expect(fresh.map((h) => h.seq).sort((a, b) => a - b)).toEqual(fresh.map((_, i) => first + i));
    m.messages.push(...fresh.sort((a, b) => a.seq - b.seq));
  }
  toString = () =>
    `sends(${this.sends.map((s) => (s.retry === null ? `u${s.author}` : `retry${s.retry}`)).join(',')})`;
}

/** The author edits a message (refused once it is deleted or hidden). */
class Edit implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  async run(m: Model, app: TestApp) {
    const h = m.messages[this.pick % m.messages.length] as Held;
    const text = `edited ${h.seq} ${this.pick}`;
    const input = { groupId: m.groupId, messageId: h.id, text };
    const done = editMessage(app.app.deps, member(h.author).id, input);
    if (h.deleted || h.hidden) return void (await expect(done).rejects.toMatchObject({ statusCode: 409 }));
    await done;
    Object.assign(h, { text, edited: true });
  }
  toString = () => `edit(${this.pick})`;
}

/** The author, or the group's owner (member 0), deletes a message; deleting again is a retry. */
class Delete implements Cmd {
  constructor(
    readonly pick: number,
    readonly byOwner: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  async run(m: Model, app: TestApp) {
    const h = m.messages[this.pick % m.messages.length] as Held;
    const by = this.byOwner ? 0 : h.author;
    const gone = await deleteMessage(app.app.deps, member(by).id, { groupId: m.groupId, messageId: h.id });
    expect(gone.seq).toBe(h.seq);
    h.deleted = true;
  }
  toString = () => `delete(${this.pick}${this.byOwner ? ' by owner' : ''})`;
}

/** The owner hides a message for everyone (REST), deleted or not. */
class Hide implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  async run(m: Model, app: TestApp) {
    const h = m.messages[this.pick % m.messages.length] as Held;
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/community/groups/${m.groupId}/messages/${h.id}/hide`,
      headers: member(0).headers,
    });
    // A deleted message may be hidden too (its record then says both).
    expect(res.statusCode, res.body).toBe(200);
    h.hidden = true;
  }
  toString = () => `hide(${this.pick})`;
}

/** A page as the REST route must give it: ascending, `limit` nearest the cursor, and whether more lie beyond. */
function modelPage(m: Model, q: { before?: number; after?: number; limit: number }) {
  const within = m.messages.filter(
    (h) => (q.after === undefined || h.seq > q.after) && (q.before === undefined || h.seq < q.before),
  );
  const rows = q.after !== undefined ? within.slice(0, q.limit) : within.slice(-q.limit);
  return { rows, hasMore: within.length > q.limit };
}

/** A member reads a page: the newest, before a seq, or after one. */
class Page implements Cmd {
  constructor(
    readonly reader: number,
    readonly q: { before?: number; after?: number; limit: number },
  ) {}
  check = always;
  async run(m: Model, app: TestApp) {
    const search = new URLSearchParams(
      Object.entries(this.q).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/community/groups/${m.groupId}/messages?${search}`,
      headers: member(this.reader).headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as History;
    const want = modelPage(m, this.q);
    expect(page.lastSeq).toBe(m.messages.length);
    expect(page.hasMore).toBe(want.hasMore);
    const seen = (x: ChatMessage) => [
      x.seq,
      x.clientId,
      x.text,
      x.editedAt !== null,
      x.deletedAt !== null,
      x.hiddenAt !== null,
    ];
    expect(page.data.map(seen)).toEqual(
      want.rows.map((h) => [
        h.seq,
        h.clientId,
        h.deleted || h.hidden ? null : h.text,
        h.edited,
        h.deleted,
        h.hidden,
      ]),
    );
  }
  toString = () => `page(u${this.reader} ${JSON.stringify(this.q)})`;
}

const seqArb = fc.integer({ min: 0, max: 16 });
const commands = fc.commands(
  [
    fc
      .array(fc.record({ author: fc.nat(2), retry: fc.option(fc.nat(), { freq: 4 }) }), {
        minLength: 1,
        maxLength: 6,
      })
      .map((s) => new Sends(s)),
    fc.nat().map((i) => new Edit(i)),
    fc.tuple(fc.nat(), fc.boolean()).map(([i, owner]) => new Delete(i, owner)),
    fc.nat().map((i) => new Hide(i)),
    fc
      .tuple(
        fc.nat(2),
        fc.record(
          { before: seqArb.map((x) => x + 1), after: seqArb, limit: fc.integer({ min: 1, max: 6 }) },
          { requiredKeys: ['limit'] },
        ),
      )
      .map(([reader, q]) => new Page(reader, q)),
  ],
  { maxCommands: 20 },
);

describe('a group’s message sequence against its model', () => {
  it(
    `numbers racing sends 1, 2, 3… once each, answers retries with their message, and pages as the model over ${runs} sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(commands, async (cmds) => {
          const group = await createGroup(
            t.database.db,
            members.map((x, i) => ({
              userId: x.id,
              role: i === 0 ? ('owner' as const) : ('member' as const),
            })),
          );
          const model: Model = { groupId: group.id, messages: [] };
          await fc.asyncModelRun(() => ({ model, real: t }), cmds);
          // The whole history, read forward as a catch-up does and backward as a reader scrolls up.
          await new Page(1, { after: 0, limit: 100 }).run(model, t);
          for (let after = 0; after < model.messages.length; after += 2)
            await new Page(2, { after, limit: 2 }).run(model, t);
          for (let before = model.messages.length + 1; before > 1; before -= 3)
            await new Page(0, { before, limit: 3 }).run(model, t);
        }),
        { numRuns: runs },
      );
    },
    Math.max(60_000, runs * 1500),
  );
});
