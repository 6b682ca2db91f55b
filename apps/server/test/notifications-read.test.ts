import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { sweepExpiredAttempts } from '../src/modules/attempts/sweeper.ts';
import { createPracticeSet, startAttempt, student } from './exam-factories.ts';
import { createOrganisation } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Read and unread (docs/notifications.md): the badge counts unread only, opening the bell or the
// list marks what it showed read, and each notice carries where it leads.
type Headers = Record<string, string>;
interface Item {
  id: string;
  title: string;
  timestamp: number;
  link: string | null;
  read: boolean;
}
let t: TestApp;
let orgA = '';
/** An account made now on the test clock: every notice written after is news to it. */
const joined = () => t.clock();

beforeAll(async () => {
  // Long-lived tokens: one test moves the clock past a test's deadline.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(86_400) });
  orgA = (await createOrganisation(t.database.db, 'Org A')).id;
});
afterAll(() => t.close());

const member = () =>
  student(t.app, t.database.db, { organizationId: orgA, orgRole: 'member', createdAt: joined() });
const unread = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/unread', headers })).json().unread as number;
const list = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers })).json().data as Item[];
const markRead = (headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload });
const personal = async (userId: string, title: string) => {
  t.clock.advance(1000);
  await t.database.db.insert(notifications).values({ userId, title, body: 'b', createdAt: t.clock() });
};
const institute = async (title: string) => {
  t.clock.advance(1000);
  await t.database.db
    .insert(notifications)
    .values({ organizationId: orgA, title, body: 'b', createdAt: t.clock() });
};

describe('read and unread notifications', () => {
  it('counts unread only; opening the list marks what it showed read, and the badge clears', async () => {
    const a = await member();
    await personal(a.user.id, 'Personal 1');
    await institute('Institute news');
    expect(await unread(a.headers)).toBe(2);
    const shown = await list(a.headers);
    expect(shown.map((n) => n.read)).toEqual([false, false]);

    // A notice that arrives after the list was shown stays unread when the list is marked.
    const newest = shown[0]?.timestamp ?? 0;
    await personal(a.user.id, 'Arrived later');
    const marked = await markRead(a.headers, { upTo: newest });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: 1 });
    expect((await list(a.headers)).map((n) => [n.title, n.read])).toEqual([
      ['Arrived later', false],
      ['Institute news', true],
      ['Personal 1', true],
    ]);
    // No time given: everything up to now. A mark never moves backwards.
    expect((await markRead(a.headers)).json()).toEqual({ unread: 0 });
    expect((await markRead(a.headers, { upTo: 0 })).json()).toEqual({ unread: 0 });
    expect(await unread(a.headers)).toBe(0);
  });

  it("a second account never reads nor marks another's notifications", async () => {
    const a = await member();
    const b = await member();
    await personal(a.user.id, 'Only for A');
    await institute('For everyone in A');
    expect(await unread(a.headers)).toBe(2);
    // B sees the institute's notice, never A's personal one, and B's mark is B's alone.
    expect((await list(b.headers)).map((n) => n.title)).not.toContain('Only for A');
    expect(await unread(b.headers)).toBe(1);
    expect((await markRead(b.headers)).json()).toEqual({ unread: 0 });
    expect(await unread(a.headers)).toBe(2);
    expect((await list(a.headers)).filter((n) => !n.read)).toHaveLength(2);
    // There is no way to name another user: the body takes only a time.
    const sneaky = await markRead(b.headers, { upTo: t.clock().getTime(), userId: a.user.id });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error).toMatchObject({ field: 'userId', rule: 'validation.unknownField' });
    expect(await unread(a.headers)).toBe(2);
    // A time in the future is now: what arrives later is still unread.
    await markRead(a.headers, { upTo: t.clock().getTime() + 86_400_000 });
    await personal(a.user.id, 'Tomorrow’s news');
    expect(await unread(a.headers)).toBe(1);
    expect((await markRead(b.headers, { upTo: -1 })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('does not count notices from before the account existed', async () => {
    await institute('Old news');
    const fresh = await student(t.app, t.database.db, {
      organizationId: orgA,
      orgRole: 'member',
      createdAt: new Date(t.clock().getTime() + 500),
    });
    const shown = await list(fresh.headers);
    expect(shown.find((n) => n.title === 'Old news')?.read).toBe(true);
    expect(await unread(fresh.headers)).toBe(0);
  });

  it('each notice leads to what it is about: the day’s problem, the result; an institute’s to nothing', async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const s = await student(t.app, t.database.db, { organizationId: orgA, createdAt: joined() });
    const attempt = await startAttempt(t.app, s.headers, set);
    t.clock.advance(65 * 60_000);
    expect(await sweepExpiredAttempts(t.app.deps)).toBeGreaterThanOrEqual(1);
    await t.database.db.insert(notifications).values({
      kind: 'potdNew',
      params: { day: '2026-11-22', category: { hi: 'इतिहास', en: 'History' } },
      title: 't',
      body: 'b',
      createdAt: t.clock(),
    });
    const items = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...s.headers, 'accept-language': 'en' },
    });
    const byTitle = new Map((items.json().data as Item[]).map((n) => [n.title, n]));
    expect(byTitle.get('Your result is ready')?.link).toBe(
      `/exams/${set.seriesSlug}/${set.slug}/results?attempt=${attempt.id}`,
    );
    expect(byTitle.get("Today's Problem of the Day is here")?.link).toBe('/potd');
    expect(byTitle.get('For everyone in A')?.link).toBeNull();
    // Another student never gets a link into someone else's attempt, even from a copied notice.
    const other = await member();
    await t.database.db.insert(notifications).values({
      userId: other.user.id,
      kind: 'resultReady',
      params: { setTitle: { hi: 'x', en: 'x' }, attemptId: attempt.id },
      title: 'Copied result',
      body: 'b',
      createdAt: t.clock(),
    });
    const theirs = (await list(other.headers)).find((n) => n.title === 'Copied result');
    expect(theirs).toBeDefined();
    expect(theirs?.link).toBeNull();
  });
});
