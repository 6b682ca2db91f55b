import { clientEventNames } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createGroup, emitAck, listen, newId, sleep, userWithToken } from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The socket's part of the fuzz test: every client event gets payloads of the wrong type, with
 * fields missing, too long, with extra keys, not an object at all, and without an ack callback. Each
 * that asks for an ack gets the error shape; none of them crashes the server or its socket.
 */
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  await t.close();
});

const id = '3f1c9a52-6d1e-4b7a-9c3e-2a5b8d7e6f10';
const huge = 'अ'.repeat(20_000);
const badPayloads: unknown[] = [
  undefined,
  null,
  42,
  'joinGroup',
  true,
  [],
  [id],
  {},
  { groupId: 5 },
  { groupId: 'not-a-uuid' },
  { groupId: huge },
  { groupId: id, extra: 1 },
  { groupId: { $ne: null } },
  { groupId: id, clientId: id, text: huge },
  { groupId: id, clientId: id, text: '   ' },
  { groupId: id, clientId: 'x', text: 'hi' },
  { groupId: id, clientId: id, text: 'hi', replyToSeq: -1 },
  { groupId: id, clientId: id, text: 'hi', replyToSeq: 1.5 },
  { groupId: id, messageId: id, text: 7 },
  { groupId: id, messageId: id, emoji: 'x'.repeat(5000) },
  { groupId: id, seq: '10' },
  { groupId: id, seq: -1 },
  { groupId: id, seq: Number.MAX_SAFE_INTEGER + 2, extra: [] },
];

describe('socket events under bad payloads', () => {
  it.each(clientEventNames)(
    '%s answers every bad payload with the error shape and keeps working',
    async (event) => {
      const { user, token } = await userWithToken(t.app);
      const group = await createGroup(t.app.deps.db, [{ userId: user.id, role: 'owner' }]);
      const socket = await connect(url, token);
      for (const payload of badPayloads) {
        // A few of the payloads are valid for some events (a plain groupId for joinGroup): those may
        // succeed or be refused by the service, but must answer in the ack shape either way.
        const ack = await emitAck(socket, event, payload);
        if (ack.ok) continue;
        expect(ack.error.code).toMatch(/^(VALIDATION_ERROR|NOT_FOUND|CONFLICT)$/);
        expect(typeof ack.error.message).toBe('string');
      }
      expect((await emitAck(socket, event, 'nonsense')).ok).toBe(false);
      // No ack callback, or extra arguments: nothing to answer, and nothing breaks.
      socket.emit(event, { groupId: 7 });
      socket.emit(event);
      socket.emit(event, { groupId: group.id }, 'not-a-callback', 3);
      await sleep(50);
      expect(socket.connected).toBe(true);
      expect(await emitAck(socket, 'joinGroup', { groupId: group.id })).toEqual({ ok: true, lastSeq: 0 });
      socket.close();
    },
  );

  it('answers an unknown event NOT_FOUND, and a frame past the size cap closes only that socket', async () => {
    const { user, token } = await userWithToken(t.app);
    const group = await createGroup(t.app.deps.db, [{ userId: user.id, role: 'owner' }]);
    const socket = await connect(url, token);
    expect(await emitAck(socket, 'dropTables' as 'joinGroup', {})).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const closed = new Promise((r) => socket.once('disconnect', r));
    socket.emit('sendMessage', { groupId: group.id, clientId: newId(), text: 'x'.repeat(200_000) });
    await closed;
    const again = await connect(url, token);
    const ack = await emitAck(again, 'sendMessage', {
      groupId: group.id,
      clientId: newId(),
      text: 'still here',
    });
    expect(ack).toMatchObject({ ok: true, message: { seq: 1 } });
    again.close();
  });
  it('answers INTERNAL for an unexpected failure, logs it, and keeps the socket open', async () => {
    const { user, token } = await userWithToken(t.app);
    const group = await createGroup(t.app.deps.db, [{ userId: user.id, role: 'owner' }]);
    const socket = await connect(url, token);
    const db = t.app.deps.db;
    const select = db.select;
    db.select = (() => {
      throw new Error('the database went away');
    }) as unknown as typeof select;
    let ack: Awaited<ReturnType<typeof emitAck<'markAsRead'>>>;
    try {
      ack = await emitAck(socket, 'markAsRead', { groupId: group.id, seq: 1 });
    } finally {
      db.select = select;
    }
    expect(ack).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Something went wrong on our side' },
    });
    expect(t.logs.some((line) => line.includes('chat event failed') && line.includes('markAsRead'))).toBe(
      true,
    );
    expect(await emitAck(socket, 'joinGroup', { groupId: group.id })).toEqual({ ok: true, lastSeq: 0 });
    socket.close();
  });
});
