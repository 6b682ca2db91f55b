import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groups } from '../src/db/schema/index.ts';
import { createGroup, sleep, userWithToken } from './community-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Role races (issue 19's security pass): a moderator's request that waits on the group's lock while
 * the owner demotes or removes them must be judged by the role they have when it runs, not by the one
 * read before the wait. The owner's change is made here inside a transaction that holds the group's
 * row lock, so the order is certain: the request reads the membership, waits, the demotion commits.
 * Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time, so there the
 * request only starts after the demotion and the test passes either way. Before the fix (the actor's
 * role read again under the lock in remove-group-member, update-group-member and update-group), the
 * demoted admin's removal answered 204 on PostgreSQL.
 */
let t: TestApp;
type Person = Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(() => t.close());

const people = (n: number) => Promise.all(Array.from({ length: n }, () => userWithToken(t.app)));

/** Runs `request` while the group's row is locked, then demotes `admin` and lets the request go on. */
async function demotedWhileWaiting(
  groupId: string,
  admin: Person,
  request: () => Promise<{ statusCode: number }>,
) {
  let pending: Promise<{ statusCode: number }> | undefined;
  await t.app.deps.db.transaction(async (tx) => {
    await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
    pending = request();
    await sleep(300);
    await tx
      .update(groupMembers)
      .set({ role: 'member' })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, admin.user.id)));
  });
  if (!pending) throw new Error('no request');
  return pending;
}

describe('a moderator demoted while their request waits', () => {
  it('cannot remove, mute or change the group with the role they just lost', async () => {
    const [owner, admin, victim] = (await people(3)) as [Person, Person, Person];
    const inject = (method: 'DELETE' | 'PATCH', url: string, payload?: object) => () =>
      t.app.inject({
        method,
        url: `/api/community/groups${url}`,
        headers: { authorization: `Bearer ${admin.token}` },
        ...(payload ? { payload } : {}),
      });
    const fresh = async () => {
      const group = await createGroup(t.app.deps.db, [
        { userId: owner.user.id, role: 'owner' },
        { userId: admin.user.id, role: 'admin' },
        { userId: victim.user.id },
      ]);
      return group.id;
    };

    const g1 = await fresh();
    const removed = await demotedWhileWaiting(
      g1,
      admin,
      inject('DELETE', `/${g1}/members/${victim.user.id}`),
    );
    expect(removed.statusCode).toBe(409);
    const [still] = await t.app.deps.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, g1), eq(groupMembers.userId, victim.user.id)));
    expect(still).toBeDefined();

    const g2 = await fresh();
    const muted = await demotedWhileWaiting(
      g2,
      admin,
      inject('PATCH', `/${g2}/members/${victim.user.id}`, { muteMinutes: 10080 }),
    );
    expect(muted.statusCode).toBe(409);

    const g3 = await fresh();
    const changed = await demotedWhileWaiting(g3, admin, inject('PATCH', `/${g3}`, { slowModeSeconds: 300 }));
    expect(changed.statusCode).toBe(409);
    const [group] = await t.app.deps.db.select().from(groups).where(eq(groups.id, g3));
    expect(group?.slowModeSeconds).toBe(0);
  });
});
