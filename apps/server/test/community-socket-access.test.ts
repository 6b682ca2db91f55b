import { type ClientEventName, clientEventNames } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  connect,
  createGroup,
  emitAck,
  listen,
  newId,
  userWithToken,
} from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The access table of the socket's events (the REST routes' is access-table.ts): every client event
 * tried as each kind of caller, against another member's message where the event names one. `ok` is
 * an acknowledged success; a code is the refusal. Anonymous callers never get a socket at all.
 */
type Caller = 'nonMember' | 'member' | 'moderator';
const table: Record<ClientEventName, Record<Caller, 'ok' | 'NOT_FOUND' | 'CONFLICT'>> = {
  joinGroup: { nonMember: 'NOT_FOUND', member: 'ok', moderator: 'ok' },
  // Leaving a room one is not in, or stopping a typing one never started, changes nothing.
  leaveGroup: { nonMember: 'ok', member: 'ok', moderator: 'ok' },
  sendMessage: { nonMember: 'NOT_FOUND', member: 'ok', moderator: 'ok' },
  editMessage: { nonMember: 'NOT_FOUND', member: 'CONFLICT', moderator: 'CONFLICT' },
  deleteMessage: { nonMember: 'NOT_FOUND', member: 'CONFLICT', moderator: 'ok' },
  addReaction: { nonMember: 'NOT_FOUND', member: 'ok', moderator: 'ok' },
  typingStart: { nonMember: 'NOT_FOUND', member: 'ok', moderator: 'ok' },
  typingStop: { nonMember: 'ok', member: 'ok', moderator: 'ok' },
  markAsRead: { nonMember: 'NOT_FOUND', member: 'ok', moderator: 'ok' },
};

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('who may send each socket event', () => {
  it('covers every client event of the map', () => {
    expect(Object.keys(table).sort()).toEqual([...clientEventNames].sort());
  });

  it('refuses an anonymous socket before any event', async () => {
    await expect(connect(url, undefined)).rejects.toMatchObject({
      data: { error: { code: 'UNAUTHENTICATED' } },
    });
    await expect(connect(url, '')).rejects.toMatchObject({ data: { error: { code: 'UNAUTHENTICATED' } } });
  });

  it.each(clientEventNames)('%s', async (event) => {
    const [author, member, moderator, outsider] = await Promise.all(
      [1, 2, 3, 4].map(() => userWithToken(t.app)),
    );
    if (!author || !member || !moderator || !outsider) throw new Error('no users');
    const group = await createGroup(t.app.deps.db, [
      { userId: author.user.id, role: 'owner' },
      { userId: member.user.id },
      { userId: moderator.user.id, role: 'admin' },
    ]);
    const authorSocket = await connect(url, author.token);
    const sent = await emitAck(authorSocket, 'sendMessage', {
      groupId: group.id,
      clientId: newId(),
      text: 'asli',
    });
    if (!sent.ok) throw new Error('no message');
    const messageId = sent.message.id;
    const payloads: Record<ClientEventName, object> = {
      joinGroup: { groupId: group.id },
      leaveGroup: { groupId: group.id },
      sendMessage: { groupId: group.id, clientId: newId(), text: 'hello' },
      editMessage: { groupId: group.id, messageId, text: 'changed' },
      deleteMessage: { groupId: group.id, messageId },
      addReaction: { groupId: group.id, messageId, emoji: '🎉' },
      typingStart: { groupId: group.id },
      typingStop: { groupId: group.id },
      markAsRead: { groupId: group.id, seq: 1 },
    };
    const callers: [Caller, string][] = [
      ['nonMember', outsider.token],
      ['member', member.token],
      ['moderator', moderator.token],
    ];
    for (const [caller, token] of callers) {
      const socket: ChatClient = await connect(url, token);
      // Each caller tries to join first, as the client does (typing needs the room); a non-member's
      // join is refused, so they try the event from outside the room.
      await emitAck(socket, 'joinGroup', { groupId: group.id });
      const ack = await emitAck(socket, event, payloads[event]);
      const got = ack.ok ? 'ok' : ack.error.code;
      expect({ event, caller, got }).toEqual({ event, caller, got: table[event][caller] });
      socket.close();
    }
    authorSocket.close();
  });
});
