import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { dashboardInstitute } from './institutes-dashboards-fixtures.ts';

/** The institute dashboards (docs/institutes.md, "Dashboards") on a small hand-made institute. */
let t: TestApp;
let f: Awaited<ReturnType<typeof dashboardInstitute>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dashboardInstitute(t);
});
afterAll(() => t.close());

type Who = keyof typeof f.tokens | null;
const get = (who: Who, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(f.tokens[who]) : {} });
const dashboard = (who: Who, org = f.orgA) => get(who, `/api/organisations/${org}/dashboard`);
const performance = (who: Who, studentId: string, org = f.orgA) =>
  get(who, `/api/organisations/${org}/students/${studentId}/performance`);

describe('GET /api/organisations/:organizationId/dashboard', () => {
  it("gives the institute's admin the whole institute's figures", async () => {
    const res = await dashboard('adminA');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.scope).toBe('institute');
    expect(d.students).toEqual({ active: 3, deactivated: 1 });
    // Amit (yesterday) and Chetan (2 days ago); Bela's test was 10 days ago.
    expect(d.activeThisWeek).toBe(2);
    expect(d.activity).toHaveLength(7);
    expect(d.activity.reduce((s: number, x: { students: number }) => s + x.students, 0)).toBe(2);
    expect(d.testsTaken).toBe(3);
    expect(d.averageScorePercent).toBe(60); // (80 + 40 + 60) / 3
    expect(d.accuracy).toBe(86); // 90 right of 105 answered
    expect(d.answered).toBe(105);
    expect(d.attendanceRate).toBe(80);
    expect(d.recentTests).toMatchObject([
      {
        batchName: 'Morning',
        title: { en: 'Weekly test 1' },
        submitted: 2,
        students: 2,
        averageScorePercent: 60,
      },
    ]);
    expect(d.upcomingTests).toMatchObject([
      {
        batchName: 'Evening',
        title: { en: 'Weekly test 2' },
        submitted: 1,
        students: 1,
        averageScorePercent: 60,
      },
    ]);
    expect(d.batches).toEqual([
      { id: f.batches.evening.id, name: 'Evening', students: 1, attendanceRate: 100, weakTopics: [] },
      {
        id: f.batches.morning.id,
        name: 'Morning',
        students: 2,
        attendanceRate: 75,
        weakTopics: [{ subject: 'polity', topic: 'constitution', attempts: 20, correct: 7, accuracy: 35 }],
      },
    ]);
  });

  it('gives a teacher only the figures of the batches they teach', async () => {
    const d = (await dashboard('teacherA')).json();
    expect(d.scope).toBe('teacher');
    expect(d.students).toEqual({ active: 2, deactivated: 1 });
    expect(d.activeThisWeek).toBe(1);
    expect(d.averageScorePercent).toBe(60); // (80 + 40) / 2
    expect(d.accuracy).toBe(80); // 60 of 75
    expect(d.attendanceRate).toBe(75);
    expect(d.upcomingTests).toEqual([]);
    expect(d.batches.map((b: { name: string }) => b.name)).toEqual(['Morning']);
  });

  it("refuses another institute's admin, a student, and anyone signed out, revealing nothing", async () => {
    for (const [who, status] of [
      ['adminB', 403],
      ['amit', 403],
      [null, 401],
    ] as const) {
      const res = await dashboard(who);
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toContain('Morning');
    }
  });
});

describe('GET /api/organisations/:organizationId/students/:studentId/performance', () => {
  it("gives one student's figures beside their batch's averages", async () => {
    const res = await performance('adminA', f.people.amit.id);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.student).toMatchObject({
      name: 'अमित कुमार',
      deactivated: false,
      batches: [{ name: 'Morning' }],
    });
    expect(p).toMatchObject({ testsTaken: 1, averageScorePercent: 80, accuracy: 89, answered: 45 });
    expect(p.scoreTrend).toMatchObject([
      { title: { en: 'Weekly test 1' }, score: 40, totalMarks: 50, percent: 80 },
    ]);
    expect(p.sections).toEqual([
      {
        name: { hi: 'सामान्य अध्ययन', en: 'General Studies' },
        correct: 40,
        wrong: 5,
        skipped: 5,
        accuracy: 89,
      },
    ]);
    expect(p.weakTopics).toEqual([
      { subject: 'polity', topic: 'constitution', attempts: 10, correct: 3, accuracy: 30 },
    ]);
    expect(p.time).toEqual({ testMinutes: 30, secondsPerAnswer: 40, timeUsedPercent: 50, studyMinutes30: 0 });
    expect(p.attendance).toEqual({ rate: 100, present: 2, late: 0, absent: 0, excused: 0 });
    expect(p.comparison).toEqual([
      {
        batchId: f.batches.morning.id,
        batchName: 'Morning',
        student: { averageScorePercent: 80, accuracy: 89, attendanceRate: 100 },
        batch: { averageScorePercent: 60, accuracy: 80, attendanceRate: 75 },
      },
    ]);
  });

  it('lets a teacher see a student of their batch, and answers 404 for a student of another batch', async () => {
    expect((await performance('teacherA', f.people.bela.id)).statusCode).toBe(200);
    const other = await performance('teacherA', f.people.chetan.id);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Chetan');
  });

  it("answers 404 for another institute's student, exactly as for a missing id", async () => {
    const theirs = await performance('adminA', f.people.studentB.id);
    const missing = await performance('adminA', '00000000-0000-4000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await performance('adminA', f.people.teacherA.id)).statusCode).toBe(404);
  });

  it("refuses another institute's admin, a student (even about themselves) and anyone signed out", async () => {
    expect((await performance('adminB', f.people.amit.id)).statusCode).toBe(403);
    expect((await performance('adminB', f.people.amit.id, f.orgB)).statusCode).toBe(404);
    expect((await performance('amit', f.people.amit.id)).statusCode).toBe(403);
    expect((await performance(null, f.people.amit.id)).statusCode).toBe(401);
  });
});

describe('GET /api/organisations/:organizationId/me', () => {
  it('gives a student their batches, attendance, upcoming tests and batch rank', async () => {
    const res = await get('bela', `/api/organisations/${f.orgA}/me`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      organisationName: 'Saraswati Coaching',
      batches: [{ name: 'Morning', attendanceRate: 50 }],
      attendanceRate: 50,
      upcomingTests: [],
      recentRanks: [
        { batchName: 'Morning', title: { en: 'Weekly test 1' }, rank: 2, ranked: 2, scorePercent: 40 },
      ],
    });
    const chetan = (await get('chetan', `/api/organisations/${f.orgA}/me`)).json();
    expect(chetan.upcomingTests).toMatchObject([
      { batchName: 'Evening', title: { en: 'Weekly test 2' }, done: true },
    ]);
  });

  it('refuses a member of another institute and anyone signed out', async () => {
    expect((await get('studentB', `/api/organisations/${f.orgA}/me`)).statusCode).toBe(403);
    expect((await get(null, `/api/organisations/${f.orgA}/me`)).statusCode).toBe(401);
  });
});
