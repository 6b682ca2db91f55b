import type { QuizHistory, QuizResult, QuizState, QuizVerdict, ReviseList } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quizQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, startAttempt, student, submitSet } from './exam-factories.ts';
import {
  answer,
  bankIdsOf,
  call,
  type Headers,
  idsOfSet,
  practice,
  start,
  t,
  useQuizApp,
} from './quiz-fixtures.ts';

/** Practice quizzes: the draw, answers, the finish, the revise list, bad input (aimed: quizzes-aimed.test.ts). */
let a: { user: { id: string }; headers: Headers };
let b: { user: { id: string }; headers: Headers };
let draft: SeededSet;

useQuizApp();
beforeAll(async () => {
  draft = await createPracticeSet(t.database.db, 'SSC', { published: false });
  a = await student(t.app, t.database.db);
  b = await student(t.app, t.database.db);
});

describe('practice quizzes', () => {
  it('starts a quiz of published questions without any key or explanation', async () => {
    // A ranked set's questions are sealed until the student submits it: the quiz is all generated.
    const sealed = await start(a.headers);
    expect(sealed.questions).toHaveLength(10);
    expect(await bankIdsOf(sealed.id)).toEqual([]);
    await submitSet(t.app, a.headers, practice);
    const res = await call('POST', '', a.headers, {
      subject: 'maths',
      topic: 'average',
      length: 10,
      timerMinutes: 5,
    });
    expect(res.statusCode).toBe(201);
    const quiz = res.json() as QuizState;
    expect(quiz.questions).toHaveLength(10);
    // Now the set's questions come first (never met), ahead of generated ones.
    const practiceIds = await idsOfSet(practice);
    const drawn = await bankIdsOf(quiz.id);
    expect(drawn).toHaveLength(10);
    for (const id of drawn) expect(practiceIds).toContain(id);
    expect(quiz.timerSeconds).toBe(300);
    // The phone counts the timer on the server's clock: the start answers the server's time with it.
    expect(quiz.serverTime).toBe(quiz.startedAt);
    expect(quiz.verdicts).toEqual([]);
    expect(res.body).not.toMatch(/correctOption|explanation|"answer"|Explanation|व्याख्या/);
    const draftTag = draft.slug.slice('set-'.length);
    for (const q of quiz.questions) expect(q.text.en).not.toContain(draftTag);
    // Resuming shows no key either.
    const again = await call('GET', `/${quiz.id}`, a.headers);
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toMatch(/correctOption|explanation/);
  });

  it('never draws a question that sits only in an unpublished set', async () => {
    const draftIds = await idsOfSet(draft);
    // The published set is open to this student too, so the bank has questions to draw.
    await submitSet(t.app, b.headers, practice);
    for (let i = 0; i < 4; i += 1) {
      const quiz = await start(b.headers, { subject: 'maths', topic: 'average', length: 30 });
      const drawn = await bankIdsOf(quiz.id);
      expect(drawn.length).toBeGreaterThan(0);
      for (const id of drawn) expect(draftIds).not.toContain(id);
    }
  });

  it('fills a thin bank with generated questions the server can check', async () => {
    const quiz = await start(a.headers, { subject: 'reasoning', length: 10 });
    expect(quiz.questions).toHaveLength(10);
    const verdict = await answer(a.headers, quiz.id, 1, 0);
    const right = await answer(a.headers, quiz.id, 2, 0);
    for (const v of [verdict, right]) expect(v.correctOption).toBeGreaterThanOrEqual(0);
    expect(verdict.explanation.en.length).toBeGreaterThan(0);
  });

  it('checks an answer, then answers a repeat with the same verdict and changes nothing', async () => {
    const quiz = await start(a.headers);
    const first = await answer(a.headers, quiz.id, 1, 0);
    const repeat = await answer(a.headers, quiz.id, 1, 1);
    expect(repeat).toEqual(first);
    const resumed = (await call('GET', `/${quiz.id}`, a.headers)).json() as QuizState;
    expect(resumed.verdicts).toEqual([first]);
    const history = (await call('GET', '/history?limit=100', a.headers)).json() as QuizHistory;
    expect(history.items.find((h) => h.id === quiz.id)).toMatchObject({
      answered: 1,
      correct: first.correct ? 1 : 0,
    });
  });

  it('finishes with a score screen, once; a skipped question can no longer be answered', async () => {
    const quiz = await start(a.headers);
    const v1 = await answer(a.headers, quiz.id, 1, 0);
    const v2 = await answer(a.headers, quiz.id, 2, 1);
    const res = await call('POST', `/${quiz.id}/finish`, a.headers);
    expect(res.statusCode).toBe(200);
    const result = res.json() as QuizResult;
    const correct = [v1, v2].filter((v) => v.correct).length;
    expect(result).toMatchObject({ total: 10, correct, wrong: 2 - correct, skipped: 8 });
    expect(result.scorePercent).toBe(correct * 10);
    const again = (await call('POST', `/${quiz.id}/finish`, a.headers)).json() as QuizResult;
    expect(again.finishedAt).toBe(result.finishedAt);
    expect((await call('GET', `/${quiz.id}/result`, a.headers)).json()).toEqual(result);
    expect(
      (await call('POST', `/${quiz.id}/answers`, a.headers, { position: 3, answer: 0 })).statusCode,
    ).toBe(409);
    // An answered question still gets its verdict after the finish (a late replay from the device).
    expect(await answer(a.headers, quiz.id, 1, 3)).toEqual(v1);
  });

  it('puts a wrong answer on the revise list and takes it off when answered right later', async () => {
    const quiz = await start(a.headers);
    let wrong: QuizVerdict | undefined;
    for (let p = 1; p <= 10 && !wrong; p += 1) {
      const v = await answer(a.headers, quiz.id, p, 0);
      if (!v.correct) wrong = v;
    }
    if (!wrong) throw new Error('ten answers of option 0 were all right: the keys do not cycle');
    const list = (await call('GET', '/revise?limit=100', a.headers)).json() as ReviseList;
    const rows = await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
    const row = rows.find((r) => r.position === wrong?.position);
    expect(row?.questionId).toBeTruthy();
    const wrongText = quiz.questions.find((q) => q.position === wrong?.position)?.text.en;
    expect(list.items.some((i) => i.yourAnswer === 0 && i.correctOption === wrong?.correctOption)).toBe(true);
    expect(list.items.some((i) => i.text.en === wrongText)).toBe(true);
    // The same question comes again in a later quiz (placed there by hand), and this time it is right.
    const later = await start(a.headers);
    await t.database.db
      .update(quizQuestions)
      .set({ questionId: row?.questionId ?? null, questionRef: row?.questionRef ?? '' })
      .where(and(eq(quizQuestions.quizId, later.id), eq(quizQuestions.position, 1)));
    // While the student sits its set again the key is sealed: the item leaves the revise list, and an
    // answer to the question is refused without a verdict.
    const sitting = await startAttempt(t.app, a.headers, practice);
    const during = (await call('GET', '/revise?limit=100', a.headers)).json() as ReviseList;
    expect(during.total).toBeLessThan(list.total);
    expect(during.items.some((i) => i.text.en === wrongText)).toBe(false);
    const refused = await call('POST', `/${later.id}/answers`, a.headers, {
      position: 1,
      answer: wrong.correctOption,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('QUESTION_SEALED');
    expect(refused.body).not.toMatch(/correctOption|Explanation|व्याख्या/);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${sitting.id}/submit`,
      headers: a.headers,
    });
    expect(done.statusCode).toBe(200);
    expect(((await call('GET', '/revise?limit=100', a.headers)).json() as ReviseList).total).toBe(list.total);
    expect((await answer(a.headers, later.id, 1, wrong.correctOption)).correct).toBe(true);
    const after = (await call('GET', '/revise?limit=100', a.headers)).json() as ReviseList;
    expect(after.total).toBe(list.total - 1);
  });

  it('lets the student remove a revise item; only their own', async () => {
    const quiz = await start(a.headers);
    for (let p = 1; p <= 4; p += 1) await answer(a.headers, quiz.id, p, p - 1);
    const list = (await call('GET', '/revise', a.headers)).json() as ReviseList;
    const item = list.items[0];
    expect(item).toBeDefined();
    expect((await call('DELETE', `/revise/${item?.id}`, b.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/revise/${item?.id}`, a.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/revise/${item?.id}`, a.headers)).statusCode).toBe(404);
    const theirs = (await call('GET', '/revise', b.headers)).json() as ReviseList;
    expect(theirs.items.some((i) => list.items.some((m) => m.id === i.id))).toBe(false);
  });

  it('pages the history, newest first, and shows only the student’s own quizzes', async () => {
    const page = (await call('GET', '/history?page=1&limit=2', a.headers)).json() as QuizHistory;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const all = (await call('GET', '/history?limit=100', a.headers)).json() as QuizHistory;
    const theirs = (await call('GET', '/history?limit=100', b.headers)).json() as QuizHistory;
    expect(theirs.items.some((h) => all.items.some((m) => m.id === h.id))).toBe(false);
  });

  it('answers 404 to a second account reading, answering or finishing another’s quiz', async () => {
    const quiz = await start(a.headers);
    expect((await call('GET', `/${quiz.id}`, b.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `/${quiz.id}/answers`, b.headers, { position: 1, answer: 0 })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/${quiz.id}/finish`, b.headers)).statusCode).toBe(404);
    expect((await call('GET', `/${quiz.id}/result`, b.headers)).statusCode).toBe(404);
    const resumed = (await call('GET', `/${quiz.id}`, a.headers)).json() as QuizState;
    expect(resumed.verdicts).toEqual([]);
    expect(resumed.finishedAt).toBeNull();
  });

  it('lists subjects and topics with counts and the student’s accuracy', async () => {
    const subjects = (await call('GET', '/subjects', a.headers)).json() as {
      items: { key: string; questionCount: number; accuracy: number | null; generated: boolean }[];
    };
    const maths = subjects.items.find((s) => s.key === 'maths');
    // The submitted set's 100 questions; the draft's are not practice material.
    expect(maths?.questionCount).toBe(100);
    expect(maths?.generated).toBe(true);
    expect(maths?.accuracy).not.toBeNull();
    const topics = (await call('GET', '/subjects/maths/topics', a.headers)).json() as {
      items: { key: string }[];
    };
    expect(topics.items.map((x) => x.key)).toContain('average');
    expect((await call('GET', '/subjects/astrology/topics', a.headers)).statusCode).toBe(404);
    // A student who has not submitted the set counts none of its questions (they are sealed).
    const fresh = await student(t.app, t.database.db);
    const theirs = (await call('GET', '/subjects', fresh.headers)).json() as typeof subjects;
    expect(theirs.items.find((s) => s.key === 'maths')?.questionCount ?? 0).toBe(0);
  });
});

