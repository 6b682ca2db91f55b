import type { AttemptAnalysis, AttemptResult, AttemptState, Leaderboard } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { answerAsAPerson, createPracticeSet, keyOf, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
});
afterAll(async () => t?.close());

/** Starts the set, answers `right` questions correctly and `wrong` wrongly (from question 1 on), submits. */
async function sit(headers: Headers, set: SeededSet, right: number, wrong = 0) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers,
    payload: { setId: set.slug, language: 'en' },
  });
  const state = started.json() as AttemptState;
  const answers = state.questions.slice(0, right + wrong).map((q, i) => ({
    questionId: q.id,
    answer: i < right ? keyOf(q.number) : (keyOf(q.number) + 1) % 4,
  }));
  // As a person's hall sends them (30 s a question, each visited): faster, or all in one batch without
  // the visits, and a high score is held for review (honest ranks).
  await answerAsAPerson(t.app, t.clock, headers, state.id, answers);
  const res = await t.app.inject({ method: 'POST', url: `/api/attempts/${state.id}/submit`, headers });
  expect(res.statusCode).toBe(200);
  return { state, result: res.json() as AttemptResult };
}

const result = async (headers: Headers, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/attempts/${id}/result`, headers })).json() as AttemptResult;

describe('results, ranks and analysis', () => {
  it('ranks first attempts only; equal scores share a rank; re-attempts are practice', async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const a = await student(t.app, t.database.db);
    const b = await student(t.app, t.database.db);
    const c = await student(t.app, t.database.db);
    const d = await student(t.app, t.database.db);
    const ra = await sit(a.headers, set, 30);
    const rb = await sit(b.headers, set, 20);
    const rc = await sit(c.headers, set, 30);
    const rd = await sit(d.headers, set, 10);
    // d's second try scores higher, but it is practice: the ranking does not change.
    const practice = await sit(d.headers, set, 40);
    expect(practice.result).toMatchObject({
      ranked: false,
      rank: null,
      percentile: null,
      practiceRank: 1,
      takers: 4,
    });

    const [ga, gb, gc, gd] = await Promise.all([
      result(a.headers, ra.state.id),
      result(b.headers, rb.state.id),
      result(c.headers, rc.state.id),
      result(d.headers, rd.state.id),
    ]);
    expect([ga.rank, gc.rank, gb.rank, gd.rank]).toEqual([1, 1, 3, 4]);
    expect([ga.percentile, gb.percentile, gd.percentile]).toEqual([100, 50, 25]);
    expect(ga).toMatchObject({
      score: 30,
      passed: true,
      correct: 30,
      wrong: 0,
      skipped: 20,
      accuracy: 100,
      takers: 4,
    });
    expect(gd).toMatchObject({ score: 10, passed: false });

    const board = (
      await t.app.inject({
        method: 'GET',
        url: `/api/exams/sets/${set.slug}/leaderboard?limit=3`,
        headers: d.headers,
      })
    ).json() as Leaderboard;
    expect(board.takers).toBe(4);
    expect(board.top.map((e) => [e.rank, e.score])).toEqual([
      [1, 30],
      [1, 30],
      [3, 20],
    ]);
    // d is outside the top three but still sees their own (first-attempt) rank.
    expect(board.mine).toEqual({ rank: 4, score: 10, percentile: 25 });
  });

  it('analyses answer changes, time, topper and average, and shows solutions after submission', async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const s = await student(t.app, t.database.db);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/attempts',
      headers: s.headers,
      payload: { setId: set.slug, language: 'hi' },
    });
    const state = started.json() as AttemptState;
    const [q1, q2] = state.questions;
    if (!q1 || !q2) throw new Error('no questions');
    const right1 = keyOf(q1.number);
    const right2 = keyOf(q2.number);
    const saves = [
      // q1: right, then changed to wrong: a right-to-wrong change.
      { seq: 1, questionId: q1.id, answer: right1, marked: false, timeSpentMs: 20_000 },
      { seq: 2, questionId: q1.id, answer: (right1 + 1) % 4, marked: true, timeSpentMs: 10_000 },
      // q2: wrong, then right.
      { seq: 3, questionId: q2.id, answer: (right2 + 1) % 4, marked: false, timeSpentMs: 5_000 },
      { seq: 4, questionId: q2.id, answer: right2, marked: false, timeSpentMs: 5_000 },
    ];
    await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/saves`,
      headers: s.headers,
      payload: { saves },
    });
    await t.app.inject({ method: 'POST', url: `/api/attempts/${state.id}/submit`, headers: s.headers });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/attempts/${state.id}/analysis`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    const analysis = res.json() as AttemptAnalysis;
    expect(analysis.answerChanges).toEqual({ total: 2, rightToWrong: 1, wrongToRight: 1, wrongToWrong: 0 });
    const a1 = analysis.questions.find((q) => q.id === q1.id);
    expect(a1).toMatchObject({
      outcome: 'wrong',
      marked: true,
      changes: 1,
      rightToWrong: true,
      timeSpentSeconds: 30,
      correctOption: right1,
    });
    expect(a1?.explanation?.en).toMatch(/Explanation/);
    expect(analysis.questions.find((q) => q.id === q2.id)).toMatchObject({
      outcome: 'correct',
      rightToWrong: false,
    });
    expect(analysis.topper).toMatchObject({ score: 1, correct: 1, wrong: 1 });
    expect(analysis.average?.sections).toEqual([1]);
  });

  it('re-scores every attempt when an admin corrects a key, recomputes ranks and tells the students', async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    const a = await student(t.app, t.database.db);
    const b = await student(t.app, t.database.db);
    const ra = await sit(a.headers, set, 5); // questions 1–5 right
    const rb = await sit(b.headers, set, 0, 5); // questions 1–5 wrong (key + 1)
    expect([
      (await result(a.headers, ra.state.id)).rank,
      (await result(b.headers, rb.state.id)).rank,
    ]).toEqual([1, 2]);

    const q1 = ra.state.questions[0];
    if (!q1) throw new Error('no question');
    // b reports question 1; the admin decides b's answer was the right one.
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${q1.id}/reports`,
      headers: b.headers,
      payload: { attemptId: rb.state.id, reason: 'wrongKey', message: 'Option 3 is right' },
    });
    expect(report.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${q1.id}/reports`,
      headers: b.headers,
      payload: { attemptId: rb.state.id, reason: 'wrongKey' },
    });
    expect(again.json().error.code).toBe('CONFLICT');
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/admin/question-reports',
      headers: admin.headers,
    });
    expect(open.json().items.some((r: { id: string }) => r.id === report.json().id)).toBe(true);

    const fix = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${q1.id}/answer`,
      headers: admin.headers,
      payload: { answer: (keyOf(q1.number) + 1) % 4, reportId: report.json().id },
    });
    expect(fix.json()).toEqual({ rescoredAttempts: 2, affectedStudents: 2 });

    const [na, nb] = [await result(a.headers, ra.state.id), await result(b.headers, rb.state.id)];
    expect(na).toMatchObject({ score: 4, correct: 4, wrong: 1, rank: 1 });
    expect(na.rescore).toMatchObject({ previousScore: 5, questionIds: [q1.id] });
    expect(nb).toMatchObject({ score: 1, correct: 1, rank: 2, rescore: { previousScore: 0 } });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, a.user.id));
    expect(told[0]?.body).toContain('5');
    expect(told[0]?.body).toContain('4');
    const resolved = await t.app.inject({
      method: 'GET',
      url: '/api/admin/question-reports?status=resolved',
      headers: admin.headers,
    });
    expect(resolved.json().items).toHaveLength(1);
  });

  it('refuses a report before submission and a key outside the options', async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const s = await student(t.app, t.database.db);
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    const state = (
      await t.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers: s.headers,
        payload: { setId: set.slug, language: 'hi' },
      })
    ).json() as AttemptState;
    const q = state.questions[0];
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${q?.id}/reports`,
      headers: s.headers,
      payload: { attemptId: state.id, reason: 'wrongKey' },
    });
    expect(early.json().error.code).toBe('ATTEMPT_NOT_SUBMITTED');
    const badReason = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${q?.id}/reports`,
      headers: s.headers,
      payload: { attemptId: state.id, reason: 'boring' },
    });
    expect(badReason.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.reports.reasonInvalid',
    });
    const badKey = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${q?.id}/answer`,
      headers: admin.headers,
      payload: { answer: 4 },
    });
    expect(badKey.statusCode).toBe(400);
  });
});
