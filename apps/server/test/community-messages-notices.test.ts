import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import type { PushMessage } from '../src/modules/notifications/push.ts';
import { createGroup, newId, userWithToken } from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Mentions and replies: the bell always, Web Push only outside quiet hours (22:00–07:00 IST). The
 * push sender is replaced by a recorder, so the test sees exactly whom the service asked to push to.
 */
let t: TestApp;
const pushed: { userIds: string[]; message: PushMessage }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.push.send = async (userIds, message) => {
    pushed.push({ userIds: [...userIds], message });
    return { sent: userIds.length, removed: 0 };
  };
});
afterAll(async () => {
  await t.close();
});

async function mentionScene() {
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => userWithToken(t.app)));
  if (!a || !b || !c) throw new Error('no users');
  const group = await createGroup(t.app.deps.db, [
    { userId: a.user.id, role: 'owner' },
    { userId: b.user.id },
    { userId: c.user.id },
  ]);
  const send = (token: string, text: string, replyToSeq?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/community/groups/${group.id}/messages`,
      headers: { authorization: `Bearer ${token}` },
      payload: { clientId: newId(), text, ...(replyToSeq ? { replyToSeq } : {}) },
    });
  return { a, b, c, group, send };
}

const kindsOf = async (userId: string) =>
  (await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.kind,
  );

describe('chat mentions and replies', () => {
  it('writes the bell’s notice and pushes to the mentioned member by day', async () => {
    pushed.length = 0;
    const { a, b, c, group, send } = await mentionScene(); // the test clock: 15:30 IST
    expect((await send(a.token, `@${b.user.username.toUpperCase()} kal milte hain`)).statusCode).toBe(201);
    expect(await kindsOf(b.user.id)).toEqual(['chatMention']);
    expect(await kindsOf(c.user.id)).toEqual([]);
    expect(pushed).toEqual([
      { userIds: [b.user.id], message: expect.objectContaining({ url: `/group-chat/${group.id}` }) },
    ]);
    const [notice] = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, b.user.id));
    expect(notice?.body).toContain('kal milte hain');
  });

  it('writes the notice but pushes nothing in quiet hours', async () => {
    pushed.length = 0;
    t.clock.advance(8 * 3_600_000); // 23:30 IST (tokens are signed on this clock, so the scene comes after)
    const { a, b, send } = await mentionScene();
    const first = (await send(b.token, 'koi hai?')).json() as { seq: number };
    expect((await send(a.token, 'haan, main hoon', first.seq)).statusCode).toBe(201);
    expect(await kindsOf(b.user.id)).toEqual(['chatReply']);
    expect(pushed).toEqual([]);
    t.clock.advance(-8 * 3_600_000);
  });
});
