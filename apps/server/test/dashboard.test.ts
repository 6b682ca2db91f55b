import { type AttemptState, type NextSteps, recentResultsLimit } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSet, keyOf, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let running: SeededSet;
let finished: SeededSet;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  running = await createPracticeSet(t.database.db, 'SSC');
  finished = await createPracticeSet(t.database.db, 'CTET');
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;

async function start(headers: Headers, set: SeededSet) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers,
    payload: { setId: set.slug, language: 'hi' },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function nextSteps(headers: Headers) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/next-steps', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as NextSteps;
}

describe('the signed-in landing’s next steps', () => {
  it('refuses a visitor who is not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/next-steps' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('is empty for a new student', async () => {
    const { headers } = await student(t.app, t.database.db);
    expect(await nextSteps(headers)).toEqual({ unfinished: [], recentResults: [] });
  });

  it('lists the student’s own unfinished test and newest results, with their addresses, and no one else’s', async () => {
    const { headers } = await student(t.app, t.database.db);
    const other = await student(t.app, t.database.db);
    await start(other.headers, running);

    const done = await start(headers, finished);
    const submit = await t.app.inject({ method: 'POST', url: `/api/attempts/${done}/submit`, headers });
    expect(submit.statusCode).toBe(200);
    const active = await start(headers, running);

    const steps = await nextSteps(headers);
    expect(steps.unfinished).toHaveLength(1);
    expect(steps.unfinished[0]).toMatchObject({
      attemptId: active,
      seriesId: running.seriesSlug,
      setId: running.slug,
      title: { hi: expect.stringContaining('सेट'), en: expect.stringContaining('Set') },
      language: 'hi',
      submittedAt: null,
      score: null,
    });
    expect(steps.recentResults).toHaveLength(1);
    expect(steps.recentResults[0]).toMatchObject({
      attemptId: done,
      seriesId: finished.seriesSlug,
      setId: finished.slug,
      submittedAt: expect.any(String),
      score: 0,
    });
  });

  it(`keeps at most ${recentResultsLimit} results, newest first`, async () => {
    const { headers } = await student(t.app, t.database.db);
    const ids: string[] = [];
    for (let i = 0; i < recentResultsLimit + 1; i += 1) {
      const id = await start(headers, finished);
      await t.app.inject({ method: 'POST', url: `/api/attempts/${id}/submit`, headers });
      ids.push(id);
      t.clock.advance(1000);
    }
    const steps = await nextSteps(headers);
    expect(steps.recentResults.map((r) => r.attemptId)).toEqual(ids.reverse().slice(0, recentResultsLimit));
  });

  it('gives a result’s score in marks as the result page does (the landing, the set’s attempt list)', async () => {
    const { headers } = await student(t.app, t.database.db);
    const nabard = await createPracticeSet(t.database.db, 'NABARD');
    const id = await start(headers, nabard);
    const state = await t.app.inject({ method: 'GET', url: `/api/attempts/${id}`, headers });
    const first = (state.json() as AttemptState).questions[0];
    // One wrong answer: −0.625 marks, shown to two decimals like every score.
    const wrong = (keyOf(1) + 1) % 4;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${id}/saves`,
      headers,
      payload: { saves: [{ seq: 1, questionId: first?.id, answer: wrong, marked: false }] },
    });
    expect(saved.json().acked).toEqual([1]);
    const result = await t.app.inject({ method: 'POST', url: `/api/attempts/${id}/submit`, headers });
    expect(result.json().score).toBe(-0.63);
    const [recent] = (await nextSteps(headers)).recentResults;
    expect(recent?.score).toBe(result.json().score);
    // The set's own list of the student's attempts says the same.
    const list = await t.app.inject({ method: 'GET', url: `/api/attempts?setId=${nabard.slug}`, headers });
    expect(list.json().items[0]?.score).toBe(result.json().score);
  });

  it('stops offering a test whose time has run out (the sweeper submits it)', async () => {
    const { headers } = await student(t.app, t.database.db);
    const id = await start(headers, running);
    expect((await nextSteps(headers)).unfinished.map((u) => u.attemptId)).toEqual([id]);
    t.clock.advance(6 * 60 * 60 * 1000);
    expect((await nextSteps(headers)).unfinished).toEqual([]);
  });
});
