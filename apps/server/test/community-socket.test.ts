import { type ChatMessage, groupRoom } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages } from '../src/db/schema/index.ts';
import {
  collect,
  connect,
  createGroup,
  emitAck,
  listen,
  newId,
  nextEvent,
  pairInRoom,
  sleep,
  userWithToken,
} from './community-fixtures.ts';
import { createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('chat handshake', () => {
  it('refuses a connection without a token, with the error shape in err.data', async () => {
    const err = await connect(url, undefined).then(
      () => null,
      (e: Error & { data?: unknown }) => e,
    );
    expect(err?.data).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a forged token and a foreign Origin', async () => {
    const { token } = await userWithToken(t.app);
    const forged = await connect(url, `${token}x`).catch((e: { data?: unknown }) => e);
    expect(forged).toMatchObject({ data: { error: { code: 'UNAUTHENTICATED' } } });
    const foreign = await connect(url, token, { origin: 'https://evil.example' }).catch(
      (e: { data?: unknown }) => e,
    );
    expect(foreign).toMatchObject({ data: { error: { code: 'FORBIDDEN' } } });
    const ours = await connect(url, token, { origin: 'http://abhyas.test' });
    expect(ours.connected).toBe(true);
    ours.close();
  });

  it('refuses a disabled account, and closes its open sockets when an admin disables it', async () => {
    const { user, token } = await userWithToken(t.app);
    const socket = await connect(url, token);
    const closed = nextEvent(socket, 'disconnect');
    const { setUserDisabled } = await import('../src/modules/admin/service.ts');
    await setUserDisabled(t.app.deps, user.id, true);
    expect(await closed).toBe('io server disconnect');
    const again = await connect(url, token).catch((e: { data?: unknown }) => e);
    expect(again).toMatchObject({ data: { error: { code: 'ACCOUNT_DISABLED' } } });
  });
});

describe('sockets closed when access changes', () => {
  it('closes the user’s sockets when they sign out, and a reuse of a spent refresh token closes them too', async () => {
    const user = await createUser(t.app.deps.db);
    const session = await signIn(t.app, user.username);
    const socket = await connect(url, session.token);
    const closed = nextEvent(socket, 'disconnect');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');

    const other = await signIn(t.app, user.username);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: other.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
    const again = await connect(url, (rotated.json() as { token: string }).token);
    const closedAgain = nextEvent(again, 'disconnect');
    // The first refresh token, spent by the rotation above, presented again after the two-tabs grace
    // window: a thief's copy.
    t.clock.advance(60_000);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: other.refreshToken },
    });
    expect(reused.statusCode).toBe(401);
    expect(await closedAgain).toBe('io server disconnect');
  });

  it('closes a member’s sockets when an institute admin changes their role', async () => {
    const org = await createOrganisation(t.app.deps.db);
    await userWithToken(t.app, { organizationId: org.id, orgRole: 'admin' });
    const { user, token } = await userWithToken(t.app, { organizationId: org.id, orgRole: 'member' });
    const socket = await connect(url, token);
    const closed = nextEvent(socket, 'disconnect');
    const { updateMember } = await import('../src/modules/batches/services/update-member.ts');
    await updateMember(t.app.deps, org.id, user.id, { orgRole: 'teacher' });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('rooms and messages', () => {
  it('refuses a non-member’s joinGroup, who then hears nothing of the group', async () => {
    const a = await userWithToken(t.app);
    const outsider = await userWithToken(t.app);
    const group = await createGroup(t.app.deps.db, [{ userId: a.user.id, role: 'owner' }]);
    const sa = await connect(url, a.token);
    const so = await connect(url, outsider.token);
    const heard = collect(so, 'newMessage');
    expect(await emitAck(so, 'joinGroup', { groupId: group.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await emitAck(sa, 'joinGroup', { groupId: group.id })).toEqual({ ok: true, lastSeq: 0 });
    const sent = await emitAck(sa, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'नमस्ते' });
    expect(sent).toMatchObject({ ok: true, message: { seq: 1, text: 'नमस्ते' } });
    expect(await emitAck(so, 'typingStart', { groupId: group.id })).toMatchObject({ ok: false });
    await sleep(200);
    expect(heard).toEqual([]);
    sa.close();
    so.close();
  });

  it('commits before telling: the ack carries the seq, the other member hears it, the database has it', async () => {
    const { group, sa, sb } = await pairInRoom(t.app, url);
    const heard = nextEvent<ChatMessage>(sb, 'newMessage');
    const clientId = newId();
    const ack = await emitAck(sa, 'sendMessage', { groupId: group.id, clientId, text: 'kal ka test?' });
    if (!ack.ok) throw new Error(ack.error.message);
    expect((await heard).seq).toBe(ack.message.seq);
    const rows = await t.app.deps.db.select().from(groupMessages).where(eq(groupMessages.groupId, group.id));
    expect(rows.map((r) => [r.seq, r.text])).toEqual([[1, 'kal ka test?']]);

    // A retry of the same clientId is the same message: same seq, one row, nobody told twice.
    const retry = await emitAck(sa, 'sendMessage', { groupId: group.id, clientId, text: 'kal ka test?' });
    expect(retry).toMatchObject({ ok: true, message: { seq: 1, id: ack.message.id } });
    expect(await t.app.deps.db.$count(groupMessages, eq(groupMessages.groupId, group.id))).toBe(1);
    sa.close();
    sb.close();
  });

  it('keeps seqs dense and ordered under concurrent senders', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => userWithToken(t.app)));
    const group = await createGroup(
      t.app.deps.db,
      people.map((p) => ({ userId: p.user.id })),
    );
    const sockets = await Promise.all(people.map((p) => connect(url, p.token)));
    const acks = await Promise.all(
      sockets.flatMap((s, i) =>
        [1, 2, 3, 4, 5].map((n) =>
          emitAck(s, 'sendMessage', { groupId: group.id, clientId: newId(), text: `${i}-${n}` }),
        ),
      ),
    );
    expect(acks.every((a) => a.ok)).toBe(true);
    const seqs = acks.map((a) => (a.ok ? a.message.seq : 0)).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const s of sockets) s.close();
  });

  it('takes a removed member out of the room: they hear nothing more', async () => {
    const { b, group, sa, sb } = await pairInRoom(t.app, url);
    const heard = collect<ChatMessage>(sb, 'newMessage');
    await emitAck(sa, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'one' });
    await sleep(100);
    // As the group service does on removal: the row goes, then every socket of the user leaves.
    const { groupMembers } = await import('../src/db/schema/index.ts');
    await t.app.deps.db.delete(groupMembers).where(eq(groupMembers.userId, b.user.id));
    t.app.deps.realtime.removeFromGroup(b.user.id, group.id);
    await sleep(100);
    await emitAck(sa, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'two' });
    await sleep(200);
    expect(heard.map((m) => m.text)).toEqual(['one']);
    expect(groupRoom(group.id)).toBe(`group:${group.id}`);
    sa.close();
    sb.close();
  });
});
