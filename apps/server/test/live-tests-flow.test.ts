import type { LiveResults, LiveTestDetail, LiveTestList } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempts,
  liveResults,
  notifications,
  practiceSets,
  setScoreCounts,
} from '../src/db/schema/index.ts';
import { liveTick } from '../src/modules/live-tests/services/ticker.ts';
import { student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  answer,
  hallState,
  join,
  joined,
  livePaper,
  platformAdmin,
  scheduleIndia,
  submit,
} from './live-tests-fixtures.ts';

/**
 * A live test from scheduling to its published ranks (docs/live-tests.md), through the API as the
 * web app calls it: register, a join refused before the start, the synchronised start, a late joiner
 * whose deadline is still the test's end, saves, submits whose results wait for the close, the
 * publication with shared ranks, and the set turned practice whose re-attempts leave the ranks alone.
 */
let t: TestApp;
type H = Record<string, string>;
let admin: H;
let paper: Awaited<ReturnType<typeof livePaper>>;
let testId = '';
let startsAt: Date;
const people: Record<'a' | 'b' | 'c' | 'd' | 'late' | 'outsider', { headers: H; id: string }> = {} as never;
const attemptOf: Record<string, string> = {};

const get = (url: string, headers: H) => t.app.inject({ method: 'GET', url, headers });
/** The paper's score histogram (the practice set's ranks after publication) as score → takers. */
const histogram = async () =>
  Object.fromEntries(
    (await t.database.db.select().from(setScoreCounts).where(eq(setScoreCounts.setId, paper.id))).map((r) => [
      r.scoreMilli / 1000,
      r.takers,
    ]),
  );
const post = (url: string, headers: H) => t.app.inject({ method: 'POST', url, headers });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const db = t.database.db;
  admin = await platformAdmin(t.app, db);
  paper = await livePaper(db);
  for (const k of ['a', 'b', 'c', 'd', 'late', 'outsider'] as const) {
    const s = await student(t.app, db);
    people[k] = { headers: s.headers, id: s.user.id };
  }
  startsAt = new Date(t.clock().getTime() + 40 * 60_000);
  testId = (await scheduleIndia(t.app, admin, paper.id, startsAt)).id;
}, 60_000);
afterAll(async () => t?.close());

