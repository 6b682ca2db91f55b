import { type AttemptState, SAVE_GRACE_SECONDS } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponses, attempts } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The exam hall API, continued from attempts.test.ts: sectional windows, the remembered position, compensatory time. */
let t: TestApp;
let ssc: SeededSet;
let ibps: SeededSet;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  ssc = await createPracticeSet(t.database.db, 'SSC');
  ibps = await createPracticeSet(t.database.db, 'IBPS_PO');
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

describe('the exam hall API', () => {
  it('locks a sectionally timed section when its window closes', async () => {
    const { headers } = await student(t.app, t.database.db);
    const { state } = await start(headers, ibps, 'en');
    expect(state.sectionalTiming).toBe(true);
    const first = state.questions.find((q) => q.section === 0);
    const second = state.questions.find((q) => q.section === 1);
    if (!first || !second) throw new Error('sections missing');
    t.clock.advance(61 * 60_000);
    const res = await save(headers, state.id, [
      { seq: 1, questionId: first.id, answer: 0, marked: false },
      { seq: 2, questionId: second.id, answer: 0, marked: false },
    ]);
    expect(res.json()).toMatchObject({ acked: [2], rejected: [{ seq: 1, reason: 'sectionClosed' }] });
  });

  it('refuses saves into a section that has not opened yet, and accepts each section only in its window', async () => {
    const { headers } = await student(t.app, t.database.db);
    const { state } = await start(headers, ibps, 'en');
    const [first, second, third] = [0, 1, 2].map((i) => state.questions.find((q) => q.section === i));
    if (!first || !second || !third) throw new Error('sections missing');
    // One batch with a question of each section, at the start: only the first section is open.
    const early = await save(headers, state.id, [
      { seq: 1, questionId: first.id, answer: 0, marked: false },
      { seq: 2, questionId: second.id, answer: 1, marked: false },
      { seq: 3, questionId: third.id, answer: 2, marked: true },
    ]);
    expect(early.json()).toMatchObject({
      acked: [1],
      rejected: [
        { seq: 2, reason: 'sectionNotOpen' },
        { seq: 3, reason: 'sectionNotOpen' },
      ],
    });
    // One millisecond before the second section opens it is still closed; at its opening it is open.
    const opens = new Date(state.sections[1]?.opensAt ?? 0).getTime();
    t.clock.advance(opens - t.clock().getTime() - 1);
    const justBefore = await save(headers, state.id, [
      { seq: 4, questionId: second.id, answer: 1, marked: false },
    ]);
    expect(justBefore.json()).toMatchObject({ acked: [], rejected: [{ seq: 4, reason: 'sectionNotOpen' }] });
    t.clock.advance(1);
    const inWindow = await save(headers, state.id, [
      { seq: 5, questionId: second.id, answer: 1, marked: false },
      { seq: 6, questionId: third.id, answer: 2, marked: false },
    ]);
    expect(inWindow.json()).toMatchObject({ acked: [5], rejected: [{ seq: 6, reason: 'sectionNotOpen' }] });
    // Past the first section's close plus the grace: closed; the third section is still not open.
    t.clock.advance(SAVE_GRACE_SECONDS * 1000 + 1);
    const later = await save(headers, state.id, [
      { seq: 7, questionId: first.id, answer: 3, marked: false },
      { seq: 8, questionId: third.id, answer: 2, marked: false },
    ]);
    expect(later.json()).toMatchObject({
      acked: [],
      rejected: [
        { seq: 7, reason: 'sectionClosed' },
        { seq: 8, reason: 'sectionNotOpen' },
      ],
    });
    // Only the answers saved inside their windows were kept.
    const rows = await t.database.db
      .select()
      .from(attemptResponses)
      .where(eq(attemptResponses.attemptId, state.id));
    expect(new Map(rows.map((r) => [r.questionId, r.answer]))).toEqual(
      new Map([
        [first.id, 0],
        [second.id, 1],
      ]),
    );
  });

  it('remembers the question on screen and resumes there on any device', async () => {
    const { headers } = await student(t.app, t.database.db);
    const { state } = await start(headers, ssc);
    expect(state.currentQuestionId).toBeNull();
    const q53 = state.questions[52];
    if (!q53) throw new Error('no question 53');
    const put = (attemptId: string, body: object, h = headers) =>
      t.app.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/position`, headers: h, payload: body });
    const stored = await put(state.id, { questionId: q53.id });
    // The answer carries the attempt's time (a moved deadline reaches a student who only reads).
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ serverNow: t.clock().toISOString(), deadline: state.deadline });
    const resumed = (
      await t.app.inject({ method: 'GET', url: `/api/attempts/${state.id}`, headers })
    ).json() as AttemptState;
    expect(resumed.currentQuestionId).toBe(q53.id);
    expect((await start(headers, ssc)).state.currentQuestionId).toBe(q53.id);

    // Someone else's attempt does not exist for them; a question of another test is refused.
    const other = await student(t.app, t.database.db);
    expect((await put(state.id, { questionId: q53.id }, other.headers)).statusCode).toBe(404);
    const foreign = await put(state.id, { questionId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'questionId',
      rule: 'validation.attempts.unknownQuestion',
    });
    expect((await put(state.id, { questionId: 'nope' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, state.id));
    expect(row?.currentQuestionId).toBe(q53.id);

    // A submitted attempt keeps its place and refuses to move.
    await submit(headers, state.id);
    const closed = await put(state.id, { questionId: state.questions[0]?.id ?? '' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('ATTEMPT_CLOSED');
  });

  it('gives compensatory time when an admin granted it: 20 minutes per hour', async () => {
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    const { user, headers } = await student(t.app, t.database.db);
    const grant = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/accommodations`,
      headers: admin.headers,
      payload: { compensatoryTime: true },
    });
    expect(grant.statusCode).toBe(200);
    // The admin finds the candidate by part of the username (LIKE wildcards typed are literal).
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(user.username.slice(2, 10).toUpperCase())}`,
      headers: admin.headers,
    });
    expect(found.json().data).toEqual([expect.objectContaining({ id: user.id, compensatoryTime: true })]);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=%25',
      headers: admin.headers,
    });
    expect(wildcard.json().data).toEqual([]);
    const { state } = await start(headers, ibps);
    expect(state.compensatoryMinutes).toBe(60);
    expect(new Date(state.deadline).getTime() - new Date(state.startedAt).getTime()).toBe(240 * 60_000);
    // Each locked section is stretched alike: 60 minutes become 80.
    expect(new Date(state.sections[0]?.closesAt ?? 0).getTime() - new Date(state.startedAt).getTime()).toBe(
      80 * 60_000,
    );
  });
});
