import { clientEventNames } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createGroup, emitAck, listen, newId, userWithToken } from './community-fixtures.ts';
import { createOrganisation } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The cross-institute wall on the socket (institutes-isolation.test.ts walks the REST routes): institute
 * A's batch group, with A's student and teacher in it; B's admin, teacher and student, and a platform
 * admin, try every client event on it. Each event that names the group is refused as if the group did
 * not exist, and none of them hears A's messages.
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

describe('institute A’s batch group over the socket', () => {
  it('is closed to institute B and to platform admins, event by event', async () => {
    const db = t.app.deps.db;
    const [orgA, orgB] = [
      await createOrganisation(db, 'A Academy'),
      await createOrganisation(db, 'B Classes'),
    ];
    const studentA = await userWithToken(t.app, { organizationId: orgA.id, orgRole: 'member' });
    const teacherA = await userWithToken(t.app, { organizationId: orgA.id, orgRole: 'teacher' });
    const group = await createGroup(
      db,
      [
        { userId: teacherA.user.id, role: 'admin' },
        { userId: studentA.user.id, role: 'member' },
      ],
      { kind: 'batch', organizationId: orgA.id, name: 'Batch A-1' },
    );
    const socketA = await connect(url, studentA.token);
    expect(await emitAck(socketA, 'joinGroup', { groupId: group.id })).toMatchObject({ ok: true });
    const sent = await emitAck(socketA, 'sendMessage', {
      groupId: group.id,
      clientId: newId(),
      text: 'A only',
    });
    if (!sent.ok) throw new Error('no message');
    const messageId = sent.message.id;

    const outsiders = [
      await userWithToken(t.app, { organizationId: orgB.id, orgRole: 'admin' }),
      await userWithToken(t.app, { organizationId: orgB.id, orgRole: 'teacher' }),
      await userWithToken(t.app, { organizationId: orgB.id, orgRole: 'member' }),
      await userWithToken(t.app, { role: 'admin' }),
    ];
    const payloads = {
      joinGroup: { groupId: group.id },
      sendMessage: { groupId: group.id, clientId: newId(), text: 'from outside' },
      editMessage: { groupId: group.id, messageId, text: 'x' },
      deleteMessage: { groupId: group.id, messageId },
      addReaction: { groupId: group.id, messageId, emoji: '👍' },
      typingStart: { groupId: group.id },
      markAsRead: { groupId: group.id, seq: 1 },
    };
    for (const outsider of outsiders) {
      const socket = await connect(url, outsider.token);
      const heard: unknown[] = [];
      socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
      for (const [event, payload] of Object.entries(payloads)) {
        const ack = await emitAck(socket, event as keyof typeof payloads, payload);
        expect({ event, ack }).toMatchObject({ event, ack: { ok: false, error: { code: 'NOT_FOUND' } } });
      }
      await emitAck(socketA, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'still A only' });
      expect(heard).toEqual([]);
      socket.close();
    }
    // The events not listed above name no group's content: leaving and stopping typing change nothing.
    expect(clientEventNames.filter((e) => !(e in payloads)).sort()).toEqual(['leaveGroup', 'typingStop']);
    socketA.close();
  });
});
