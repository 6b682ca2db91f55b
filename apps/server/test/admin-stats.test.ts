import type { AdminStats, DayCount } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempts,
  feedback,
  organisationRequests,
  potdAttempts,
  practiceSets,
  quizQuestions,
  quizzes,
  studySessions,
  users,
} from '../src/db/schema/index.ts';
import { createPracticeSet } from './exam-factories.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The test clock starts at 2026-11-22T10:00Z: 15:30 on the Indian day 2026-11-22.
const TODAY = '2026-11-22';
let t: TestApp;
let adminToken = '';
let setId = '';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database.db, { role: 'admin' });
  adminToken = (await signIn(t.app, admin.username)).token;
  const set = await createPracticeSet(t.database.db, 'SSC_CGL_TIER_1');
  const [row] = await t.database.db
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(eq(practiceSets.slug, set.slug));
  setId = row?.id ?? '';
});
afterAll(() => t.close());

const stats = async (): Promise<AdminStats> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const on = (series: DayCount[], day: string) => series.find((d) => d.day === day)?.count ?? -1;
const at = (iso: string) => new Date(iso);

async function attempt(userId: string, startedAt: Date, over: Partial<typeof attempts.$inferInsert> = {}) {
  await t.database.db.insert(attempts).values({
    userId,
    setId,
    examKey: 'SSC_CGL_TIER_1',
    language: 'hi',
    ranked: false,
    startedAt,
    deadline: new Date(startedAt.getTime() + 3_600_000),
    // Submitted, so one student may hold several rows of one set (one active at a time).
    status: 'submitted',
    ...over,
  });
}