describe('bad input on every route', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['POST', '', { subject: 'Maths!', length: 10 }],
    ['POST', '', { subject: 'maths', length: 15 }],
    ['POST', '', { subject: 'maths', length: 10, timerMinutes: 0 }],
    ['POST', '', { subject: 'maths', length: 10, timerMinutes: 61 }],
    ['POST', '', { subject: 'maths', length: 10, extra: 1 }],
    ['POST', '', { length: 10 }],
    ['POST', '/aimed', { length: '10' }],
    ['POST', '/aimed', { length: 10, subject: 'maths' }],
    ['POST', `/${id}/answers`, { position: 0, answer: 0 }],
    ['POST', `/${id}/answers`, { position: 31, answer: 0 }],
    ['POST', `/${id}/answers`, { position: 1, answer: -1 }],
    ['POST', `/${id}/answers`, { position: 1.5, answer: 0 }],
    ['POST', `/${id}/answers`, { position: 1 }],
    ['POST', '/not-a-uuid/answers', { position: 1, answer: 0 }],
    ['POST', '/not-a-uuid/finish', undefined],
    ['GET', '/not-a-uuid', undefined],
    ['GET', '/not-a-uuid/result', undefined],
    ['GET', '/history?page=0', undefined],
    ['GET', '/revise?limit=1000', undefined],
    ['DELETE', '/revise/nope', undefined],
    ['GET', '/subjects/NOT%20A%20KEY/topics', undefined],
  ] as const)('%s %s %j is a 400 with a rule key', async (method, url, body) => {
    const res = await call(method, url, a.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an option the question does not have, and changes nothing', async () => {
    const quiz = await start(a.headers);
    const res = await call('POST', `/${quiz.id}/answers`, a.headers, { position: 1, answer: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.rule).toBe('validation.quizzes.answerInvalid');
    expect(((await call('GET', `/${quiz.id}`, a.headers)).json() as QuizState).verdicts).toEqual([]);
  });

  it('answers 404 for a subject with no practice material', async () => {
    expect((await call('POST', '', a.headers, { subject: 'astrology', length: 10 })).statusCode).toBe(404);
  });
});
