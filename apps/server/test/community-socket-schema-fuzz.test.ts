import {
  type ClientEventName,
  clientEventNames,
  clientEventResultSchemas,
  communityRules,
  serverEventSchemas,
} from '@abhyas/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  connect,
  createGroup,
  emitAck,
  listen,
  newId,
  sleep,
  userWithToken,
} from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 18 (docs/reliability.md), for the socket: payloads generated from each client
 * event's valid shape (core's event map): the valid payload itself, one field swapped for any JSON
 * value or a hostile string (NUL, a lone surrogate, bidi controls, 5,000 characters) or number, a field
 * dropped, an unknown or prototype-named field added, or the whole payload any JSON value. Every
 * acknowledgement must be `{ ok: true }` plus what `clientEventResultSchemas` declares for the event,
 * or the error shape with a known code (never INTERNAL); every event the server broadcasts meanwhile
 * must parse with `serverEventSchemas`; and the socket stays open. `SOCKET_FUZZ_RUNS` payloads per
 * event (150 by default).
 */
const runs = Number(process.env.SOCKET_FUZZ_RUNS ?? 150);

let t: TestApp;
let url: string;
let groupId: string;
let listener: ChatClient;
/** The members who send: each with a socket in the room and a message of their own. */
let senders: { socket: ChatClient; messageId: string; lastAt: number }[] = [];
let turn = 0;
const broadcasts: { event: string; payload: unknown }[] = [];

beforeAll(async () => {
  // The database's send limits are lifted. The socket's event budget (40 at once, then 10 a second
  // per user, event-budget.ts) is kept: the events take turns over 24 members, each at most one every
  // 110 ms, so none outruns it and every payload meets the validation it is aimed at.
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  url = await listen(t.app);
  const people = await Promise.all(Array.from({ length: 25 }, () => userWithToken(t.app)));
  const group = await createGroup(
    t.app.deps.db,
    people.map((p, i) => ({ userId: p.user.id, role: i === 0 ? ('owner' as const) : ('member' as const) })),
  );
  groupId = group.id;
  const sockets = await Promise.all(people.map((p) => connect(url, p.token)));
  for (const socket of sockets) await emitAck(socket, 'joinGroup', { groupId });
  listener = sockets[0] as ChatClient;
  listener.onAny((event: string, payload: unknown) => broadcasts.push({ event, payload }));
  for (const socket of sockets.slice(1)) {
    const first = await emitAck(socket, 'sendMessage', {
      groupId,
      clientId: newId(),
      text: 'my first message',
    });
    if (!first.ok) throw new Error('no first message');
    senders.push({ socket, messageId: first.message.id, lastAt: 0 });
  }
});
afterAll(async () => {
  for (const s of senders) s.socket.close();
  listener?.close();
  senders = [];
  await t?.close();
});

type Sender = (typeof senders)[number];
/** Each event's valid payload from `me`; a new event in core's map fails the type check here. */
const valid: Record<ClientEventName, (me: Sender) => Record<string, unknown>> = {
  joinGroup: () => ({ groupId }),
  leaveGroup: () => ({ groupId }),
  sendMessage: () => ({ groupId, clientId: newId(), text: 'fuzz says hello' }),
  editMessage: (me) => ({ groupId, messageId: me.messageId, text: 'my first message, edited' }),
  deleteMessage: () => ({ groupId, messageId: newId() }),
  addReaction: (me) => ({ groupId, messageId: me.messageId, emoji: communityRules.reactions[0] }),
  typingStart: () => ({ groupId }),
  typingStop: () => ({ groupId }),
  // Past the last seq: the mark moves to the newest message, so readers' receipts go out.
  markAsRead: () => ({ groupId, seq: 1_000_000 }),
};

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202eevil', '   ', '', '💥'.repeat(10)),
  fc.string({ minLength: 4000, maxLength: 5000 }),
);
const hostileNumber = fc.constantFrom(-1, 0, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31);
const anyValue = fc.oneof(fc.jsonValue(), hostileString, hostileNumber);

type Mutation =
  | { kind: 'valid' }
  | { kind: 'swap'; field: number; value: unknown }
  | { kind: 'drop'; field: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'valid' as const }),
  fc.record({ kind: fc.constant('swap' as const), field: fc.nat(), value: anyValue }),
  fc.record({ kind: fc.constant('drop' as const), field: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'ok'),
    ),
    value: anyValue,
  }),
  fc.record({ kind: fc.constant('whole' as const), value: anyValue }),
);

function payloadOf(event: ClientEventName, m: Mutation, me: Sender): unknown {
  const base = valid[event](me);
  const keys = Object.keys(base);
  switch (m.kind) {
    case 'valid':
      return base;
    case 'swap':
      return { ...base, [keys[m.field % keys.length] as string]: m.value };
    case 'drop': {
      const { [keys[m.field % keys.length] as string]: _dropped, ...rest } = base;
      return rest;
    }
    case 'extra':
      // defineProperty, so "__proto__" is a real key on the wire rather than a prototype change here.
      return Object.defineProperty({ ...base }, m.key, { value: m.value, enumerable: true });
    case 'whole':
      return m.value;
  }
}

const refusalCodes = ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'RATE_LIMITED'];

describe('socket events under payloads generated from the event map', () => {
  it.each(clientEventNames)(
    '%s: every answer is its declared result or the error shape',
    async (event) => {
      await fc.assert(
        fc.asyncProperty(mutation, async (m) => {
          const me = senders[turn++ % senders.length] as Sender;
          const wait = me.lastAt + 110 - Date.now();
          if (wait > 0) await sleep(wait);
          me.lastAt = Date.now();
          const ack = (await emitAck(me.socket, event, payloadOf(event, m, me))) as unknown as Record<
            string,
            unknown
          >;
          if (ack.ok === true) {
            const { ok: _ok, ...rest } = ack;
            const declared = clientEventResultSchemas[event].safeParse(rest);
            expect(declared.success, `${event} answered ${JSON.stringify(ack).slice(0, 300)}`).toBe(true);
            return;
          }
          expect(ack.ok).toBe(false);
          const error = ack.error as { code: string; message: string };
          expect(refusalCodes, JSON.stringify(ack)).toContain(error.code);
          expect(typeof error.message).toBe('string');
          expect(Object.keys(ack).sort()).toEqual(['error', 'ok']);
        }),
        { numRuns: runs },
      );
      // Every socket is still open; leaveGroup took some out of the room: back in for the next event.
      await sleep(200);
      for (const s of senders) {
        expect(s.socket.connected).toBe(true);
        expect(await emitAck(s.socket, 'joinGroup', { groupId })).toMatchObject({ ok: true });
      }
    },
    120_000,
  );

  it('every event the server broadcast meanwhile is within its declared schema', () => {
    const names = new Set(broadcasts.map((b) => b.event));
    // The fuzz's valid payloads make messages, edits, reactions, typing and reads: those were heard.
    for (const name of ['newMessage', 'messageEdited', 'reactionUpdated', 'typing', 'readReceipt'])
      expect(names.has(name), name).toBe(true);
    for (const { event, payload } of broadcasts) {
      const schema = serverEventSchemas[event as keyof typeof serverEventSchemas];
      expect(schema, `unknown server event ${event}`).toBeDefined();
      expect(schema.safeParse(payload).success, `${event}: ${JSON.stringify(payload).slice(0, 300)}`).toBe(
        true,
      );
    }
  });
});
