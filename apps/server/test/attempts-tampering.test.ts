import type { AttemptResult, AttemptState, GlobalBoard } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponses } from '../src/db/schema/index.ts';
import {
  answerAsAPerson,
  createPracticeSet,
  keyOf,
  type SeededSet,
  startAttempt,
  student,
} from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22, scenario 10 (docs/reliability.md): whatever a client sends, its score, points, role and
 * status come from the server's own rules. A second account tries to write a score, points, a
 * status, `isCorrect` and a role into the requests it may make, and to save into, submit and read
 * another student's attempt; each is refused (400 with the field named, or 404 for the other's
 * attempt) or changes nothing; afterwards both results and the leaderboard are exactly what the
 * answers given make them.
 */
let t: TestApp;
let set: SeededSet;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  set = await createPracticeSet(t.database.db, 'general'); // 50 questions, a mark each, no negative
});
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const rightAnswers = (state: AttemptState, n: number) =>
  state.questions.slice(0, n).map((q) => ({ questionId: q.id, answer: keyOf(q.number) }));
const result = async (headers: Headers, id: string) =>
  (await inject('GET', `/api/attempts/${id}/result`, headers)).json() as AttemptResult;
const board = async (headers: Headers) =>
  (await inject('GET', '/api/leaderboards', headers)).json() as GlobalBoard;

describe('a client cannot write its own score, points, role or status', () => {
  it('refuses or ignores every tampered field and another student’s attempt; results and board as the answers make them', async () => {
    const victim = await student(t.app, t.database.db);
    const attacker = await student(t.app, t.database.db);

    // The victim sits honestly: 30 of 50 right.
    const v = await startAttempt(t.app, victim.headers, set);
    await answerAsAPerson(t.app, t.clock, victim.headers, v.id, rightAnswers(v, 30));
    expect((await inject('POST', `/api/attempts/${v.id}/submit`, victim.headers)).statusCode).toBe(200);
    const victimBefore = await result(victim.headers, v.id);
    expect(victimBefore.score).toBe(30);
    const victimPoints = (await board(victim.headers)).mine?.points ?? 0;

    // The attacker answers 10 right, then tampers.
    const a = await startAttempt(t.app, attacker.headers, set);
    const q = a.questions[20]!;
    const next = await answerAsAPerson(t.app, t.clock, attacker.headers, a.id, rightAnswers(a, 10));
    const save = { seq: next, questionId: q.id, answer: keyOf(q.number), marked: false, timeSpentMs: 30_000 };
    const tampered: [string, 'POST' | 'PATCH', string, object][] = [
      [
        'a save carrying its verdict',
        'POST',
        `/api/attempts/${a.id}/saves`,
        { saves: [{ ...save, isCorrect: true }] },
      ],
      [
        'a save carrying marks',
        'POST',
        `/api/attempts/${a.id}/saves`,
        { saves: [{ ...save, score: 2, points: 99 }] },
      ],
      ['a batch carrying a score', 'POST', `/api/attempts/${a.id}/saves`, { saves: [save], score: 50 }],
      [
        'a save stamped with the device’s time',
        'POST',
        `/api/attempts/${a.id}/saves`,
        { saves: [{ ...save, at: '2030-01-01T00:00:00.000Z', serverNow: '2030-01-01T00:00:00.000Z' }] },
      ],
      [
        'a forged “time up” with its own finish time',
        'POST',
        `/api/attempts/${a.id}/submit`,
        { timeUp: true, finishedAt: '2020-01-01T00:00:00.000Z', deadline: '2020-01-01T00:00:00.000Z' },
      ],
      [
        'a submit carrying a score',
        'POST',
        `/api/attempts/${a.id}/submit`,
        { score: 50, correct: 50, status: 'submitted', points: 999 },
      ],
      ['an account change carrying a role', 'PATCH', '/api/me', { role: 'admin', language: 'en' }],
      [
        'an account change carrying an institute role',
        'PATCH',
        '/api/me',
        { orgRole: 'admin', targetExam: null },
      ],
    ];
    for (const [label, method, url, payload] of tampered) {
      const res = await inject(method, url, attacker.headers, payload);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json().error.code, label).toBe('VALIDATION_ERROR');
    }
    // None of those saves landed: question 21 still has no answer.
    const rows = await t.database.db
      .select()
      .from(attemptResponses)
      .where(eq(attemptResponses.attemptId, a.id));
    expect(rows.find((r) => r.questionId === q.id)).toBeUndefined();

    // The victim's attempt: saving into it, submitting it and reading it are all 404 to the attacker.
    const theirs = [
      inject('POST', `/api/attempts/${v.id}/saves`, attacker.headers, { saves: [{ ...save, seq: 9999 }] }),
      inject('POST', `/api/attempts/${v.id}/submit`, attacker.headers),
      inject('GET', `/api/attempts/${v.id}/result`, attacker.headers),
      inject('GET', `/api/attempts/${v.id}/analysis`, attacker.headers),
      inject('GET', `/api/attempts/${v.id}`, attacker.headers),
    ];
    for (const res of await Promise.all(theirs)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(victim.user.username);
    }

    // A plain submit: the score is the ten right answers, nothing else.
    expect((await inject('POST', `/api/attempts/${a.id}/submit`, attacker.headers)).statusCode).toBe(200);
    const mine = await result(attacker.headers, a.id);
    expect([mine.score, mine.correct]).toEqual([10, 10]);
    const me = (await inject('GET', '/api/me', attacker.headers)).json();
    expect(me.user.role).toBe('user');
    expect(me.user.orgRole ?? null).toBeNull();

    // The victim's result and points are untouched, and the board ranks by the answers: 30 beats 10.
    // (Its taker count now includes the attacker, who ranks below.)
    const victimAfter = await result(victim.headers, v.id);
    const kept = (r: AttemptResult) => [r.score, r.correct, r.wrong, r.submittedAt, r.finishedBy, r.rank];
    expect(kept(victimAfter)).toEqual(kept(victimBefore));
    expect([victimAfter.rank, mine.rank, victimAfter.takers]).toEqual([1, 2, 2]);
    const after = await board(victim.headers);
    expect(after.mine?.points ?? 0).toBe(victimPoints);
    const attackerPoints = (await board(attacker.headers)).mine?.points ?? 0;
    expect(attackerPoints).toBeLessThan(victimPoints);
  });
});