describe('a live test end to end', () => {
  it('lists the test as upcoming with the server clock, and registers idempotently', async () => {
    const list = (await get('/api/live-tests?phase=upcoming', people.a.headers)).json() as LiveTestList;
    expect(list.serverNow).toBe(t.clock().toISOString());
    const item = list.items.find((i) => i.id === testId);
    expect(item).toMatchObject({
      phase: 'upcoming',
      liveKey: 'general_exams_LIVE',
      questions: 50,
      durationMinutes: 60,
    });
    expect(item?.endsAt).toBe(new Date(startsAt.getTime() + 60 * 60_000).toISOString());
    for (const k of ['a', 'b', 'c', 'd'] as const) {
      const r = await post(`/api/live-tests/${testId}/registration`, people[k].headers);
      expect(r.statusCode, r.body).toBe(200);
    }
    const again = (
      await post(`/api/live-tests/${testId}/registration`, people.a.headers)
    ).json() as LiveTestDetail;
    expect(again.test.registrations).toBe(4);
    expect(again.registration?.attemptId).toBeNull();
  });

  it('sends the reminder once, 30 minutes before the start, to the registered only', async () => {
    t.clock.advance(9 * 60_000); // 31 minutes before the start
    expect((await liveTick(t.app.deps)).reminded).toBe(0);
    t.clock.advance(60_000);
    expect((await liveTick(t.app.deps)).reminded).toBe(1);
    expect((await liveTick(t.app.deps)).reminded).toBe(0);
    const rows = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'liveReminder'));
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [people.a.id, people.b.id, people.c.id, people.d.id].sort(),
    );
  });

  it('refuses to join before the start', async () => {
    t.clock.advance(30 * 60_000 - 1000);
    const early = await join(t.app, people.a.headers, testId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('LIVE_NOT_STARTED');
  });

  it('starts everyone at the same server time, with the test’s end as the deadline', async () => {
    t.clock.advance(1000);
    const endsAt = new Date(startsAt.getTime() + 60 * 60_000).toISOString();
    for (const k of ['a', 'b', 'c'] as const) {
      const j = await joined(t.app, people[k].headers, testId);
      expect(j.deadline).toBe(endsAt);
      expect(j.minutesLeft).toBe(60);
      attemptOf[k] = j.attemptId;
    }
    // Joining again (a reload, a second tab) returns the same attempt.
    const again = await joined(t.app, people.a.headers, testId);
    expect(again.attemptId).toBe(attemptOf.a);
    const state = await hallState(t.app, people.a.headers, attemptOf.a ?? '');
    expect(state.questions).toHaveLength(50);
    expect(state.startedAt).toBe(startsAt.toISOString());
    // The join carries the hall's state, paper included, so the hall need not ask again: the same
    // paper, in the same order, as the state route gives, and never a key.
    expect(again.state.id).toBe(attemptOf.a);
    expect(again.state.questions).toEqual(state.questions);
    expect(again.state.deadline).toBe(endsAt);
    expect(JSON.stringify(again.state)).not.toMatch(
      /"(correctOption|correct|isCorrect|explanation\w*|solution\w*)":/,
    );
  });

  it('gives a late joiner only what is left, and shuts the join window after 15 minutes', async () => {
    t.clock.advance(14 * 60_000);
    const late = await joined(t.app, people.d.headers, testId);
    expect(late.deadline).toBe(new Date(startsAt.getTime() + 60 * 60_000).toISOString());
    expect(late.minutesLeft).toBe(46);
    attemptOf.d = late.attemptId;
    t.clock.advance(60_000);
    const shut = await join(t.app, people.late.headers, testId);
    expect(shut.statusCode).toBe(409);
    expect(shut.json().error.code).toBe('LIVE_JOIN_CLOSED');
    // The one who joined may still come back to the same attempt.
    expect((await joined(t.app, people.a.headers, testId)).attemptId).toBe(attemptOf.a);
  });

  it('takes saves and submits, and keeps every result hidden until publication', async () => {
    const scores = { a: 40, b: 30, c: 30, d: 20 } as const;
    for (const k of ['a', 'b', 'c', 'd'] as const) {
      const state = await hallState(t.app, people[k].headers, attemptOf[k] ?? '');
      await answer(t.app, people[k].headers, state, scores[k]);
    }
    // Coming back through the lobby mid-test (a reload) brings back every saved answer with the paper.
    const back = await joined(t.app, people.c.headers, testId);
    const saved = await hallState(t.app, people.c.headers, attemptOf.c ?? '');
    expect(saved.responses.length).toBeGreaterThan(0);
    expect(back.state.responses).toEqual(saved.responses);
    expect(back.state.lastSeq).toBe(saved.lastSeq);
    for (const k of ['a', 'b', 'd'] as const) {
      const res = await submit(t.app, people[k].headers, attemptOf[k] ?? '');
      // Submitted (the hall reads a 409 as "submitted"), but no score before the close.
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('LIVE_RESULTS_PENDING');
    }
    const [a] = await t.database.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, attemptOf.a ?? ''));
    // Closed, not scored: publication scores every closed attempt at once (attempts/close.ts).
    expect(a).toMatchObject({
      status: 'closed',
      finishedBy: 'candidate',
      scoreMilli: null,
      sectionResults: null,
    });
    expect(a?.submittedAt?.toISOString()).toBe(t.clock().toISOString());
    // The hall and the candidate's list see it as submitted.
    expect((await hallState(t.app, people.a.headers, attemptOf.a ?? '')).status).toBe('submitted');
    for (const url of [`/api/attempts/${attemptOf.a}/result`, `/api/attempts/${attemptOf.a}/analysis`]) {
      const res = await get(url, people.a.headers);
      expect(res.statusCode, url).toBe(409);
    }
    const mine = (await get(`/api/attempts?setId=${paper.slug}`, people.a.headers)).json();
    expect(mine.items[0].score).toBeNull();
    // Nor among the dashboard's recent results.
    const steps = (await get('/api/dashboard/next-steps', people.a.headers)).json();
    expect(JSON.stringify(steps.recentResults)).not.toContain(attemptOf.a);
    for (const k of ['results', 'leaderboard']) {
      const res = await get(`/api/live-tests/${testId}/${k}`, people.a.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('LIVE_RESULTS_PENDING');
    }
    // The submits leave the set's histogram alone while the paper is live: publication counts it once.
    expect(await histogram()).toEqual({});
  });

  it('publishes once after the close: shared ranks, percentiles, section ranks, the set turned practice', async () => {
    t.clock.advance(45 * 60_000); // the end
    expect((await liveTick(t.app.deps)).published).toBe(0); // the grace for saves in flight
    t.clock.advance(31_000);
    expect((await liveTick(t.app.deps)).published).toBe(1);
    expect((await liveTick(t.app.deps)).published).toBe(0);
    const results = async (k: keyof typeof people) =>
      (await get(`/api/live-tests/${testId}/results`, people[k].headers)).json() as LiveResults;
    const a = await results('a');
    expect(a.mine).toMatchObject({ score: 40, rank: 1, candidates: 4, percentile: 100 });
    // c never submitted: the close finalised the saved answers, equal to b's.
    expect((await results('b')).mine).toMatchObject({ score: 30, rank: 2, percentile: 75 });
    expect((await results('c')).mine).toMatchObject({ score: 30, rank: 2, percentile: 75 });
    const d = await results('d');
    expect(d.mine).toMatchObject({ score: 20, rank: 4, percentile: 25 });
    expect(d.mine?.sectionRanks).toEqual([expect.objectContaining({ rank: 4, score: 20, maxScore: 50 })]);
    expect(a.summary).toMatchObject({ candidates: 4, topper: 40, average: 30, passingMarks: 25 });
    expect(a.summary.cutOffs.find((c) => c.percentile === 90)?.score).toBe(40);
    expect(a.summary.distribution.reduce((n, b) => n + b.count, 0)).toBe(4);
    expect((await results('outsider')).mine).toBeNull();
    const board = (await get(`/api/live-tests/${testId}/leaderboard`, people.b.headers)).json();
    expect(board.items.map((i: { rank: number }) => i.rank)).toEqual([1, 2, 2, 4]);
    expect(board.mine).toMatchObject({ rank: 2 });
    const [set] = await t.database.db.select().from(practiceSets).where(eq(practiceSets.id, paper.id));
    expect(set?.published).toBe(true);
    // Scored at publication from the saved answers, as finalising one attempt scores it: these answers
    // came in one batch without visits, so every one is held out of the practice set's ranks for review
    // (the live ranks above count everyone who sat the paper in its window).
    const rows = await t.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.setId, paper.id), eq(attempts.ranked, true)));
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(byUser.get(people.a.id)).toMatchObject({
      status: 'submitted',
      scoreMilli: 40_000,
      correct: 40,
      wrong: 0,
      skipped: 10,
      sectionResults: [{ correct: 40, wrong: 0, skipped: 10, scoreMilli: 40_000 }],
      rankReview: 'pending',
    });
    expect(byUser.get(people.c.id)).toMatchObject({
      status: 'submitted',
      finishedBy: 'timeout',
      scoreMilli: 30_000,
    });
    expect(rows.every((r) => r.rankReview === 'pending' && r.rankReviewFloorSeconds !== null)).toBe(true);
    expect(await histogram()).toEqual({});
    // An admin clears a and b: each counts in the practice set's histogram once.
    for (const k of ['a', 'b'] as const) {
      const cleared = await t.app.inject({
        method: 'POST',
        url: `/api/admin/rank-reviews/${attemptOf[k]}`,
        headers: admin,
        payload: { decision: 'cleared' },
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
    }
    expect(await histogram()).toEqual({ 40: 1, 30: 1 });
    const told = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.kind, 'liveResults'));
    expect(told[0]?.n).toBe(4);
    const steps = (await get('/api/dashboard/next-steps', people.a.headers)).json();
    expect(JSON.stringify(steps.recentResults)).toContain(attemptOf.a);
    // The candidates' own results and analyses open now.
    const analysis = await get(`/api/attempts/${attemptOf.a}/analysis`, people.a.headers);
    expect(analysis.statusCode, analysis.body).toBe(200);
  });

  it('lets anyone sit the set as practice afterwards without touching the live ranks', async () => {
    const before = await t.database.db.select().from(liveResults).where(eq(liveResults.liveTestId, testId));
    for (const k of ['a', 'outsider'] as const) {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers: people[k].headers,
        payload: { setId: paper.slug, language: 'en' },
      });
      expect(started.statusCode, started.body).toBeLessThan(300);
      const state = started.json();
      await answer(t.app, people[k].headers, state, 50);
      const done = await submit(t.app, people[k].headers, state.id);
      expect(done.statusCode, done.body).toBe(200);
    }
    const after = await t.database.db.select().from(liveResults).where(eq(liveResults.liveTestId, testId));
    expect(after).toEqual(before);
    // a's re-attempt is practice; the outsider's first attempt, at a machine's pace, waits for review.
    expect(await histogram()).toEqual({ 40: 1, 30: 1 });
    const [practice] = await t.database.db
      .select({ ranked: attempts.ranked })
      .from(attempts)
      .where(and(eq(attempts.userId, people.a.id), eq(attempts.setId, paper.id), eq(attempts.ranked, false)));
    expect(practice?.ranked).toBe(false);
    const list = (await get('/api/live-tests?phase=past', people.a.headers)).json() as LiveTestList;
    expect(list.items.find((i) => i.id === testId)).toMatchObject({
      phase: 'published',
      resultsPublished: true,
    });
  });
});
