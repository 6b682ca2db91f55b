import type { ChatMessage } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groupMessages, messageReactions, users } from '../src/db/schema/index.ts';
import {
  type ChatClient,
  collect,
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
 * Attacks on the chat socket (issue 19's security pass): the handshake, hostile payloads, ids
 * paired across groups, muted and removed members, floods. Each test asserts the secure behaviour;
 * `it.skip` with a FINDING comment marks what is still open.
 */
let t: TestApp;
let url = '';
const open: ChatClient[] = [];
type Person = Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  url = await listen(t.app);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const client = async (who: Person) => {
  const s = await connect(url, who.token);
  open.push(s);
  return s;
};
const people = (n: number) => Promise.all(Array.from({ length: n }, () => userWithToken(t.app)));
const refusal = (p: Promise<ChatClient>) =>
  p.then(
    (s) => {
      s.close();
      return 'connected';
    },
    (err: { data?: { error?: { code?: string } } }) => err.data?.error?.code ?? 'refused',
  );

describe('handshake', () => {
  it('refuses a foreign Origin, no token, a forged token, a deleted user and a disabled one', async () => {
    const [alive, gone, off] = (await people(3)) as [Person, Person, Person];
    expect(await refusal(connect(url, alive.token, { origin: 'https://evil.example' }))).toBe('FORBIDDEN');
    expect(await refusal(connect(url, alive.token, { origin: 'null' }))).toBe('FORBIDDEN');
    expect(await refusal(connect(url, undefined))).toBe('UNAUTHENTICATED');
    expect(await refusal(connect(url, `${alive.token.slice(0, -4)}AAAA`))).toBe('UNAUTHENTICATED');
    await t.app.deps.db.delete(users).where(eq(users.id, gone.user.id));
    expect(await refusal(connect(url, gone.token))).toBe('UNAUTHENTICATED');
    await t.app.deps.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, off.user.id));
    expect(await refusal(connect(url, off.token))).toBe('ACCOUNT_DISABLED');
    expect(await refusal(connect(url, alive.token))).toBe('connected');
  });
});

describe('hostile payloads', () => {
  it('answers non-objects, prototype keys and extra fields with the error shape, and stays up', async () => {
    const [me] = (await people(1)) as [Person];
    const group = await createGroup(t.app.deps.db, [{ userId: me.user.id, role: 'owner' }]);
    const s = await client(me);
    const bad: unknown[] = [
      null,
      42,
      'groupId',
      [group.id],
      { groupId: group.id, __proto__: { admin: true } },
      JSON.parse(`{"groupId":"${group.id}","__proto__":{"role":"owner"}}`),
      JSON.parse(`{"groupId":"${group.id}","constructor":{"prototype":{"role":"owner"}}}`),
      { groupId: `${group.id}' or 1=1 --` },
    ];
    for (const payload of bad) {
      const ack = await emitAck(s, 'joinGroup', payload);
      // The plain object literal's __proto__ only sets its prototype: that one is a valid join.
      if (ack.ok) continue;
      expect(JSON.stringify(ack)).toMatch(/VALIDATION_ERROR/);
    }
    // Sharing a question by editing a message is not a field of an edit.
    const sent = await emitAck(s, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'x' });
    if (!sent.ok) throw new Error('send failed');
    const card = await emitAck(s, 'editMessage', {
      groupId: group.id,
      messageId: sent.message.id,
      text: 'ab card',
      questionId: newId(),
    });
    expect(card).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect(Object.prototype).not.toHaveProperty('role');
    expect(Object.prototype).not.toHaveProperty('admin');
    expect((await emitAck(s, 'joinGroup', { groupId: group.id })).ok).toBe(true);
  });

  // Was a FINDING (low, INTERNAL on the socket): REST refuses NUL and lone surrogates in every body
  // (plugins/input-guard.ts), but the socket's events skipped that plugin, so such a text reached
  // PostgreSQL and the ack was INTERNAL. Fixed in core's messageText schema (events.ts).
  it('a NUL or a lone surrogate in a socket message is a VALIDATION_ERROR, never INTERNAL', async () => {
    const [me] = (await people(1)) as [Person];
    const group = await createGroup(t.app.deps.db, [{ userId: me.user.id, role: 'owner' }]);
    const s = await client(me);
    const send = await emitAck(s, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'a\u0000b' });
    expect(send).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_ERROR', rule: 'validation.forbiddenCharacter' },
    });
    const lone = await emitAck(s, 'sendMessage', {
      groupId: group.id,
      clientId: newId(),
      text: `@${me.user.username} \ud800`,
    });
    expect(lone).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    const ok = await emitAck(s, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'ok' });
    if (!ok.ok) throw new Error('send failed');
    const edit = await emitAck(s, 'editMessage', {
      groupId: group.id,
      messageId: ok.message.id,
      text: 'x\u0000y',
    });
    expect(edit).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('closes a socket that sends more than the buffer limit, and serves the others', async () => {
    const [me, other] = (await people(2)) as [Person, Person];
    const group = await createGroup(t.app.deps.db, [{ userId: me.user.id, role: 'owner' }]);
    const big = await client(me);
    const closed = new Promise<string>((resolve) => big.once('disconnect', (reason) => resolve(reason)));
    big.emit('sendMessage', { groupId: group.id, clientId: newId(), text: 'x'.repeat(200_000) });
    expect(await closed).toBeTruthy();
    const fine = await client(other);
    expect((await emitAck(fine, 'joinGroup', { groupId: newId() })).ok).toBe(false);
    const count = await t.app.deps.db.select().from(groupMessages).where(eq(groupMessages.groupId, group.id));
    expect(count).toHaveLength(0);
  });
});