describe('GET /api/admin/stats', () => {
  it('counts a seeded set of rows by Indian day, and active students from every kind of practice', async () => {
    const before = await stats();
    const db = t.database.db;
    const [a, b, c, d, e, gone] = await Promise.all([
      createUser(db, { createdAt: at('2026-11-21T19:00:00Z') }), // 00:30 IST on the 22nd: today in India
      createUser(db, { createdAt: at('2026-11-20T12:00:00Z') }),
      createUser(db, { createdAt: at('2026-11-20T13:00:00Z') }),
      createUser(db, { createdAt: at('2026-11-10T12:00:00Z') }),
      createUser(db, { createdAt: at('2026-11-10T12:00:00Z') }),
      createUser(db, { createdAt: at('2026-11-21T12:00:00Z'), disabledAt: at('2026-11-21T13:00:00Z') }),
    ]);
    if (!a || !b || !c || !d || !e || !gone) throw new Error('users');
    const admin2 = await createUser(db, { role: 'admin', createdAt: at('2026-10-01T00:00:00Z') });

    // Attempts: a today (twice: counted once as active), b two days ago, the admin today (not a student),
    // the disabled user today (not counted as active), and one at 23:00 IST yesterday.
    await attempt(a.id, at('2026-11-22T04:00:00Z'));
    await attempt(a.id, at('2026-11-22T05:00:00Z'), { status: 'submitted', rankReview: 'pending' });
    await attempt(b.id, at('2026-11-20T06:00:00Z'));
    await attempt(admin2.id, at('2026-11-22T06:00:00Z'));
    await attempt(gone.id, at('2026-11-22T06:00:00Z'));
    await attempt(b.id, at('2026-11-21T17:30:00Z')); // 23:00 IST on the 21st
    // A quiz question answered today by c; the POTD tried today by d; a study session 9 days ago by e.
    const [quiz] = await db
      .insert(quizzes)
      .values({ userId: c.id, kind: 'topic', length: 5, startedAt: at('2026-11-22T07:00:00Z') })
      .returning();
    await db.insert(quizQuestions).values({
      quizId: quiz?.id ?? '',
      position: 0,
      userId: c.id,
      questionRef: 'gen:x:1',
      subject: 'maths',
      topic: 'average',
      answer: 1,
      answeredAt: at('2026-11-22T07:01:00Z'),
    });
    await db.insert(potdAttempts).values({ userId: d.id, day: TODAY, wrongTries: 1 });
    await db.insert(studySessions).values({
      userId: e.id,
      clientId: crypto.randomUUID(),
      startedAt: at('2026-11-13T05:00:00Z'),
      endedAt: at('2026-11-13T06:00:00Z'),
      focusSeconds: 1800,
      day: '2026-11-13',
    });
    // Queues: an open feedback message, a pending institute request, a suspended institute.
    await db
      .insert(feedback)
      .values({ formType: 'feedback', name: 'R', email: 'r@example.in', message: 'Ten chars plus' });
    await db.insert(organisationRequests).values({
      applicantId: b.id,
      name: 'Vidya Kendra',
      kind: 'coaching',
      city: 'Patna',
      state: 'BR',
      contactName: 'B',
      phone: '+919876543210',
      email: 'b@example.in',
      expectedStudents: 40,
    });
    await db.update(users).set({ organizationId: null }).where(eq(users.id, a.id));
    const org = await createOrganisation(db, 'Suspended Academy');
    const { organisations } = await import('../src/db/schema/index.ts');
    await db
      .update(organisations)
      .set({ suspendedAt: at('2026-11-21T00:00:00Z') })
      .where(eq(organisations.id, org.id));

    const after = await stats();
    expect(after.users.total - before.users.total).toBe(7);
    expect(after.users.disabled - before.users.disabled).toBe(1);
    expect(after.users.admins - before.users.admins).toBe(1);
    expect(on(after.signUpsPerDay, TODAY) - on(before.signUpsPerDay, TODAY)).toBe(1);
    expect(on(after.signUpsPerDay, '2026-11-20') - on(before.signUpsPerDay, '2026-11-20')).toBe(2);
    expect(on(after.signUpsPerDay, '2026-11-21') - on(before.signUpsPerDay, '2026-11-21')).toBe(1);
    // 30 Indian days, oldest first, ending today.
    expect(after.signUpsPerDay).toHaveLength(30);
    expect(after.signUpsPerDay[29]?.day).toBe(TODAY);
    expect(after.signUpsPerDay[0]?.day).toBe('2026-10-24');

    expect(on(after.attemptsPerDay, TODAY) - on(before.attemptsPerDay, TODAY)).toBe(4);
    expect(on(after.attemptsPerDay, '2026-11-21') - on(before.attemptsPerDay, '2026-11-21')).toBe(1);
    expect(on(after.attemptsPerDay, '2026-11-20') - on(before.attemptsPerDay, '2026-11-20')).toBe(1);
    expect(on(after.quizzesPerDay, TODAY) - on(before.quizzesPerDay, TODAY)).toBe(1);

    // Today: a (attempts), c (quiz answer), d (POTD); not the admin, not the disabled account.
    expect(after.activeStudents.today - before.activeStudents.today).toBe(3);
    expect(
      on(after.activeStudents.perDay, '2026-11-21') - on(before.activeStudents.perDay, '2026-11-21'),
    ).toBe(1);
    // The week: a, b, c, d; e's session is nine days old (in the month's series, not the week).
    expect(after.activeStudents.week - before.activeStudents.week).toBe(4);
    expect(
      on(after.activeStudents.perDay, '2026-11-13') - on(before.activeStudents.perDay, '2026-11-13'),
    ).toBe(1);

    expect(after.openFeedback - before.openFeedback).toBe(1);
    expect(after.institutes.pendingRequests - before.institutes.pendingRequests).toBe(1);
    expect(after.institutes.total - before.institutes.total).toBe(1);
    expect(after.institutes.suspended - before.institutes.suspended).toBe(1);
    expect(after.pendingRankReviews - before.pendingRankReviews).toBe(1);
  });

  it('reports live tests with their turnout when the live tables exist', async () => {
    const s = await stats();
    // This database is migrated with the live-tests area: the figure is there, not the follow-up null.
    expect(s.liveTests).not.toBeNull();
    expect(s.liveTests?.recent).toEqual(expect.any(Array));
  });

  it('is for platform admins only', async () => {
    const student = await createUser(t.database.db);
    const token = (await signIn(t.app, student.username)).token;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
  });
});
