import type { PotdToday } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, setQuestions } from '../src/db/schema/index.ts';
import { submitSet } from './exam-factories.ts';
import {
  a,
  admin,
  b,
  bank,
  en,
  type Headers,
  published,
  rowsOf,
  setIst,
  submit,
  t,
  today,
  usePotdApp,
} from './potd-fixtures.ts';

// The Problem of the Day on the real app and database with a fake clock: the day rolls over at
// midnight IST whatever the server's zone, the key never goes out before a solve, and streaks,
// tries and the archive behave as docs/potd.md says (the admins' calendar: potd-schedule.test.ts).
usePotdApp();

const userData = (headers: Headers, userId: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: `/api/problem-of-day/users/${userId}`, headers });
/** An option other than the right one, by its English text. */
const wrongOf = (p: NonNullable<PotdToday['problem']>) =>
  p.options.find((o) => o.text !== 'Article 21')?.text;

describe('the Problem of the Day', () => {
  it('refuses a visitor who is not signed in, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/potd/today'],
      ['POST', '/api/potd/submit'],
      ['GET', '/api/potd/archive'],
      ['GET', '/api/potd/schedule?from=2026-11-26&to=2026-11-30'],
      ['GET', `/api/problem-of-day/users/${a.user.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { answer: 'x' } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('picks one problem from the bank for everyone, in the reader’s language, with no key before solving', async () => {
    const forA = await today(a.headers, 'en');
    const forB = await today(b.headers, 'hi');
    expect(forA.body.problem?.questionId).toBe(forB.body.problem?.questionId);
    expect(bank).toContain(forA.body.problem?.questionId);
    expect(forA.body.problem?.options.map((o) => o.text)).toEqual([
      'Article 14',
      'Article 19',
      'Article 21',
      'Article 32',
    ]);
    expect(forB.body.problem?.options[2]?.text).toBe('अनुच्छेद 21');
    expect(forA.body.problem?.category).toMatch(/Fundamental Rights|Parliament/);
    expect(forA.body).toMatchObject({ alreadySolved: false, tries: 0, streak: { current: 0, max: 0 } });
    // Nothing in the response tells the right option.
    for (const raw of [forA.raw, forB.raw]) {
      expect(raw).not.toContain('isCorrect');
      expect(raw).not.toContain('explanation');
      expect(raw).not.toContain('correctOption');
    }
  });

  it('counts a wrong try without a streak, refuses a non-option, then solves on the first right answer', async () => {
    const { body } = await today(a.headers);
    const p = body.problem;
    if (!p) throw new Error('no problem');

    const notAnOption = await submit(a.headers, 'Article 370');
    expect(notAnOption.statusCode).toBe(400);
    expect(notAnOption.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.potd.answerInvalid',
    });

    const wrong = await submit(a.headers, wrongOf(p));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Incorrect answer. Try again',
      streak: { current: 0, max: 0 },
    });
    const after = await today(a.headers);
    expect(after.body.tries).toBe(1);
    expect(after.raw).not.toContain('isCorrect');

    const right = await submit(a.headers, 'Article 21');
    expect(right.json()).toMatchObject({
      success: true,
      message: 'Correct! Current streak: 1',
      streak: { current: 1, max: 1 },
    });
    expect(right.json().problem.options.map((o: { isCorrect: boolean }) => o.isCorrect)).toEqual([
      false,
      false,
      true,
      false,
    ]);

    const solved = await today(a.headers);
    expect(solved.body).toMatchObject({ alreadySolved: true, tries: 1, streak: { current: 1, max: 1 } });
    expect(solved.body.problem?.options[2]).toEqual({ text: 'Article 21', isCorrect: true });
    expect(solved.body.problem?.explanation).toBe('Because Article 21 says so.');
    // B has not solved it: still no key for B.
    expect((await today(b.headers)).raw).not.toContain('isCorrect');
  });

  it('counts a double submit once, even when both arrive together', async () => {
    const answers = await Promise.all([submit(b.headers, 'अनुच्छेद 21'), submit(b.headers, 'Article 21')]);
    for (const res of answers)
      expect(res.json()).toMatchObject({ success: true, streak: { current: 1, max: 1 } });
    const again = await submit(b.headers, 'Article 21');
    expect(again.json().streak).toEqual({ current: 1, max: 1 });
    expect((await today(b.headers)).body).toMatchObject({ alreadySolved: true, tries: 0 });
    // Leaderboard points once: 15 for B's first-try solve, 10 for A's after a wrong try.
    const points = async (headers: Headers) =>
      (await t.app.inject({ method: 'GET', url: '/api/leaderboards', headers })).json().mine?.points;
    expect(await points(b.headers)).toBe(15);
    expect(await points(a.headers)).toBe(10);
  });

  it('rolls the day over at midnight IST: 23:59 and 00:01 are two days, and the streak grows', async () => {
    setIst('2026-11-26T23:59');
    const lateProblem = (await today(a.headers)).body.problem?.questionId;
    setIst('2026-11-27T00:01');
    const next = await today(a.headers);
    expect(next.body.problem?.day).toBe('2026-11-27');
    expect(next.body.problem?.questionId).not.toBe(lateProblem);
    expect(next.body).toMatchObject({ alreadySolved: false, streak: { current: 1, max: 1 } });
    const right = await submit(a.headers, 'Article 21');
    expect(right.json()).toMatchObject({
      message: 'Correct! Current streak: 2',
      streak: { current: 2, max: 2 },
    });
    // The daily problems avoid a topic used in the last 60 days while another topic is left.
    const [first, second] = await t.database.db
      .select({ topic: questions.topic })
      .from(questions)
      .where(eq(questions.id, next.body.problem?.questionId ?? ''));
    expect(second).toBeUndefined();
    expect(first?.topic).not.toBe(
      (
        await t.database.db
          .select()
          .from(questions)
          .where(eq(questions.id, lateProblem ?? ''))
      )[0]?.topic,
    );
  });

  it('shows 0 after a missed day, keeps the max, and starts again at 1', async () => {
    setIst('2026-11-29T08:00');
    const missed = await today(a.headers);
    expect(missed.body.streak).toEqual({ current: 0, max: 2 });
    const res = await userData(a.headers, a.user.id);
    expect(res.json()).toEqual({ data: { bookmarkedProblems: 0, streak: { current: 0, max: 2 } } });
    const right = await submit(a.headers, 'Article 21');
    expect(right.json().streak).toEqual({ current: 1, max: 2 });
  });

  it('never picks a question of a set, published or not; a generated one once the bank’s own are used', async () => {
    const inSets = await t.database.db.select({ id: setQuestions.questionId }).from(setQuestions);
    const setIds = new Set(inSets.map((s) => s.id));
    expect(setIds.size).toBe(100);
    const picked = new Set<string>();
    for (const day of ['2026-11-30', '2026-12-01', '2026-12-02']) {
      setIst(`${day}T10:00`);
      const { body, raw } = await today(b.headers);
      const id = body.problem?.questionId ?? '';
      // The bank's own three questions are used up: the day gets a generated question, not a set's.
      expect(body.problem?.day).toBe(day);
      expect(setIds.has(id)).toBe(false);
      expect(bank).not.toContain(id);
      expect(raw).not.toContain('isCorrect');
      picked.add(id);
      // Stored in the bank like any other, and everyone's problem of the day.
      const [row] = await t.database.db.select().from(questions).where(eq(questions.id, id));
      expect(row?.textEn).toBe(body.problem?.questionText);
      expect((await today(a.headers)).body.problem?.questionId).toBe(id);
    }
    expect(picked.size).toBe(3);
  });
});

describe('the user-data calls', () => {
  it('answers the caller’s own id, an admin any id, and refuses another student’s', async () => {
    expect((await userData(a.headers, a.user.id)).statusCode).toBe(200);
    expect((await userData(a.headers, a.user.id, 'POST')).json().data.streak.max).toBe(2);
    const other = await userData(b.headers, a.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
    expect((await userData(b.headers, a.user.id, 'POST')).statusCode).toBe(403);
    expect((await userData(admin.headers, a.user.id)).json().data.streak.max).toBe(2);
    expect((await userData(a.headers, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('counts bank bookmarks as bookmarked problems', async () => {
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/questions/${bank[0]}/bookmark`,
      headers: a.headers,
    });
    expect(mark.statusCode, mark.body).toBeLessThan(300);
    expect((await userData(a.headers, a.user.id)).json().data.bookmarkedProblems).toBe(1);
    expect((await userData(b.headers, b.user.id)).json().data.bookmarkedProblems).toBe(0);
  });
});

