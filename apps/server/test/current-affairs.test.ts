import type { BankQuestion, CurrentAffairsAdminDay, CurrentAffairsList, QuizState } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, setQuestions } from '../src/db/schema/index.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { createPracticeSet, type SeededSet, student, submitSet } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

// The daily current-affairs quiz (docs/current-affairs.md) on the real app and database with a fake
// clock at 29 November 2026, 09:00 IST: an admin publishes a day's ten dated questions, students
// take it once and resume it, expired facts leave the quizzes, and the month's digest is a PDF. The
// one sealing rule holds: a question put in a ranked set leaves every student's quiz and digest until
// they sit that set.
let t: TestApp;
type Student = Awaited<ReturnType<typeof student>>;
let a: Student;
let b: Student;
let c: Student;
let admin: Student;
let ranked: SeededSet;
const ids = new Map<string, string>();

const topics = ['ca-national', 'ca-economy', 'ca-sports', 'ca-science'] as const;
const ca = (n: number, factDate: string, topic: string = topics[n % 4] ?? 'ca-national'): BankQuestion => ({
  subject: 'current-affairs',
  topic,
  difficulty: 'medium',
  text: { hi: `समसामयिकी प्रश्न ${n}: किसने क्या जीता?`, en: `Current affairs question ${n}: who won what?` },
  options: [
    { hi: `विकल्प ${n}क`, en: `Option ${n}A` },
    { hi: `विकल्प ${n}ख`, en: `Option ${n}B` },
    { hi: `विकल्प ${n}ग`, en: `Option ${n}C` },
    { hi: `विकल्प ${n}घ`, en: `Option ${n}D` },
  ],
  answer: 2,
  explanation: { hi: `तथ्य ${n} की तारीख़ ${factDate} है।`, en: `Fact ${n} dates from ${factDate}.` },
  factDate,
});

