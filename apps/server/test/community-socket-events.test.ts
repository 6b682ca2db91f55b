import type { ChatMessage } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groupModerationLog, groups, notifications } from '../src/db/schema/index.ts';
import {
  type ChatClient,
  collect,
  connect,
  createGroup,
  emitAck,
  listen,
  newId,
  nextEvent,
  sleep,
  userWithToken,
} from './community-fixtures.ts';
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

/** An owner and two members, each connected and joined. */
async function room() {
  const [owner, a, b] = await Promise.all([1, 2, 3].map(() => userWithToken(t.app)));
  if (!owner || !a || !b) throw new Error('no users');
  const group = await createGroup(t.app.deps.db, [
    { userId: owner.user.id, role: 'owner' },
    { userId: a.user.id },
    { userId: b.user.id },
  ]);
  const sockets = await Promise.all([owner, a, b].map((u) => connect(url, u.token)));
  for (const s of sockets) await emitAck(s, 'joinGroup', { groupId: group.id });
  const [so, sa, sb] = sockets as [ChatClient, ChatClient, ChatClient];
  const close = () => {
    for (const s of sockets) s.close();
  };
  return { group, owner, a, b, so, sa, sb, close };
}

async function send(s: ChatClient, groupId: string, text: string, extra: object = {}): Promise<ChatMessage> {
  const ack = await emitAck(s, 'sendMessage', { groupId, clientId: newId(), text, ...extra });
  if (!ack.ok) throw new Error(`${ack.error.code}: ${ack.error.message}`);
  return ack.message;
}

