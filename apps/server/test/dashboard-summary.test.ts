import { randomUUID } from 'node:crypto';
import type { AttemptState, DashboardSummary, QuizState, QuizVerdict } from '@abhyas/core';
import { indianDayOf } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, keyOf, type SeededSet, student } from './exam-factories.ts';
import { flashcardClient } from './flashcard-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Headers = Record<string, string>;
let t: TestApp;
let general: SeededSet;
let other: SeededSet;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '604800' });
  // The general template: 50 questions of one mark each, no negative marking (maths / average).
  general = await createPracticeSet(t.database.db, 'general');
  other = await createPracticeSet(t.database.db, 'general');
});
afterAll(async () => t?.close());

async function summary(headers: Headers): Promise<DashboardSummary> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardSummary;
}

const post = async (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** Takes `set` answering the first `right` questions right and the next `wrong` wrong; the rest skipped. */
async function takeTest(headers: Headers, set: SeededSet, right: number, wrong: number) {
  const started = await post('/api/attempts', headers, { setId: set.slug, language: 'en' });
  expect(started.statusCode).toBe(201);
  const state = started.json() as AttemptState;
  const saves = state.questions.slice(0, right + wrong).map((q, i) => ({
    seq: i + 1,
    questionId: q.id,
    answer: i < right ? keyOf(i + 1) : (keyOf(i + 1) + 1) % 4,
    marked: false,
  }));
  expect((await post(`/api/attempts/${state.id}/saves`, headers, { saves })).statusCode).toBe(200);
  const submitted = await post(`/api/attempts/${state.id}/submit`, headers);
  expect(submitted.json()).toMatchObject({ correct: right, wrong });
  return state.id;
}

/** A quiz of maths / average answered with option 0 throughout; how many of those were right. */
async function takeQuiz(headers: Headers, finish: boolean) {
  const res = await post('/api/quizzes', headers, { subject: 'maths', topic: 'average', length: 10 });
  expect(res.statusCode).toBe(201);
  const quiz = res.json() as QuizState;
  if (!finish) return { quiz, right: 0 };
  let right = 0;
  for (const q of quiz.questions) {
    const v = await post(`/api/quizzes/${quiz.id}/answers`, headers, { position: q.position, answer: 0 });
    expect(v.statusCode, v.body).toBe(200);
    if ((v.json() as QuizVerdict).correct) right += 1;
  }
  expect((await post(`/api/quizzes/${quiz.id}/finish`, headers)).statusCode).toBe(200);
  return { quiz, right };
}

async function studySession(headers: Headers, endedAt: Date, minutes: number) {
  const res = await post('/api/study-timer/sessions', headers, {
    clientId: randomUUID(),
    startedAt: new Date(endedAt.getTime() - minutes * 60_000).toISOString(),
    endedAt: endedAt.toISOString(),
    focusSeconds: minutes * 60,
    subject: 'maths',
  });
  expect(res.statusCode, res.body).toBe(201);
}

const dayMs = 86_400_000;

describe('GET /api/dashboard/summary', () => {
  it('refuses a caller who is not signed in, or whose token is bad, in the one error shape', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });

  it('ignores query parameters it does not know (nothing to choose: it is always the caller’s own)', async () => {
    const a = await student(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/summary?userId=${randomUUID()}&limit=-1`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as DashboardSummary).totals.mockTestsTaken).toBe(0);
  });

  it('is empty but complete for a brand-new student', async () => {
    const a = await student(t.app, t.database.db);
    const s = await summary(a.headers);
    expect(s.next).toEqual({
      unfinishedTests: [],
      unfinishedQuiz: null,
      cardsDueToday: 0,
      weakestTopic: null,
    });
    expect(s.totals).toEqual({
      mockTestsTaken: 0,
      quizzesTaken: 0,
      mockAverageScorePercent: null,
      quizAverageScorePercent: null,
      accuracy: null,
      answered: 0,
      bookmarks: 0,
    });
    expect([s.subjects, s.topics, s.weakTopics, s.scoreTrend]).toEqual([[], [], [], []]);
    expect(s.study.days).toHaveLength(7);
    expect(s.study.totalMinutes).toBe(0);
    expect(s.streak).toEqual({ current: 0, best: 0, activeToday: false });
    expect(s.today).toBe(indianDayOf(t.clock()));
  });

  it('adds up a student’s tests, quizzes, cards, study and streak, and a second student sees none of it', async () => {
    const a = await student(t.app, t.database.db);
    const b = await student(t.app, t.database.db);
    const now = () => t.clock();

    // Study: 20 minutes three days ago, 10 yesterday, 25 today (the streak: yesterday and today).
    await studySession(a.headers, new Date(now().getTime() - 3 * dayMs), 20);
    await studySession(a.headers, new Date(now().getTime() - dayMs), 10);
    await studySession(a.headers, now(), 25);

    // A mock test: 10 right, 5 wrong of 50 one-mark questions → 10 marks, 20 % of the maximum.
    const attemptId = await takeTest(a.headers, general, 10, 5);
    t.clock.advance(60_000);
    const quiz = await takeQuiz(a.headers, true);
    const open = await takeQuiz(a.headers, false);
    // A test still running.
    const running = await post('/api/attempts', a.headers, { setId: other.slug, language: 'hi' });
    expect(running.statusCode).toBe(201);

    // Flash cards: two cards, one reviewed; a bookmark.
    const cards = flashcardClient(t.app, a.headers.authorization?.slice('Bearer '.length) ?? '');
    const deck = await cards.deck();
    const first = await cards.card(deck.id);
    await cards.card(deck.id, 'दूसरा प्रश्न', 'उत्तर');
    const reviewed = await cards.send([cards.review(first.id, 'good', now())]);
    const [question] = await t.database.db
      .select({ id: questions.id })
      .from(questions)
      .innerJoin(setQuestions, eq(setQuestions.questionId, questions.id))
      .innerJoin(
        practiceSets,
        and(eq(practiceSets.id, setQuestions.setId), eq(practiceSets.slug, general.slug)),
      )
      .limit(1);
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/questions/${question?.id}/bookmark`,
      headers: a.headers,
    });
    expect(mark.statusCode, mark.body).toBeLessThan(300);

    const s = await summary(a.headers);
    const answered = 15 + 10;
    const right = 10 + quiz.right;
    expect(s.totals).toEqual({
      mockTestsTaken: 1,
      quizzesTaken: 1,
      mockAverageScorePercent: 20,
      quizAverageScorePercent: Math.round(quiz.right * 10),
      accuracy: Math.round((right * 100) / answered),
      answered,
      bookmarks: 1,
    });
    expect(s.scoreTrend).toEqual([
      expect.objectContaining({
        attemptId,
        setId: general.slug,
        seriesId: general.seriesSlug,
        score: 10,
        totalMarks: 50,
        percent: 20,
      }),
    ]);
    expect(s.subjects).toEqual([
      {
        subject: 'maths',
        attempts: answered,
        correct: right,
        accuracy: Math.round((right * 100) / answered),
      },
    ]);
    const topic = { subject: 'maths', topic: 'average', attempts: answered, correct: right };
    expect(s.topics).toEqual([expect.objectContaining(topic)]);
    expect(s.weakTopics).toEqual([expect.objectContaining(topic)]);
    expect(s.next.weakestTopic).toMatchObject(topic);
    expect(s.next.unfinishedTests.map((u) => u.attemptId)).toEqual([(running.json() as AttemptState).id]);
    expect(s.next.unfinishedQuiz).toMatchObject({
      id: open.quiz.id,
      subject: 'maths',
      topic: 'average',
      answered: 0,
    });
    expect(s.next.cardsDueToday).toBe(reviewed.dueToday);
    expect(s.study.days.map((d) => d.focusMinutes)).toEqual([0, 0, 0, 20, 0, 10, 25]);
    expect(s.study.totalMinutes).toBe(55);
    expect(s.study.days.at(-1)?.day).toBe(s.today);
    expect(s.streak).toEqual({ current: 2, best: 2, activeToday: true });

    // The second student, asking with their own token, sees none of the first student's data.
    const theirs = await summary(b.headers);
    expect(theirs.totals).toMatchObject({ mockTestsTaken: 0, quizzesTaken: 0, answered: 0, bookmarks: 0 });
    expect(theirs.topics).toEqual([]);
    expect(theirs.scoreTrend).toEqual([]);
    expect(theirs.next).toEqual({
      unfinishedTests: [],
      unfinishedQuiz: null,
      cardsDueToday: 0,
      weakestTopic: null,
    });
    expect(theirs.study.totalMinutes).toBe(0);
    expect(theirs.streak).toEqual({ current: 0, best: 0, activeToday: false });
    expect(JSON.stringify(theirs)).not.toContain(attemptId);
    expect(JSON.stringify(theirs)).not.toContain(open.quiz.id);
  });

  it('keeps yesterday’s streak standing until today ends, and breaks it after a day without practice', async () => {
    const a = await student(t.app, t.database.db);
    await studySession(a.headers, new Date(t.clock().getTime() - 2 * dayMs), 5);
    await studySession(a.headers, new Date(t.clock().getTime() - dayMs), 5);
    expect((await summary(a.headers)).streak).toEqual({ current: 2, best: 2, activeToday: false });
    t.clock.advance(dayMs);
    expect((await summary(a.headers)).streak).toEqual({ current: 0, best: 2, activeToday: false });
  });

  it('draws the score trend oldest first as a percent of the maximum marks', async () => {
    const a = await student(t.app, t.database.db);
    const scores = [5, 25, 40];
    for (const right of scores) {
      await takeTest(a.headers, general, right, 0);
      t.clock.advance(60_000);
    }
    const s = await summary(a.headers);
    expect(s.scoreTrend.map((p) => p.percent)).toEqual([10, 50, 80]);
    expect(s.totals.mockAverageScorePercent).toBe(Math.round(((10 + 50 + 80) / 3) * 10) / 10);
  });
});
