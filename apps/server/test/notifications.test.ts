import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let orgA = '';
let orgB = '';
const tok: Record<string, string> = {};
let studentAId = '';
let lonerId = '';
const joined = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await createOrganisation(db, 'Org A')).id;
  orgB = (await createOrganisation(db, 'Org B')).id;
  const people = {
    // Joined before the test clock's day: every notice here is news to them (read and unread).
    studentA: await createUser(db, { orgRole: 'member', organizationId: orgA, createdAt: joined }),
    studentB: await createUser(db, { orgRole: 'member', organizationId: orgB }),
    adminA: await createUser(db, { orgRole: 'admin', organizationId: orgA }),
    loner: await createUser(db),
    platformAdmin: await createUser(db, { role: 'admin' }),
  };
  studentAId = people.studentA.id;
  lonerId = people.loner.id;
  for (const [who, user] of Object.entries(people)) tok[who] = (await signIn(t.app, user.username)).token;
});
afterAll(() => t.close());

const notify = (org: string, payload: unknown, who = 'adminA') =>
  t.app.inject({
    method: 'POST',
    url: `/api/organisations/${org}/notifications`,
    headers: bearer(tok[who] ?? ''),
    payload: payload as object,
  });
const get = (url: string, who: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tok[who] ?? '') });
const rows = async () => (await t.database.db.select({ n: count() }).from(notifications))[0]?.n ?? 0;