describe('ids paired across groups', () => {
  it('edits, deletes and reacts to group B’s message through my group A: 404, and B hears nothing', async () => {
    const [me, victim] = (await people(2)) as [Person, Person];
    const mine = await createGroup(t.app.deps.db, [{ userId: me.user.id, role: 'owner' }]);
    const theirs = await createGroup(t.app.deps.db, [{ userId: victim.user.id, role: 'owner' }]);
    const vs = await client(victim);
    await emitAck(vs, 'joinGroup', { groupId: theirs.id });
    const sent = await emitAck(vs, 'sendMessage', {
      groupId: theirs.id,
      clientId: newId(),
      text: 'B ka raaz',
    });
    if (!sent.ok) throw new Error('send failed');
    const heard = [...['messageEdited', 'messageDeleted', 'reactionUpdated'].map((e) => collect(vs, e))];
    const s = await client(me);
    const messageId = sent.message.id;
    const answers = await Promise.all([
      emitAck(s, 'joinGroup', { groupId: theirs.id }),
      emitAck(s, 'editMessage', { groupId: mine.id, messageId, text: 'hacked' }),
      emitAck(s, 'deleteMessage', { groupId: mine.id, messageId }),
      emitAck(s, 'addReaction', { groupId: mine.id, messageId, emoji: communityEmoji }),
      emitAck(s, 'editMessage', { groupId: theirs.id, messageId, text: 'hacked' }),
      emitAck(s, 'deleteMessage', { groupId: theirs.id, messageId }),
      emitAck(s, 'addReaction', { groupId: theirs.id, messageId, emoji: communityEmoji }),
      emitAck(s, 'typingStart', { groupId: theirs.id }),
      emitAck(s, 'markAsRead', { groupId: theirs.id, seq: 1 }),
    ]);
    for (const a of answers) expect(a).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(JSON.stringify(answers)).not.toContain('raaz');
    await sleep(200);
    expect(heard.flat()).toEqual([]);
    const [row] = await t.app.deps.db.select().from(groupMessages).where(eq(groupMessages.id, messageId));
    expect(row).toMatchObject({ text: 'B ka raaz', deletedAt: null, editedAt: null });
    expect(await t.app.deps.db.select().from(messageReactions)).not.toContainEqual(
      expect.objectContaining({ messageId }),
    );
  });
});