describe('the archive', () => {
  it('shows past days with their keys and only the viewer’s own results', async () => {
    setIst('2026-12-03T10:00');
    const res = await t.app.inject({ method: 'GET', url: '/api/potd/archive', headers: en(a.headers) });
    expect(res.statusCode).toBe(200);
    const days = res.json().data as {
      day: string;
      solved: boolean;
      tries: number;
      options: { isCorrect?: boolean }[];
    }[];
    expect(days.map((d) => d.day)).toEqual([
      '2026-12-02',
      '2026-12-01',
      '2026-11-30',
      '2026-11-29',
      '2026-11-27',
      '2026-11-26',
    ]);
    expect(days.find((d) => d.day === '2026-11-26')).toMatchObject({ solved: true, tries: 2 });
    expect(days.every((d) => d.options.some((o) => o.isCorrect === true))).toBe(true);
    const forB = (await t.app.inject({ method: 'GET', url: '/api/potd/archive', headers: b.headers })).json();
    expect(forB.data.find((d: { day: string }) => d.day === '2026-11-27')).toMatchObject({
      solved: false,
      tries: 0,
    });
    const marked = await t.app.inject({
      method: 'GET',
      url: '/api/potd/archive?bookmarked=yes',
      headers: a.headers,
    });
    expect(marked.json().data.every((d: { bookmarked: boolean }) => d.bookmarked)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/potd/archive?page=0', headers: a.headers })).statusCode,
    ).toBe(400);
  });

  it('withholds a past day’s key while its question sits in a ranked set the student has not submitted', async () => {
    setIst('2026-12-03T10:00');
    const archive = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/potd/archive', headers: en(a.headers) })).json()
        .data as {
        day: string;
        questionId: string;
        explanation?: string;
        options: { isCorrect?: boolean }[];
      }[];
    const past = (await archive()).find((d) => d.day === '2026-12-02');
    expect(past?.options.some((o) => o.isCorrect === true)).toBe(true);
    expect(past?.explanation).toEqual(expect.any(String));
    // The question is put in the published set (in place of its first question).
    const [slot] = await rowsOf(published);
    await t.database.db
      .update(setQuestions)
      .set({ questionId: past?.questionId ?? '' })
      .where(and(eq(setQuestions.setId, slot?.setId ?? ''), eq(setQuestions.position, slot?.position ?? 0)));
    const sealed = (await archive()).find((d) => d.day === '2026-12-02');
    expect(sealed?.questionId).toBe(past?.questionId);
    expect(sealed?.options.some((o) => 'isCorrect' in o)).toBe(false);
    expect(sealed?.explanation).toBeUndefined();
    // The other days keep their keys.
    expect((await archive()).filter((d) => d.options.some((o) => o.isCorrect === true))).toHaveLength(5);
    await submitSet(t.app, a.headers, published);
    const open = (await archive()).find((d) => d.day === '2026-12-02');
    expect(open?.options.some((o) => o.isCorrect === true)).toBe(true);
    expect(open?.explanation).toBe(past?.explanation);
  });
});
