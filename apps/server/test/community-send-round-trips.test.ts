import type { Logger } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages } from '../src/db/schema/index.ts';
import { sendMessage } from '../src/modules/community/services/send-message.ts';
import { createGroup, newId, userWithToken } from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Drizzle keeps its logger on the session and hands the session's options to each transaction's
  // session; neither is public API, so this test reaches them through a narrow cast.
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const session = (t.app.deps.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } })
    .session;
  session.logger = logger;
  session.options.logger = logger;
});
afterAll(async () => {
  await t.close();
});

/**
 * Statements a send makes before it answers: not begin/commit (PGlite's transaction sends them
 * unlogged), nor the push's subscription lookup, which runs after the commit and the answer.
 */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; count: number }> {
  statements.length = 0;
  const result = await run();
  const count = statements.filter(
    (s) => !/^\s*(begin|commit|rollback)\b/i.test(s) && !s.includes('push_subscriptions'),
  ).length;
  return { result, count };
}

async function pair() {
  const a = await userWithToken(t.app);
  const b = await userWithToken(t.app);
  const group = await createGroup(t.app.deps.db, [
    { userId: a.user.id, role: 'owner' },
    { userId: b.user.id },
  ]);
  const send = (userId: string, text: string, extra: { clientId?: string; replyToSeq?: number } = {}) =>
    sendMessage(t.app.deps, userId, {
      groupId: group.id,
      clientId: extra.clientId ?? newId(),
      text,
      ...extra,
    });
  return { a, b, group, send };
}

describe('the send path', () => {
  it('sends a plain message in three statements: the lock, one read, one write', async () => {
    const { a, send } = await pair();
    await send(a.user.id, 'warm'); // the first use of each prepared shape is not what is measured
    const { result, count } = await counted(() => send(a.user.id, 'kal ka test?'));
    expect(result.created).toBe(true);
    expect(result.message).toMatchObject({ seq: 2, text: 'kal ka test?', reactions: [] });
    expect(count).toBe(3);
  });

  it('looks up mentions only for an @, and the replied-to author only for a reply', async () => {
    const { a, b, send } = await pair();
    const first = await send(b.user.id, 'pehla');
    const mention = await counted(() => send(a.user.id, `@${b.user.username} dekho`));
    expect(mention.count).toBe(6); // + the members named, + whether told lately, + their bell
    const reply = await counted(() => send(a.user.id, 'haan', { replyToSeq: first.message.seq }));
    // + the replied-to author, + whether told lately; no bell: b was told of this group a moment ago.
    expect(reply.count).toBe(5);
  });

  it('answers two racing tries of one message with one row, and keeps the seqs dense', async () => {
    const { a, b, group, send } = await pair();
    const clientId = newId();
    const tries = await Promise.all([
      send(a.user.id, 'ek baar', { clientId }),
      send(a.user.id, 'ek baar', { clientId }),
    ]);
    expect(tries.map((r) => r.created).sort()).toEqual([false, true]);
    expect(tries[0].message.id).toBe(tries[1].message.id);
    expect(tries[0].message.seq).toBe(1);
    expect(await t.app.deps.db.$count(groupMessages, eq(groupMessages.groupId, group.id))).toBe(1);
    expect((await send(b.user.id, 'agla')).message.seq).toBe(2);
  });

  it('answers a retry of a committed message even when the sender is over the burst now', async () => {
    const { a, send } = await pair();
    const clientId = newId();
    const first = await send(a.user.id, 'x0', { clientId });
    for (let i = 1; i < 10; i++) await send(a.user.id, `x${i}`);
    await expect(send(a.user.id, 'x10')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const retry = await send(a.user.id, 'x0', { clientId });
    expect(retry).toMatchObject({
      created: false,
      message: { id: first.message.id, seq: first.message.seq },
    });
  });
});