describe('notifications', () => {
  it('an institute admin notifies its students, who see it with an epoch-ms timestamp', async () => {
    const res = await notify(orgA, { title: ' कल मॉक टेस्ट ', body: 'सुबह 10 बजे, हॉल 2' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      title: 'कल मॉक टेस्ट',
      body: 'सुबह 10 बजे, हॉल 2',
      timestamp: t.clock().getTime(),
    });
    const list = (await get('/api/notifications', 'studentA')).json();
    // The list adds, for its reader, where the notice leads (an institute's: only its body) and
    // whether it is read.
    expect(list.data).toEqual([{ ...created, link: null, read: false }]);
    expect(list.meta).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
  });

  it("org A's students do not see org B's notifications", async () => {
    t.clock.advance(1000);
    const b = (await notify(orgB, { title: 'Org B only', body: 'For B' }, 'platformAdmin')).json();
    const a = (await get('/api/notifications', 'studentA')).json().data;
    expect(a.some((n: { id: string }) => n.id === b.id)).toBe(false);
    const bList = (await get('/api/notifications', 'studentB')).json().data;
    expect(bList.map((n: { id: string }) => n.id)).toEqual([b.id]);
    expect((await get('/api/notifications', 'loner')).json().data).toEqual([]);
  });

  it("includes the user's own notifications, newest first, and pages", async () => {
    t.clock.advance(1000);
    await t.database.db
      .insert(notifications)
      .values({ userId: studentAId, title: 'Personal', body: 'Only for you', createdAt: t.clock() });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await notify(orgA, { title: `Update ${i}`, body: 'More news' });
    }
    const page1 = (await get('/api/notifications?limit=2', 'studentA')).json();
    expect(page1.data.map((n: { title: string }) => n.title)).toEqual(['Update 2', 'Update 1']);
    expect(page1.meta).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    const page3 = (await get('/api/notifications?limit=2&page=3', 'studentA')).json();
    expect(page3.data.map((n: { title: string }) => n.title)).toEqual(['कल मॉक टेस्ट']);
    const page2 = (await get('/api/notifications?limit=2&page=2', 'studentA')).json();
    expect(page2.data.map((n: { title: string }) => n.title)).toEqual(['Update 0', 'Personal']);
    // The spec's list call shows a member the institute's notices and their own personal ones;
    // another member, or a platform admin looking in, never sees someone's personal notice.
    const orgList = (await get(`/api/notifications/organization/${orgA}`, 'studentA')).json();
    expect(orgList.data.map((n: { title: string }) => n.title)).toContain('Personal');
    expect(orgList.data[0].title).toBe('Update 2');
    for (const who of ['adminA', 'platformAdmin']) {
      const other = (await get(`/api/notifications/organization/${orgA}`, who)).json();
      expect(other.data.map((n: { title: string }) => n.title)).not.toContain('Personal');
    }
  });

  it('lets members and platform admins read an organisation list, and no one else', async () => {
    expect((await get(`/api/notifications/organization/${orgA}`, 'studentA')).statusCode).toBe(200);
    expect((await get(`/api/notifications/organization/${orgA}`, 'platformAdmin')).statusCode).toBe(200);
    const other = await get(`/api/notifications/organization/${orgA}`, 'studentB');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
    expect((await get(`/api/notifications/organization/${orgA}`, 'loner')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('only org admins send, and bad input names the field and stores nothing', async () => {
    const before = await rows();
    expect((await notify(orgA, { title: 'x', body: 'y' }, 'studentA')).statusCode).toBe(403);
    expect((await notify(orgB, { title: 'x', body: 'y' }, 'adminA')).statusCode).toBe(403);
    for (const [payload, field, rule] of [
      [{ title: '   ', body: 'y' }, 'title', 'validation.notifications.titleTooShort'],
      [{ title: 'x'.repeat(121), body: 'y' }, 'title', 'validation.notifications.titleTooLong'],
      [{ title: 'x' }, 'body', 'validation.required'],
      [{ title: 'x', body: 'y', userId: studentAId }, 'userId', 'validation.unknownField'],
    ] as const) {
      const res = await notify(orgA, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field, rule });
    }
    const missing = await notify(
      '00000000-0000-4000-8000-000000000000',
      { title: 'x', body: 'y' },
      'platformAdmin',
    );
    expect(missing.statusCode).toBe(404);
    expect(await rows()).toBe(before);
  });

  it("deletes one of the organisation's notifications; 404 for another organisation's", async () => {
    const made = (await notify(orgA, { title: 'To delete', body: 'soon gone' })).json();
    const del = (org: string, id: string, who = 'adminA') =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/notifications/organization/${org}/notification/${id}`,
        headers: bearer(tok[who] ?? ''),
      });
    // A student's delete hides the notice for that student only.
    const titlesOf = async (who: string) =>
      ((await get(`/api/notifications/organization/${orgA}`, who)).json().data as { id: string }[]).map(
        (n) => n.id,
      );
    expect((await del(orgA, made.id, 'studentA')).json()).toEqual({ ok: true });
    expect(await titlesOf('studentA')).not.toContain(made.id);
    expect(
      (await get('/api/notifications', 'studentA')).json().data.map((n: { id: string }) => n.id),
    ).not.toContain(made.id);
    expect(await titlesOf('adminA')).toContain(made.id);
    // Someone outside the institute may not touch it; another institute's student is refused.
    expect((await del(orgA, made.id, 'studentB')).statusCode).toBe(403);
    expect((await del(orgA, made.id, 'loner')).statusCode).toBe(403);
    const bNote = (await notify(orgB, { title: 'B', body: 'b' }, 'platformAdmin')).json();
    expect((await del(orgA, bNote.id)).statusCode).toBe(404);
    const ok = await del(orgA, made.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await del(orgA, made.id)).statusCode).toBe(404);
    expect(await titlesOf('adminA')).not.toContain(made.id);
  });

  it('lets a student without an institute delete a personal notice, and nobody else’s', async () => {
    const [mine] = await t.database.db
      .insert(notifications)
      .values({ userId: lonerId, title: 'Your result', body: 'Scored 40', createdAt: t.clock() })
      .returning();
    const [theirs] = await t.database.db
      .insert(notifications)
      .values({ userId: studentAId, title: 'Not yours', body: 'x', createdAt: t.clock() })
      .returning();
    const del = (id: string, who: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/notifications/${id}`, headers: bearer(tok[who] ?? '') });
    expect((await del(theirs?.id ?? '', 'loner')).statusCode).toBe(404);
    expect((await del(mine?.id ?? '', 'loner')).json()).toEqual({ ok: true });
    expect((await get('/api/notifications', 'loner')).json().data).toEqual([]);
    expect((await del('not-a-uuid', 'loner')).statusCode).toBe(400);
    // The other student's notice is untouched.
    expect(
      (await get('/api/notifications', 'studentA')).json().data.map((n: { id: string }) => n.id),
    ).toContain(theirs?.id);
  });
});
