import type { AttemptState, GlobalBoard } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { awardPoints } from '../src/modules/leaderboards/award.ts';
import { answerAsAPerson, createPracticeSet, keyOf, type SeededSet, student } from './exam-factories.ts';
import { createOrganisation } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The global boards on the real app and database: points from a mock test and the daily problem
// through their own routes, the quiz rule straight through the award (its draw is random), ranks
// from the points histogram, and each board's scope.
let t: TestApp;
type Headers = Record<string, string>;
type Student = Awaited<ReturnType<typeof student>>;
let set: SeededSet;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_SIGNIN_PER_IP: '1000',
    ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400),
  });
  // Thursday 26 Nov 2026, 15:30 IST.
  t.clock.advance(Date.parse('2026-11-26T10:00:00Z') - t.clock().getTime());
  set = await createPracticeSet(t.database.db, 'general');
});
afterAll(async () => t?.close());

/** Sits a 50-question general set with `right` answers right (one mark each, no negative marks). */
async function sit(headers: Headers, right: number, on: SeededSet = set) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers,
    payload: { setId: on.slug, language: 'en' },
  });
  const state = started.json() as AttemptState;
  const answers = state.questions.slice(0, right).map((q) => ({ questionId: q.id, answer: keyOf(q.number) }));
  // As a person's hall sends them (30 s a question, each visited), so the attempt joins the ranks
  // rather than waiting for review.
  if (answers.length === 0) t.clock.advance(30_000);
  await answerAsAPerson(t.app, t.clock, headers, state.id, answers);
  const res = await t.app.inject({ method: 'POST', url: `/api/attempts/${state.id}/submit`, headers });
  expect(res.statusCode).toBe(200);
}

