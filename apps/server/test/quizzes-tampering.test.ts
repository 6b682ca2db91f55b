import type { GlobalBoard, QuizResult, QuizVerdict } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizQuestions } from '../src/db/schema/index.ts';
import { student } from './exam-factories.ts';
import { call, type Headers, start, t, useQuizApp } from './quiz-fixtures.ts';

/**
 * Issue 22, scenario 10 for practice quizzes (docs/reliability.md; the exam hall's part is
 * attempts-tampering.test.ts): a verdict, points or a score sent by the client is refused or ignored,
 * and afterwards the quiz's result and the student's board points are exactly what the answers make
 * them. Another student's quiz cannot be answered, finished or read.
 */
useQuizApp();

const board = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/leaderboards', headers })).json() as GlobalBoard;

describe('a client cannot write its own quiz verdict, points or score', () => {
  it('refuses tampered fields and another student’s quiz; result and points as the answers make them', async () => {
    const db = t.database.db;
    const owner = await student(t.app, db);
    const other = await student(t.app, db);

    const refusedStart = await call('POST', '', owner.headers, {
      subject: 'maths',
      topic: 'average',
      length: 10,
      points: 999,
    });
    expect(refusedStart.statusCode, refusedStart.body).toBe(400);
    expect(refusedStart.json().error.code).toBe('VALIDATION_ERROR');

    const quiz = await start(owner.headers);
    const tampered = [
      { position: 1, answer: 0, correct: true },
      { position: 1, answer: 0, points: 50 },
      { position: 1, answer: 0, correctOption: 0 },
      { position: 1, answer: 0, score: 100 },
    ];
    for (const payload of tampered) {
      const res = await call('POST', `/${quiz.id}/answers`, owner.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    // None of them answered question 1.
    const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
    expect(rows.find((r) => r.position === 1)?.answer ?? null).toBeNull();

    // The other student can neither answer, finish nor read the owner's quiz.
    for (const [method, url, payload] of [
      ['POST', `/${quiz.id}/answers`, { position: 1, answer: 0 }],
      ['POST', `/${quiz.id}/finish`, undefined],
      ['GET', `/${quiz.id}/result`, undefined],
      ['GET', `/${quiz.id}`, undefined],
    ] as const) {
      const res = await call(method, url, other.headers, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }

    // Honest answers at a person's pace: option 0 everywhere; the verdicts say how many were right.
    let right = 0;
    for (const q of quiz.questions) {
      t.clock.advance(40_000);
      const res = await call('POST', `/${quiz.id}/answers`, owner.headers, {
        position: q.position,
        answer: 0,
      });
      expect(res.statusCode, res.body).toBe(200);
      if ((res.json() as QuizVerdict).correct) right += 1;
    }
    // A score sent with the finish is refused (the route takes no body) and finishes nothing.
    const scored = await call('POST', `/${quiz.id}/finish`, owner.headers, {
      correct: 10,
      scorePercent: 100,
    });
    expect(scored.statusCode, scored.body).toBe(400);
    expect(scored.json().error.code).toBe('VALIDATION_ERROR');
    const finished = await call('POST', `/${quiz.id}/finish`, owner.headers);
    expect(finished.statusCode, finished.body).toBe(200);
    const result = finished.json() as QuizResult;
    expect([result.correct, result.wrong, result.skipped]).toEqual([right, quiz.length - right, 0]);
    expect(result.scorePercent).toBe(Math.round((100 * right) / quiz.length));

    // Board points: one per right answer at a person's pace, nothing for the other student.
    expect((await board(owner.headers)).mine?.points ?? 0).toBe(right);
    expect((await board(other.headers)).mine?.points ?? 0).toBe(0);
  });
});