const get = <T>(url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((res) => ({ res, body: res.json() as T }));
const adminDay = (day: string) =>
  get<CurrentAffairsAdminDay>(`/api/admin/current-affairs/days/${day}`, admin.headers);
const publish = (day: string, questionIds: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/current-affairs/days/${day}`,
    headers: admin.headers,
    payload: { questionIds },
  });
const list = (s: Student, month = '') =>
  get<CurrentAffairsList>(`/api/current-affairs${month ? `?month=${month}` : ''}`, s.headers);
const start = (s: Student, day: string) =>
  t.app.inject({ method: 'POST', url: `/api/current-affairs/days/${day}/quiz`, headers: s.headers });
const current = (n: number) => ids.get(`q${n}`) as string;
const firstTen = () => Array.from({ length: 10 }, (_, i) => current(i + 1));

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) });
  const db = t.database.db;
  const inputs = [
    // Twelve current facts of 2026, one of 2024 past its two years, one dated after today.
    ...Array.from({ length: 12 }, (_, i) => ca(i + 1, `2026-10-${String(10 + i).padStart(2, '0')}`)),
    ca(13, '2024-01-10', 'ca-awards'),
    ca(14, '2026-12-05'),
  ];
  const stored = await db.transaction((tx) => storeQuestions(tx, inputs));
  for (const [i, id] of stored.entries()) ids.set(`q${i + 1}`, id);
  ranked = await createPracticeSet(db, 'general');
  a = await student(t.app, db);
  b = await student(t.app, db);
  c = await student(t.app, db);
  admin = await student(t.app, db, { role: 'admin' });
  t.clock.advance(Date.parse('2026-11-29T09:00:00+05:30') - t.clock().getTime());
});
afterAll(async () => t?.close());

describe('the daily current-affairs quiz', () => {
  it('keeps the admin’s routes for platform admins and every route from visitors', async () => {
    expect((await adminDay('2026-11-29')).res.statusCode).toBe(200);
    const asStudent = await get('/api/admin/current-affairs/days/2026-11-29', a.headers);
    expect(asStudent.res.statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/current-affairs'],
      ['POST', '/api/current-affairs/days/2026-11-29/quiz'],
      ['GET', '/api/current-affairs/months/2026-11/digest'],
      ['GET', '/api/admin/current-affairs/days/2026-11-29'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('offers the admin current facts of the open stock only, newest first, with their dates and keys', async () => {
    const { body } = await adminDay('2026-11-29');
    const offered = body.candidates.map((q) => q.id);
    expect(offered).toEqual(
      Array.from({ length: 12 }, (_, i) => current(12 - i)), // newest fact first
    );
    // Expired (2024 + two years) and not yet a fact on the day: not offered.
    expect(offered).not.toContain(current(13));
    expect(offered).not.toContain(current(14));
    expect(body.candidates[0]).toMatchObject({
      factDate: '2026-10-21',
      expiresOn: '2028-10-21',
      correctOption: 1,
    });
    expect(body).toMatchObject({ day: '2026-11-29', chosen: [], takers: 0 });
  });

  it('refuses a choice with an expired question, and changes nothing', async () => {
    const res = await publish('2026-11-29', [...firstTen().slice(0, 9), current(13)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'questionIds',
      rule: 'validation.currentAffairs.choiceRefused',
    });
    const wrongSize = await publish('2026-11-29', firstTen().slice(0, 9));
    expect(wrongSize.statusCode).toBe(400);
    const unknown = await publish('2026-11-29', [
      ...firstTen().slice(0, 9),
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(unknown.statusCode).toBe(404);
    expect((await list(a)).body.days).toEqual([]);
    expect((await adminDay('2026-11-29')).body.chosen).toEqual([]);
  });

  it('publishes today’s ten; students see today, not a day prepared ahead', async () => {
    const res = await publish('2026-11-29', firstTen());
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CurrentAffairsAdminDay).chosen.map((q) => q.id)).toEqual(firstTen());
    const ahead = await publish('2026-11-30', [current(11), current(12), ...firstTen().slice(0, 8)]);
    // Questions 1–8 are already today's: a question is published once.
    expect(ahead.statusCode).toBe(400);
    const { body } = await list(a);
    expect(body).toMatchObject({ today: '2026-11-29', month: '2026-11', months: ['2026-11'] });
    expect(body.days).toEqual([
      { day: '2026-11-29', questions: 10, quizId: null, answered: 0, correct: 0, finished: false },
    ]);
    expect((await start(a, '2026-11-30')).statusCode).toBe(404);
  });

  it('starts the day’s quiz once, without keys, and resumes the same quiz however often it is asked', async () => {
    const first = await start(a, '2026-11-29');
    expect(first.statusCode, first.body).toBe(200);
    const quiz = first.json() as QuizState;
    expect(quiz).toMatchObject({ kind: 'current-affairs', subject: 'current-affairs', length: 10 });
    for (const word of ['correctOption', 'isCorrect', 'explanation', 'Fact 1 dates'])
      expect(first.body).not.toContain(word);
    const again = await start(a, '2026-11-29');
    expect((again.json() as QuizState).id).toBe(quiz.id);
    // Two taps at once from another student: one quiz.
    const [x, y] = await Promise.all([start(b, '2026-11-29'), start(b, '2026-11-29')]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect((x.json() as QuizState).id).toBe((y.json() as QuizState).id);

    const verdict = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quiz.id}/answers`,
      headers: a.headers,
      payload: { position: 1, answer: 1 },
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    expect(verdict.json()).toMatchObject({ correct: true, correctOption: 1 });
    expect((await list(a)).body.days[0]).toMatchObject({ quizId: quiz.id, answered: 1, correct: 1 });
    // B's quiz is B's: A's list does not show it, and A cannot open it.
    const bQuiz = (x.json() as QuizState).id;
    expect((await get(`/api/quizzes/${bQuiz}`, a.headers)).res.statusCode).toBe(404);
  });

  it('keeps a day’s questions once a student has started it; a day nobody took may be replaced', async () => {
    const replace = await publish('2026-11-29', [current(11), current(12), ...firstTen().slice(2)]);
    expect(replace.statusCode).toBe(409);
    expect((await adminDay('2026-11-29')).body).toMatchObject({ takers: 2 });
    expect((await publish('2026-11-30', [current(11), ...firstTen().slice(1)])).statusCode).toBe(400);
  });

  it('drops expired facts from topic quizzes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: c.headers,
      payload: { subject: 'current-affairs', topic: 'ca-awards', length: 10 },
    });
    // The awards topic holds only the 2024 fact, past its expiry: nothing to practise.
    expect(res.statusCode).toBe(404);
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: c.headers,
      payload: { subject: 'current-affairs', length: 20 },
    });
    expect(whole.statusCode, whole.body).toBe(201);
    // Neither the expired fact nor the one dated after today (written ahead for a coming day).
    expect(whole.body).not.toContain('Current affairs question 13');
    expect(whole.body).not.toContain('Current affairs question 14');
    expect((whole.json() as QuizState).questions.length).toBeGreaterThan(0);
  });

  it('prints the month as a PDF with its answers; an empty month is not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/current-affairs/months/2026-11/digest?language=en',
      headers: a.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The text checks need poppler's pdftotext (.ci/run installs it; elsewhere they are skipped).
    if (hasPdftotext) {
      const text = pdfText(res.rawPayload);
      expect(text).toContain('29 November 2026');
      expect(text).toContain('Current affairs question 1:');
      expect(text).toContain('Fact 1 dates from 2026-10-10.');
    }
    const empty = await get('/api/current-affairs/months/2026-10/digest', a.headers);
    expect(empty.res.statusCode).toBe(404);
    expect((await get('/api/current-affairs/months/2026-13/digest', a.headers)).res.statusCode).toBe(400);
  });

  it('leaves a question put in a ranked set out of the quiz and the digest of a student who has not sat the set', async () => {
    // An editor later puts today's question 3 in a ranked set.
    const [set] = await t.database.db.select().from(practiceSets).where(eq(practiceSets.slug, ranked.slug));
    if (!set) throw new Error('no ranked set');
    await t.database.db
      .insert(setQuestions)
      .values({ setId: set.id, questionId: current(3), position: 999, section: 0 });
    const forC = await start(c, '2026-11-29');
    expect(forC.statusCode).toBe(200);
    expect((forC.json() as QuizState).length).toBe(9);
    expect(forC.body).not.toContain('Current affairs question 3:');
    const digest = await t.app.inject({
      method: 'GET',
      url: '/api/current-affairs/months/2026-11/digest?language=en',
      headers: c.headers,
    });
    expect(digest.statusCode).toBe(200);
    if (hasPdftotext) {
      const text = pdfText(digest.rawPayload);
      expect(text).toContain('Current affairs question 2:');
      expect(text).not.toContain('Current affairs question 3:');
    }
    // Once C has sat the set, the digest shows it again.
    await submitSet(t.app, c.headers, ranked);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/current-affairs/months/2026-11/digest?language=en',
      headers: c.headers,
    });
    expect(after.statusCode).toBe(200);
    if (hasPdftotext) expect(pdfText(after.rawPayload)).toContain('Current affairs question 3:');
  });
});
