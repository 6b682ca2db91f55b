import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages, groups, notifications } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.ts';
import { seedDemoBatches } from '../src/db/seed/demo-batches.ts';
import { seedDemoGroups } from '../src/db/seed/demo-groups.ts';
import { bearer, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * `npm start`'s demo (docs/community.md, "Demo"): public groups to discover, and demo_student already
 * in one with a conversation that mentions them; a restart writes nothing twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.deps.db);
  await seedDemoBatches(t.app.deps.db);
  await seedDemoGroups(t.app.deps);
});
afterAll(() => t.close());

describe('the demo study groups', () => {
  it('gives demo_student a group with a conversation and a mention, and public groups to discover', async () => {
    const session = await signIn(t.app, 'demo_student', DEMO_PASSWORD);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/community/groups/mine',
      headers: bearer(session.token),
    });
    expect(mine.statusCode).toBe(200);
    const [group] = mine.json().data as { id: string; name: string; lastMessage: { seq: number } | null }[];
    expect(group?.name).toBe('SSC CGL 2026 — रोज़ 20 सवाल');
    expect(group?.lastMessage?.seq).toBe(5);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/community/groups/discover?q=bank',
      headers: bearer(session.token),
    });
    expect(
      (found.json().data as { name: string; myRole: string | null }[]).map((g) => [g.name, g.myRole]),
    ).toEqual([['Bank PO तैयारी 2026', null]]);
    const mentions = await t.app.deps.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, session.user.id), eq(notifications.kind, 'chatMention')));
    expect(mentions).toHaveLength(1);
  });

  it('writes nothing again on the next start', async () => {
    const before = await t.app.deps.db.select({ id: groups.id }).from(groups).where(eq(groups.kind, 'open'));
    const messages = await t.app.deps.db.select({ id: groupMessages.id }).from(groupMessages);
    await seedDemoGroups(t.app.deps);
    expect(
      await t.app.deps.db.select({ id: groups.id }).from(groups).where(eq(groups.kind, 'open')),
    ).toHaveLength(before.length);
    expect(await t.app.deps.db.select({ id: groupMessages.id }).from(groupMessages)).toHaveLength(
      messages.length,
    );
    expect(before).toHaveLength(4);
  });
});
