import type { GlobalBoard } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { a, b, en, type Headers, submit, t, today, usePotdApp } from './potd-fixtures.ts';

/**
 * Issue 22, scenario 10 for the Problem of the Day (docs/reliability.md): points, a streak or a
 * verdict sent with an answer are refused and count as no try; the day's points and streak are what
 * the tries make them (one wrong try, then right: 10 points, not the first try's 15).
 */
usePotdApp();

const board = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/leaderboards', headers })).json() as GlobalBoard;
const send = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/potd/submit', headers: en(headers), payload });

describe('a client cannot write its own daily-problem points or streak', () => {
  it('refuses tampered fields without counting a try; points and streak as the tries make them', async () => {
    const before = (await today(a.headers)).body;
    expect(before.alreadySolved).toBe(false);
    for (const payload of [
      { answer: 'Article 21', points: 100 },
      { answer: 'Article 21', streak: 99 },
      { answer: 'Article 21', correct: true },
      { answer: 'Article 21', solved: true, tries: 0 },
    ]) {
      const res = await send(a.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const untouched = (await today(a.headers)).body;
    expect([untouched.alreadySolved, untouched.tries, untouched.streak]).toEqual([false, 0, before.streak]);
    expect((await board(a.headers)).mine?.points ?? 0).toBe(0);

    // One wrong try, then the right answer: 10 points (15 only for a first try), a streak of 1.
    expect((await submit(a.headers, 'Article 14')).statusCode).toBe(200);
    const solved = await submit(a.headers, 'Article 21');
    expect(solved.statusCode, solved.body).toBe(200);
    const after = (await today(a.headers)).body;
    expect([after.alreadySolved, after.tries, after.streak.current]).toEqual([true, 1, 1]);
    expect((await board(a.headers)).mine?.points ?? 0).toBe(10);
    // The other student, who sent nothing, has nothing.
    expect((await board(b.headers)).mine?.points ?? 0).toBe(0);
  });
});
