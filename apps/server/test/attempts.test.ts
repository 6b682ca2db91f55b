import { brotliDecompressSync } from 'node:zlib';
import { type AttemptState, examTemplates, SAVE_GRACE_SECONDS, scoreCounts } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponses, attempts, setScoreCounts, users } from '../src/db/schema/index.ts';
import { sweepExpiredAttempts } from '../src/modules/attempts/sweeper.ts';
import { answerAsAPerson, createPracticeSet, keyOf, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let ssc: SeededSet;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  ssc = await createPracticeSet(t.database.db, 'SSC');
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;

async function start(headers: Headers, set: SeededSet, language = 'hi') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers,
    payload: { setId: set.slug, language },
  });
  return { res, state: res.json() as AttemptState };
}

function save(headers: Headers, attemptId: string, saves: object[]) {
  return t.app.inject({
    method: 'POST',
    url: `/api/attempts/${attemptId}/saves`,
    headers,
    payload: { saves },
  });
}

const submit = (headers: Headers, attemptId: string) =>
  t.app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/submit`, headers });

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

describe('the exam hall API', () => {
  it('starts a test with its questions but never its keys or explanations', async () => {
    const { headers } = await student(t.app, t.database.db);
    const { res, state } = await start(headers, ssc);
    expect(res.statusCode).toBe(201);
    expect(state.questions).toHaveLength(100);
    expect(state.sections.map((s) => s.totalQuestions)).toEqual([25, 25, 25, 25]);
    expect(new Date(state.deadline).getTime() - new Date(state.startedAt).getTime()).toBe(60 * 60_000);
    expect(state.ranked).toBe(true);

    // Every response the browser gets while the attempt is active: none may carry a key.
    const q = state.questions[0];
    if (!q) throw new Error('no question');
    const responses = [
      res.body,
      (await start(headers, ssc)).res.body,
      (await t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}`, headers })).body,
      (await save(headers, state.id, [{ seq: 1, questionId: q.id, answer: 1, marked: false }])).body,
      (await t.app.inject({ method: 'GET', url: `/api/attempts?setId=${ssc.slug}`, headers })).body,
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/attempts/summary?seriesId=${ssc.seriesSlug}`,
          headers,
        })
      ).body,
      (await t.app.inject({ method: 'GET', url: `/api/exams/sets/${ssc.slug}` })).body,
      (await t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}/result`, headers })).body,
      (await t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}/analysis`, headers })).body,
    ];
    for (const body of responses) {
      const keys = keysOf(JSON.parse(body));
      for (const secret of ['correctOption', 'explanation', 'correct_option', 'answerKey'])
        expect(keys.has(secret)).toBe(false);
      expect(body).not.toContain('Explanation 1');
    }
  });

  it('compresses the test it sends (students pay per megabyte), but not the small save acknowledgements', async () => {
    const { headers } = await student(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/attempts',
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
      payload: { setId: ssc.slug, language: 'hi' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const state = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as AttemptState;
    expect(state.questions).toHaveLength(100);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(state).length / 3);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/saves`,
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
      payload: { saves: [{ seq: 1, questionId: state.questions[0]?.id, answer: 0, marked: false }] },
    });
    expect(ack.headers['content-encoding']).toBeUndefined();
  });

  it('resumes the running attempt instead of starting a second one', async () => {
    const { headers } = await student(t.app, t.database.db);
    const first = await start(headers, ssc);
    const again = await start(headers, ssc, 'en');
    expect(again.res.statusCode).toBe(200);
    expect(again.state.id).toBe(first.state.id);
    expect(again.state.deadline).toBe(first.state.deadline);
  });

  it('keeps the latest answer whatever order saves arrive in, and ignores repeats', async () => {
    const { headers } = await student(t.app, t.database.db);
    const { state } = await start(headers, ssc);
    const [q1, q2] = state.questions;
    if (!q1 || !q2) throw new Error('no questions');
    const later = await save(headers, state.id, [
      { seq: 3, questionId: q1.id, answer: 2, marked: true, timeSpentMs: 3000 },
    ]);
    expect(later.json().acked).toEqual([3]);
    // An older save arriving afterwards (replayed from a phone's queue) must not win.
    await save(headers, state.id, [
      { seq: 2, questionId: q1.id, answer: 0, marked: false, timeSpentMs: 2000 },
    ]);
    // The same save twice, and a batch with a repeat inside it.
    await save(headers, state.id, [
      { seq: 3, questionId: q1.id, answer: 2, marked: true, timeSpentMs: 3000 },
    ]);
    const batch = await save(headers, state.id, [
      { seq: 4, questionId: q2.id, answer: 1, marked: false },
      { seq: 4, questionId: q2.id, answer: 1, marked: false },
      { seq: 5, questionId: q2.id, answer: null, marked: false },
    ]);
    expect(batch.statusCode).toBe(200);
    const resumed = (
      await t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}`, headers })
    ).json() as AttemptState;
    const byId = new Map(resumed.responses.map((r) => [r.questionId, r]));
    expect(byId.get(q1.id)).toMatchObject({ answer: 2, marked: true, seq: 3 });
    expect(byId.get(q2.id)).toMatchObject({ answer: null, seq: 5 });
    expect(resumed.lastSeq).toBe(5);
  });

  it('refuses saves after the deadline plus grace, and accepts them within the grace', async () => {
    const { headers } = await student(t.app, t.database.db);
    const { state } = await start(headers, ssc);
    const q = state.questions[0];
    if (!q) throw new Error('no question');
    t.clock.advance(60 * 60_000 + (SAVE_GRACE_SECONDS - 5) * 1000);
    expect(
      (await save(headers, state.id, [{ seq: 1, questionId: q.id, answer: keyOf(1), marked: false }]))
        .statusCode,
    ).toBe(200);
    t.clock.advance(10_000);
    const late = await save(headers, state.id, [{ seq: 2, questionId: q.id, answer: 3, marked: false }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ATTEMPT_CLOSED');
    // The sweeper finalises it from the saved answers, finishing at the deadline.
    expect(await sweepExpiredAttempts(t.app.deps)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, state.id));
    expect(row).toMatchObject({ status: 'submitted', finishedBy: 'timeout', correct: 1, wrong: 0 });
    expect(row?.submittedAt?.toISOString()).toBe(state.deadline);
    expect(row?.scoreMilli).toBe(2000);
  });

  it('gives one result however many submits arrive at once, scored by the template formula', async () => {
    const { headers } = await student(t.app, t.database.db);
    const { state } = await start(headers, ssc);
    // Right answers to questions 1–10 (section 1), wrong to 26–30 (section 2), mark 31 unanswered.
    // Sent as a person's hall sends them (each question visited, 30 s on it), so the attempt is ranked.
    const answers = [
      ...state.questions
        .slice(0, 10)
        .map((q, i) => ({ questionId: q.id, answer: keyOf(q.number), marked: i === 0 })),
      ...state.questions.slice(25, 30).map((q) => ({ questionId: q.id, answer: (keyOf(q.number) + 1) % 4 })),
      { questionId: state.questions[30]?.id ?? '', answer: null, marked: true },
    ];
    await answerAsAPerson(t.app, t.clock, headers, state.id, answers);
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(headers, state.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const bodies = results.map((r) => r.json());
    const expected = scoreCounts('SSC', [
      { correct: 10, wrong: 0 },
      { correct: 0, wrong: 5 },
      { correct: 0, wrong: 0 },
      { correct: 0, wrong: 0 },
    ]);
    for (const b of bodies)
      expect(b).toMatchObject({ score: expected.total, correct: 10, wrong: 5, skipped: 85, passed: false });
    expect(new Set(bodies.map((b) => b.submittedAt)).size).toBe(1);
    expect(expected.total).toBe(17.5);
    expect(expected.total).toBeLessThan(examTemplates.SSC.passingMarks);
    const counts = await t.database.db
      .select()
      .from(setScoreCounts)
      .where(eq(setScoreCounts.scoreMilli, 17_500));
    expect(counts.reduce((a, c) => a + c.takers, 0)).toBe(1);
    // Saving after submission is refused.
    const after = await save(headers, state.id, [
      { seq: 99, questionId: state.questions[50]?.id, answer: 1, marked: false },
    ]);
    expect(after.json().error.code).toBe('ATTEMPT_CLOSED');
  });

  it("refuses another student's attempt as if it did not exist", async () => {
    const owner = await student(t.app, t.database.db);
    const other = await student(t.app, t.database.db);
    const { state } = await start(owner.headers, ssc);
    const q = state.questions[0];
    const calls = [
      t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}`, headers: other.headers }),
      save(other.headers, state.id, [{ seq: 1, questionId: q?.id, answer: 1, marked: false }]),
      submit(other.headers, state.id),
      t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}/result`, headers: other.headers }),
      t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}/analysis`, headers: other.headers }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, state.id));
    expect(row?.status).toBe('active');
  });

  it('refuses saves from an account disabled mid-test (checked by the save itself)', async () => {
    const { user, headers } = await student(t.app, t.database.db);
    const { state } = await start(headers, ssc);
    const q = state.questions[0];
    await t.database.db.update(users).set({ disabledAt: t.clock() }).where(eq(users.id, user.id));
    const res = await save(headers, state.id, [{ seq: 1, questionId: q?.id, answer: 1, marked: false }]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
    const [row] = await t.database.db
      .select()
      .from(attemptResponses)
      .where(eq(attemptResponses.attemptId, state.id));
    expect(row).toBeUndefined();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/saves`,
      payload: { saves: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects bad input with a clear error and changes nothing', async () => {
    const { headers } = await student(t.app, t.database.db);
    const en = await createPracticeSet(t.database.db, 'general', { languages: ['en'] });
    const hiOnly = await start(headers, en, 'hi');
    expect(hiOnly.res.statusCode).toBe(400);
    expect(hiOnly.res.json().error).toMatchObject({
      field: 'language',
      rule: 'validation.exams.languageInvalid',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/attempts',
      headers,
      payload: { setId: 'no-such-set', language: 'hi' },
    });
    expect(unknown.statusCode).toBe(404);
    const { state } = await start(headers, ssc);
    const q = state.questions[0];
    for (const bad of [
      [],
      [{ seq: 0, questionId: q?.id, answer: 1, marked: false }],
      [{ seq: 1, questionId: 'nope', answer: 1, marked: false }],
      [{ seq: 1, questionId: q?.id, answer: 7, marked: false }],
      [{ seq: 1, questionId: q?.id, answer: 1 }],
    ]) {
      const res = await save(headers, state.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const foreign = await save(headers, state.id, [
      { seq: 1, questionId: '00000000-0000-4000-8000-000000000000', answer: 1, marked: false },
    ]);
    expect(foreign.json()).toMatchObject({ acked: [], rejected: [{ seq: 1, reason: 'unknownQuestion' }] });
    const resumed = (
      await t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}`, headers })
    ).json() as AttemptState;
    expect(resumed.responses).toEqual([]);
    const early = await t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}/result`, headers });
    expect(early.json().error.code).toBe('ATTEMPT_NOT_SUBMITTED');
  });
});
