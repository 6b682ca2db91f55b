import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages } from '../src/db/schema/index.ts';
import { TestChatClient } from './community-chat-client.ts';
import { createGroup, listen, sleep, userWithToken } from './community-fixtures.ts';
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
    await Promise.all(
      clients.map(async (c, i) => {
        for (let n = 0; n < perClient; n++) {
          await sleep(Math.floor(rand() * 1500));
          const sending = c.send(`client ${i} message ${n}`);
          // About one send in four races a dropped connection; the client reconnects a moment later.
          if (rand() < 0.25) {
            await sleep(Math.floor(rand() * 5));
            c.drop();
            await sleep(Math.floor(rand() * 200));
            await c.connect();
          }
          await sending;
        }
      }),
    );
    // Whatever is still waiting goes out on a last reconnect, and everyone catches up.
    for (const c of clients) if (!c.socket) await c.connect();
    await Promise.all(clients.map((c) => c.resync()));
    await Promise.all(clients.map((c) => c.catchUp()));

    const rows = await t.app.deps.db
      .select({ seq: groupMessages.seq, id: groupMessages.id, clientId: groupMessages.clientId })
      .from(groupMessages)
      .where(eq(groupMessages.groupId, group.id))
      .orderBy(asc(groupMessages.seq));
    expect(rows).toHaveLength(200 * perClient);
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(rows.length);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    const truth = rows.map(({ seq, id }) => ({ seq, id }));
    for (const c of clients) {
      expect(c.outbox.size).toBe(0);
      expect(c.history()).toEqual(truth);
    }
    for (const c of clients) c.drop();
  });
});