describe('muted and removed members', () => {
  it('a removed member hears nothing more and cannot join the room again, even reconnecting', async () => {
    const [owner, gone] = (await people(2)) as [Person, Person];
    const group = await createGroup(t.app.deps.db, [
      { userId: owner.user.id, role: 'owner' },
      { userId: gone.user.id },
    ]);
    const os = await client(owner);
    const gs = await client(gone);
    await emitAck(os, 'joinGroup', { groupId: group.id });
    expect((await emitAck(gs, 'joinGroup', { groupId: group.id })).ok).toBe(true);
    const heard = collect<ChatMessage>(gs, 'newMessage');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/community/groups/${group.id}/members/${gone.user.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.statusCode).toBe(204);
    await emitAck(os, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'after removal' });
    const again = await client(gone);
    const reheard = collect<ChatMessage>(again, 'newMessage');
    expect(await emitAck(again, 'joinGroup', { groupId: group.id })).toMatchObject({ ok: false });
    expect(await emitAck(gs, 'joinGroup', { groupId: group.id })).toMatchObject({ ok: false });
    await emitAck(os, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'still secret' });
    await sleep(200);
    expect([...heard, ...reheard]).toEqual([]);
  });

  // Was a FINDING (low): a muted member (or anyone in an archived group) showed "typing…" to the
  // group; typingStart now asks what sending asks (assertCanWrite).
  it('a muted member cannot show others a typing indicator', async () => {
    const [owner, muted] = (await people(2)) as [Person, Person];
    const group = await createGroup(t.app.deps.db, [
      { userId: owner.user.id, role: 'owner' },
      { userId: muted.user.id },
    ]);
    await t.app.deps.db
      .update(groupMembers)
      .set({ mutedUntil: new Date(t.clock().getTime() + 3_600_000) })
      .where(eq(groupMembers.userId, muted.user.id));
    const os = await client(owner);
    const ms = await client(muted);
    await emitAck(os, 'joinGroup', { groupId: group.id });
    await emitAck(ms, 'joinGroup', { groupId: group.id });
    const typing = collect(os, 'typing');
    const ack = await emitAck(ms, 'typingStart', { groupId: group.id });
    await sleep(200);
    expect(ack.ok).toBe(false);
    expect(typing).toEqual([]);
  });
});

const communityEmoji = '👍' as const;

describe('floods', () => {
  it('one socket’s flood of events is cut by its budget', async () => {
    const [me] = (await people(1)) as [Person];
    const group = await createGroup(t.app.deps.db, [{ userId: me.user.id, role: 'owner' }]);
    const s = await client(me);
    await emitAck(s, 'joinGroup', { groupId: group.id });
    const acks = await Promise.all(
      Array.from({ length: 120 }, () => emitAck(s, 'typingStart', { groupId: group.id })),
    );
    const limited = acks.filter((a) => !a.ok && a.error.code === 'RATE_LIMITED').length;
    expect(limited).toBeGreaterThanOrEqual(70);
  });

  // Was a FINDING (medium): the event budget was per socket, so N sockets gave N budgets (320
  // reaction toggles from 8 sockets). Now a user's sockets on a node share one budget, and a user
  // holds at most 8 sockets there (socket/user-budgets.ts).
  it('a user cannot multiply the event budget by opening more sockets', async () => {
    const [me] = (await people(1)) as [Person];
    const group = await createGroup(t.app.deps.db, [{ userId: me.user.id, role: 'owner' }]);
    const first = await client(me);
    const sent = await emitAck(first, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'react' });
    if (!sent.ok) throw new Error('send failed');
    const sockets = [first, ...(await Promise.all(Array.from({ length: 7 }, () => client(me))))];
    // A ninth socket of the same user is refused at the handshake.
    expect(await refusal(connect(url, me.token))).toBe('RATE_LIMITED');
    const acks = await Promise.all(
      sockets.flatMap((s) =>
        Array.from({ length: 40 }, () =>
          emitAck(s, 'addReaction', { groupId: group.id, messageId: sent.message.id, emoji: communityEmoji }),
        ),
      ),
    );
    const done = acks.filter((a) => a.ok).length;
    // One socket's burst is 40; a user's should not be 8 times that.
    expect(done).toBeLessThanOrEqual(80);
  });
});

describe('an expired token', () => {
  it('is refused at the handshake with TOKEN_EXPIRED (runs last: it moves the clock)', async () => {
    const [me] = (await people(1)) as [Person];
    t.clock.advance(24 * 3600 * 1000);
    expect(await refusal(connect(url, me.token))).toBe('TOKEN_EXPIRED');
  });
});