async function board(headers: Headers, query = ''): Promise<GlobalBoard> {
  const res = await t.app.inject({ method: 'GET', url: `/api/leaderboards${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * A right quiz answer's award, straight through the award (the quiz's draw is random). The quiz
 * started an hour ago: the pace rule is tested on its own below.
 */
const quizAward = (s: Student, key: string) =>
  t.database.db.transaction((tx) =>
    awardPoints(tx, {
      userId: s.user.id,
      source: 'quiz',
      key,
      points: 1,
      at: t.clock(),
      quizStartedAt: new Date(t.clock().getTime() - 3_600_000),
    }),
  );

describe('global leaderboards', () => {
  let a: Student;
  let b: Student;
  let c: Student;

  beforeAll(async () => {
    const org = await createOrganisation(t.database.db);
    a = await student(t.app, t.database.db, { organizationId: org.id });
    b = await student(t.app, t.database.db, { organizationId: org.id });
    c = await student(t.app, t.database.db);
  });

  it('refuses a visitor and bad queries in the one error shape', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/leaderboards' })).statusCode).toBe(401);
    for (const q of ['?period=year', '?scope=exam', '?scope=city', '?limit=0', '?limit=101']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/leaderboards${q}`, headers: a.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const noInstitute = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboards?scope=org',
      headers: c.headers,
    });
    expect(noInstitute.statusCode).toBe(404);
  });

  it('gives a mock test points once, by answers given and score; a re-attempt earns nothing', async () => {
    await sit(a.headers, 25); // 10 × 25/50 answered + 20 × 25/50 of the marks
    expect((await board(a.headers)).mine).toEqual({ rank: 1, points: 15 });
    await sit(a.headers, 50); // a re-attempt: practice, no points
    expect((await board(a.headers)).mine?.points).toBe(15);
    await sit(b.headers, 50); // 30
    const week = await board(a.headers);
    expect(week.top.map((e) => [e.username, e.points])).toEqual([
      [b.user.username, 30],
      [a.user.username, 15],
    ]);
    expect(week).toMatchObject({
      period: 'week',
      periodKey: '2026-11-23',
      participants: 2,
      mine: { rank: 2 },
    });
    // The test's exam board has it too; the quiz and daily-problem points never reach an exam board.
    expect((await board(a.headers, '?scope=exam&exam=general')).mine).toEqual({ rank: 2, points: 15 });
  });

  it('gives a blank or near-blank first attempt no points, however many sets it is made at', async () => {
    // Issue 17: blank first attempts at all 63 sets earned 630 points in 1.7 s and the week's rank 1.
    const farmer = await student(t.app, t.database.db);
    const sets = [
      set,
      await createPracticeSet(t.database.db, 'general'),
      await createPracticeSet(t.database.db, 'general'),
    ];
    for (const [i, s] of sets.entries()) await sit(farmer.headers, i === 0 ? 0 : 9, s); // 9 of 50: under a fifth
    const week = await board(farmer.headers);
    expect(week.mine).toBeNull();
    expect(week.top.map((e) => e.username)).not.toContain(farmer.user.username);
    expect(week.participants).toBe(2);
  });

  it('gives a quiz question a point only the first time, and at most 50 quiz points a day', async () => {
    expect(await quizAward(c, 'bank:q1')).toBe(1);
    expect(await quizAward(c, 'bank:q1')).toBe(0); // the same question again: farming earns nothing
    let earned = 1;
    for (let i = 2; i <= 60; i += 1) earned += await quizAward(c, `family:x:${i}`);
    expect(earned).toBe(50);
    expect((await board(c.headers)).mine).toEqual({ rank: 1, points: 50 });
    // The next Indian day the cap starts again.
    t.clock.advance(24 * 3_600_000);
    expect(await quizAward(c, 'family:x:61')).toBe(1);
    t.clock.advance(-24 * 3_600_000);
  });

  it('gives equal points one rank and shows the viewer’s own rank outside the top', async () => {
    // b has 30; lift a from 15 to 30 with 15 quiz points: a and b tie; c leads with 51 (50 + Friday's 1).
    for (let i = 0; i < 15; i += 1) await quizAward(a, `tie:${i}`);
    const top = await board(b.headers, '?limit=1');
    expect(top.top).toHaveLength(1);
    expect(top.top[0]).toMatchObject({ username: c.user.username, rank: 1, points: 51, isMe: false });
    expect(top.mine).toEqual({ rank: 2, points: 30 });
    expect((await board(a.headers)).mine).toEqual({ rank: 2, points: 30 });
    expect((await board(a.headers)).participants).toBe(3);
  });

  it('keeps an institute’s board to its own students', async () => {
    const org = await board(a.headers, '?scope=org&period=all');
    expect(org.top.map((e) => e.username).sort()).toEqual([a.user.username, b.user.username].sort());
    expect(org.top.every((e) => e.rank === 1)).toBe(true);
    // A student who joins later sees their own institute's board, not another's.
    const other = await createOrganisation(t.database.db, 'Another Academy');
    await t.database.db.update(users).set({ organizationId: other.id }).where(eq(users.id, c.user.id));
    expect((await board(c.headers, '?scope=org')).participants).toBe(0);
  });

  it('starts a new week on Monday (IST) and a new month on the 1st, keeping all time', async () => {
    t.clock.advance(Date.parse('2026-11-30T00:30:00+05:30') - t.clock().getTime());
    const week = await board(a.headers);
    expect(week).toMatchObject({ periodKey: '2026-11-30', participants: 0, mine: null });
    expect((await board(a.headers, '?period=month')).mine?.points).toBe(30);
    t.clock.advance(Date.parse('2026-12-01T00:30:00+05:30') - t.clock().getTime());
    expect((await board(a.headers, '?period=month')).mine).toBeNull();
    expect((await board(a.headers, '?period=all')).mine).toEqual({ rank: 2, points: 30 });
  });
  it("gives a right quiz answer no point when it came faster than a person's pace since its quiz started", async () => {
    const quick = await student(t.app, t.database.db);
    const award = (startedSecondsAgo: number, key: string) =>
      t.database.db.transaction((tx) =>
        awardPoints(tx, {
          userId: quick.user.id,
          source: 'quiz',
          key,
          points: 1,
          at: t.clock(),
          quizStartedAt: new Date(t.clock().getTime() - startedSecondsAgo * 1000),
        }),
      );
    expect(await award(1, 'bank:fast')).toBe(0);
    // Nothing was recorded: the same question may still earn at a person's pace.
    expect(await award(60, 'bank:fast')).toBe(1);
    expect((await board(quick.headers)).mine?.points).toBe(1);
  });
});