describe('chat events', () => {
  it('edits only one’s own message, marked edited, and tells the room', async () => {
    const r = await room();
    const m = await send(r.sa, r.group.id, 'kal 10 baje');
    const heard = nextEvent<ChatMessage>(r.sb, 'messageEdited');
    const edited = await emitAck(r.sa, 'editMessage', {
      groupId: r.group.id,
      messageId: m.id,
      text: 'kal 11 baje',
    });
    expect(edited).toMatchObject({ ok: true, message: { seq: m.seq, text: 'kal 11 baje' } });
    expect((await heard).editedAt).not.toBeNull();
    const other = await emitAck(r.sb, 'editMessage', {
      groupId: r.group.id,
      messageId: m.id,
      text: 'mine now',
    });
    expect(other).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', rule: 'validation.community.notAuthor' },
    });
    r.close();
  });

  it('deletes as a tombstone: the author their own, a moderator anyone’s (logged), a member not another’s', async () => {
    const r = await room();
    const m1 = await send(r.sa, r.group.id, 'galat jawab');
    const m2 = await send(r.sa, r.group.id, 'spam');
    expect(await emitAck(r.sb, 'deleteMessage', { groupId: r.group.id, messageId: m1.id })).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', rule: 'validation.community.notAuthorOrModerator' },
    });
    const heard = nextEvent<ChatMessage>(r.sb, 'messageDeleted');
    const own = await emitAck(r.sa, 'deleteMessage', { groupId: r.group.id, messageId: m1.id });
    expect(own).toMatchObject({ ok: true, message: { seq: m1.seq, text: null } });
    expect(await heard).toMatchObject({ seq: m1.seq, text: null });
    const byOwner = await emitAck(r.so, 'deleteMessage', { groupId: r.group.id, messageId: m2.id });
    expect(byOwner).toMatchObject({ ok: true, message: { text: null } });
    const log = await t.app.deps.db
      .select()
      .from(groupModerationLog)
      .where(eq(groupModerationLog.groupId, r.group.id));
    expect(log.map((l) => [l.action, l.messageSeq])).toEqual([['deleteMessage', m2.seq]]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/community/groups/${r.group.id}/messages`,
      headers: { authorization: `Bearer ${r.b.token}` },
    });
    expect(res.json().data.map((m: ChatMessage) => [m.seq, m.text, m.deletedAt !== null])).toEqual([
      [m1.seq, null, true],
      [m2.seq, null, true],
    ]);
    r.close();
  });

  it('toggles a reaction from the allowed set and tells the room', async () => {
    const r = await room();
    const m = await send(r.sa, r.group.id, 'shabash');
    const heard = nextEvent(r.sa, 'reactionUpdated');
    expect(await emitAck(r.sb, 'addReaction', { groupId: r.group.id, messageId: m.id, emoji: '👍' })).toEqual(
      {
        ok: true,
        added: true,
        count: 1,
      },
    );
    expect(await heard).toMatchObject({
      seq: m.seq,
      emoji: '👍',
      added: true,
      count: 1,
      userId: r.b.user.id,
    });
    // History gives each reader their own `mine`.
    const reactionsAs = async (token: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/community/groups/${r.group.id}/messages`,
        headers: { authorization: `Bearer ${token}` },
      });
      return (res.json().data as ChatMessage[]).find((x) => x.id === m.id)?.reactions;
    };
    expect(await reactionsAs(r.b.token)).toEqual([{ emoji: '👍', count: 1, mine: true }]);
    expect(await reactionsAs(r.a.token)).toEqual([{ emoji: '👍', count: 1, mine: false }]);
    expect(await emitAck(r.sb, 'addReaction', { groupId: r.group.id, messageId: m.id, emoji: '👍' })).toEqual(
      {
        ok: true,
        added: false,
        count: 0,
      },
    );
    expect(
      await emitAck(r.sb, 'addReaction', { groupId: r.group.id, messageId: m.id, emoji: '💩' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_ERROR', field: 'emoji' },
    });
    r.close();
  });

  it('moves the read mark forwards only, capped at the last message, with a receipt to the room', async () => {
    const r = await room();
    await send(r.sa, r.group.id, 'ek');
    const m2 = await send(r.sa, r.group.id, 'do');
    const receipt = nextEvent(r.sa, 'readReceipt');
    expect(await emitAck(r.sb, 'markAsRead', { groupId: r.group.id, seq: 99 })).toEqual({
      ok: true,
      lastReadSeq: m2.seq,
    });
    expect(await receipt).toEqual({ groupId: r.group.id, userId: r.b.user.id, seq: m2.seq });
    expect(await emitAck(r.sb, 'markAsRead', { groupId: r.group.id, seq: 1 })).toEqual({
      ok: true,
      lastReadSeq: m2.seq,
    });
    r.close();
  });

  it('shows typing to the others (not the typist), and stops it on typingStop', async () => {
    const r = await room();
    const mine = collect(r.sa, 'typing');
    const started = nextEvent(r.sb, 'typing');
    expect(await emitAck(r.sa, 'typingStart', { groupId: r.group.id })).toEqual({ ok: true });
    expect(await started).toEqual({
      groupId: r.group.id,
      user: { id: r.a.user.id, name: r.a.user.name },
      typing: true,
    });
    const stopped = nextEvent(r.sb, 'typing');
    await emitAck(r.sa, 'typingStop', { groupId: r.group.id });
    expect(await stopped).toMatchObject({ typing: false });
    // A flood of starts costs one broadcast, and the server answers everything that fits the budget.
    const flood = collect(r.sb, 'typing');
    const acks = await Promise.all(
      Array.from({ length: 100 }, () => emitAck(r.sa, 'typingStart', { groupId: r.group.id })),
    );
    expect(acks.filter((a) => a.ok).length).toBeGreaterThan(0);
    expect(acks.some((a) => !a.ok && a.error.code === 'RATE_LIMITED')).toBe(true);
    await sleep(100);
    expect(flood).toHaveLength(1);
    expect(mine).toEqual([]);
    r.close();
  });

  it('notifies a mentioned member only, and the author of the message replied to', async () => {
    const r = await room();
    const first = await send(r.sb, r.group.id, 'kya koi help karega?');
    await send(r.sa, r.group.id, `@${r.owner.user.username} dekhiye, @nobody_here`, {
      replyToSeq: first.seq,
    });
    const rows = await t.app.deps.db.select().from(notifications);
    const mine = (id: string) => rows.filter((n) => n.userId === id).map((n) => n.kind);
    expect(mine(r.owner.user.id)).toEqual(['chatMention']);
    expect(mine(r.b.user.id)).toEqual(['chatReply']);
    expect(mine(r.a.user.id)).toEqual([]);
    r.close();
  });

  it('refuses with clear errors: slow mode, a muted member, an archived group, the burst', async () => {
    const r = await room();
    await t.app.deps.db.update(groups).set({ slowModeSeconds: 30 }).where(eq(groups.id, r.group.id));
    await send(r.sa, r.group.id, 'pehla');
    expect(
      await emitAck(r.sa, 'sendMessage', { groupId: r.group.id, clientId: newId(), text: 'doosra' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED', rule: 'validation.community.slowMode', retryAfterSeconds: 30 },
    });
    await send(r.so, r.group.id, 'moderators are not slowed'); // the owner
    await send(r.so, r.group.id, 'twice');
    t.clock.advance(31_000);
    await send(r.sa, r.group.id, 'doosra');

    const until = new Date(t.clock().getTime() + 600_000);
    await t.app.deps.db
      .update(groupMembers)
      .set({ mutedUntil: until })
      .where(and(eq(groupMembers.groupId, r.group.id), eq(groupMembers.userId, r.b.user.id)));
    expect(
      await emitAck(r.sb, 'sendMessage', { groupId: r.group.id, clientId: newId(), text: 'x' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'MEMBER_MUTED', retryAfterSeconds: 600 },
    });

    await t.app.deps.db.update(groups).set({ slowModeSeconds: 0 }).where(eq(groups.id, r.group.id));
    const burst = [];
    for (let i = 0; i < 11; i++)
      burst.push(
        await emitAck(r.so, 'sendMessage', { groupId: r.group.id, clientId: newId(), text: `b${i}` }),
      );
    // Ten in ten seconds (the owner's two above are 31 s old), the eleventh waits.
    expect(burst.filter((a) => a.ok)).toHaveLength(10);
    expect(burst.at(-1)).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED', rule: 'validation.community.tooFast' },
    });

    await t.app.deps.db.update(groups).set({ archivedAt: t.clock() }).where(eq(groups.id, r.group.id));
    expect(
      await emitAck(r.sa, 'sendMessage', { groupId: r.group.id, clientId: newId(), text: 'x' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'GROUP_ARCHIVED' },
    });
    r.close();
  });
});
