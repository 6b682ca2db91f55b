import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectHistoriesEqualTheDatabase, TestChatClient, talkWithDrops } from './community-chat-client.ts';
import { createGroup, listen, userWithToken } from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Issue 19's "nothing lost, nothing doubled, order kept": 200 clients in one group send while their
 * connections drop and come back at random; every client's history, after its catch-up by seq,
 * equals the database's: every seq from 1 to the last, once, in order, the same message at each.
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

describe('200 clients with random disconnects', () => {
  it('end with histories equal to the database’s: no gap, no duplicate, no reordering', {
    timeout: 120_000,
  }, async () => {
    const rand = seededRandom(Number(process.env.CHURN_SEED ?? 19));
    const people = await Promise.all(Array.from({ length: 200 }, () => userWithToken(t.app)));
    const group = await createGroup(
      t.app.deps.db,
      people.map((p, i) => ({ userId: p.user.id, role: i === 0 ? 'owner' : 'member' })),
    );
    const clients = people.map((p) => new TestChatClient(t.app, url, p.token, group.id));
    await Promise.all(clients.map((c) => c.connect()));

    const perClient = 3;
    await talkWithDrops(clients, rand, perClient, (c) => c.connect());
    // Whatever is still waiting goes out on a last reconnect, and everyone catches up.
    for (const c of clients) if (!c.socket) await c.connect();
    await expectHistoriesEqualTheDatabase(t.app.deps.db, group.id, clients, 200 * perClient);
    for (const c of clients) c.drop();
  });
});
