import { communityRules } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages, groups } from '../src/db/schema/index.ts';
import { sendMessage } from '../src/modules/community/services/send-message.ts';
import { createGroup, newId, userWithToken } from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * RATE_LIMIT_ENABLED lifts the chat's per-user burst and daily cap as it lifts the HTTP rates
 * (benchmarks); slow mode, a group's own setting, holds either way.
 */
let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp(), createTestApp({ RATE_LIMIT_ENABLED: 'false' })]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
});

async function sender(t: TestApp) {
  const { user } = await userWithToken(t.app);
  const group = await createGroup(t.app.deps.db, [{ userId: user.id, role: 'member' }]);
  const send = (text: string) =>
    sendMessage(t.app.deps, user.id, { groupId: group.id, clientId: newId(), text });
  return { user, group, send };
}

/** A day's worth of the sender's messages, an hour old (out of the burst window), in a group of their own. */
async function fillTheDay(t: TestApp, userId: string) {
  const group = await createGroup(t.app.deps.db, [{ userId, role: 'owner' }]);
  const at = new Date(t.clock().getTime() - 3_600_000);
  const { dailyMax } = communityRules.rate;
  await t.app.deps.db.insert(groupMessages).values(
    Array.from({ length: dailyMax }, (_, i) => ({
      groupId: group.id,
      seq: i + 1,
      authorId: userId,
      clientId: newId(),
      text: `m${i}`,
      createdAt: at,
    })),
  );
  await t.app.deps.db.update(groups).set({ lastSeq: dailyMax }).where(eq(groups.id, group.id));
}

describe('the chat limits and RATE_LIMIT_ENABLED', () => {
  it('with the setting on, the burst and the daily cap apply', async () => {
    const fast = await sender(on);
    for (let i = 0; i < communityRules.rate.burst; i++) await fast.send(`b${i}`);
    await expect(fast.send('one too many')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      extra: { rule: 'validation.community.tooFast' },
    });
    const busy = await sender(on);
    await fillTheDay(on, busy.user.id);
    await expect(busy.send('aaj aur nahi')).rejects.toMatchObject({
      extra: { rule: 'validation.community.dailyCap' },
    });
  });

  it('with it off, neither applies, and slow mode still does', async () => {
    const fast = await sender(off);
    for (let i = 0; i <= communityRules.rate.burst; i++) await fast.send(`b${i}`);
    const busy = await sender(off);
    await fillTheDay(off, busy.user.id);
    expect((await busy.send('aur ek')).created).toBe(true);

    const slow = await sender(off);
    await off.app.deps.db.update(groups).set({ slowModeSeconds: 30 }).where(eq(groups.id, slow.group.id));
    await slow.send('pehla');
    await expect(slow.send('doosra')).rejects.toMatchObject({
      extra: { rule: 'validation.community.slowMode' },
    });
  });
});
