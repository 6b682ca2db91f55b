import type { AttemptState, CardMade, QuizState, QuizVerdict, ReviseList } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcards, practiceSets, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, startAttempt, student, submitSet } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** "Make a card" from a quiz question, a revise item and a test's question (docs/flashcards.md). */
let t: TestApp;
type Headers = Record<string, string>;
let a: { user: { id: string }; headers: Headers };
let b: { user: { id: string }; headers: Headers };
let set: SeededSet;
/** A published set the first student submits: its questions are what their quizzes draw from the bank. */
let practised: SeededSet;
const missing = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  set = await createPracticeSet(t.database.db, 'SSC');
  practised = await createPracticeSet(t.database.db, 'SSC');
  a = await student(t.app, t.database.db);
  b = await student(t.app, t.database.db);
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const card = (headers: Headers, source: string, payload: object) =>
  api('POST', `/flashcards/cards/from-${source}`, headers, payload);
async function quiz(headers: Headers, body: object) {
  const res = await api('POST', '/quizzes', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as QuizState;
}
async function answer(headers: Headers, quizId: string, position: number, option: number) {
  const res = await api('POST', `/quizzes/${quizId}/answers`, headers, { position, answer: option });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuizVerdict;
}
/** A set's id and its question ids. */
async function setRows(of: SeededSet) {
  const rows = await t.database.db
    .select({ id: setQuestions.questionId, setId: practiceSets.id })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .where(eq(practiceSets.slug, of.slug));
  return { setId: rows[0]?.setId, ids: rows.map((r) => r.id) };
}
const cardsOf = (userId: string) =>
  t.database.db.select().from(flashcards).where(eq(flashcards.userId, userId));

describe('a card from a quiz question', () => {
  it('makes a generated question a card once it is answered, and only once', async () => {
    const q = await quiz(a.headers, { subject: 'reasoning', length: 10 });
    const body = { quizId: q.id, position: 1, language: 'en' };
    // Before the answer the key stays on the server.
    const early = await card(a.headers, 'quiz-question', body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'CONFLICT', rule: 'validation.flashcards.answerFirst' });
    expect(await cardsOf(a.user.id)).toHaveLength(0);

    const verdict = await answer(a.headers, q.id, 1, 0);
    const made = await card(a.headers, 'quiz-question', body);
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json() as CardMade;
    expect(first.created).toBe(true);
    const question = q.questions[0];
    expect(first.card.front.en).toContain(question?.text.en);
    expect(first.card.front.hi).toBeNull();
    const key = question?.options[verdict.correctOption]?.en;
    expect(first.card.back.en).toContain(`${verdict.correctOption + 1}. ${key}`);
    expect(first.card.back.en).toContain(verdict.explanation.en.trim());
    expect(first.card.sourceQuestionId).toBeNull();
    // Tagged with its subject and topic (once, when a family's topic is the subject itself).
    expect(first.card.tags).toEqual([...new Set([question?.subject, question?.topic])]);

    // A second tap (or two at once) answers the card already made.
    const [again, racing] = await Promise.all([
      card(a.headers, 'quiz-question', body),
      card(a.headers, 'quiz-question', { ...body, language: 'hi' }),
    ]);
    for (const res of [again, racing]) {
      expect(res.statusCode).toBe(200);
      expect((res.json() as CardMade).created).toBe(false);
      expect((res.json() as CardMade).card.id).toBe(first.card.id);
    }
    expect(await cardsOf(a.user.id)).toHaveLength(1);

    // Two first taps at once (two tabs): one card, one of them answers it as made before.
    await answer(a.headers, q.id, 2, 0);
    const both = await Promise.all(
      [0, 1].map(() => card(a.headers, 'quiz-question', { ...body, position: 2 })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => (r.json() as CardMade).card.id)).size).toBe(1);
    expect(await cardsOf(a.user.id)).toHaveLength(2);
  });

  it('makes a bank question of a quiz one card with the same question from anywhere else', async () => {
    // A ranked set's questions reach a student's quizzes once they have submitted it.
    await submitSet(t.app, a.headers, practised);
    const q = await quiz(a.headers, { subject: 'maths', topic: 'average', length: 10 });
    await answer(a.headers, q.id, 2, 1);
    const made = await card(a.headers, 'quiz-question', { quizId: q.id, position: 2, language: 'hi' });
    expect(made.statusCode, made.body).toBe(201);
    const { card: c } = made.json() as CardMade;
    expect(c.sourceQuestionId).not.toBeNull();
    const practisedRows = await setRows(practised);
    expect(practisedRows.ids).toContain(c.sourceQuestionId);
    expect(c.front.hi).toContain(q.questions[1]?.text.hi);
    const fromBank = await card(a.headers, 'question', { questionId: c.sourceQuestionId, language: 'hi' });
    expect(fromBank.statusCode).toBe(200);
    expect((fromBank.json() as CardMade).card.id).toBe(c.id);
    // For a student who has not submitted that set the question is sealed: no card, no key.
    const before = (await cardsOf(b.user.id)).length;
    const sealed = await card(b.headers, 'question', { questionId: c.sourceQuestionId, language: 'hi' });
    expect(sealed.statusCode).toBe(409);
    expect(sealed.json().error).toMatchObject({
      code: 'QUESTION_SEALED',
      sealedBy: { setId: practisedRows.setId, examKey: 'SSC' },
    });
    expect(sealed.body).not.toMatch(/Explanation|व्याख्या/);
    expect(await cardsOf(b.user.id)).toHaveLength(before);
  });

  it('answers 404 for another student’s quiz, a made-up quiz and a place the quiz does not have', async () => {
    const q = await quiz(a.headers, { subject: 'reasoning', length: 10 });
    await answer(a.headers, q.id, 1, 0);
    const before = (await cardsOf(b.user.id)).length;
    for (const [headers, body] of [
      [b.headers, { quizId: q.id, position: 1, language: 'hi' }],
      [a.headers, { quizId: missing, position: 1, language: 'hi' }],
      [a.headers, { quizId: q.id, position: 25, language: 'hi' }],
    ] as const) {
      const res = await card(headers, 'quiz-question', body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await cardsOf(b.user.id)).toHaveLength(before);
  });
});

describe('a card from the revise list', () => {
  it('makes a wrong answer a card; another student’s item is a 404', async () => {
    const q = await quiz(b.headers, { subject: 'reasoning', length: 10 });
    let wrong: QuizVerdict | undefined;
    for (let p = 1; p <= 10 && !wrong; p += 1) {
      const v = await answer(b.headers, q.id, p, 0);
      if (!v.correct) wrong = v;
    }
    if (!wrong) throw new Error('ten answers of option 0 were all right');
    const list = (await api('GET', '/quizzes/revise?limit=100', b.headers)).json() as ReviseList;
    const item = list.items[0];
    if (!item) throw new Error('no revise item');
    expect((await card(a.headers, 'revise-item', { itemId: item.id, language: 'en' })).statusCode).toBe(404);
    const made = await card(b.headers, 'revise-item', { itemId: item.id, language: 'en' });
    expect(made.statusCode, made.body).toBe(201);
    expect((made.json() as CardMade).card.back.en).toContain(item.explanation.en.trim());
    // The quiz's own question is the same source: one card.
    const fromQuiz = await card(b.headers, 'quiz-question', {
      quizId: q.id,
      position: wrong.position,
      language: 'en',
    });
    expect((fromQuiz.json() as CardMade).card.id).toBe((made.json() as CardMade).card.id);
  });
});

describe('a card from a test’s question', () => {
  it('is refused while the test runs (the bank hides it too) and made once it is submitted', async () => {
    const state: AttemptState = await startAttempt(t.app, a.headers, set);
    const questionId = state.questions[0]?.id as string;
    const body = { attemptId: state.id, questionId, language: 'en' };
    const running = await card(a.headers, 'attempt-question', body);
    expect(running.statusCode).toBe(409);
    expect(running.json().error.code).toBe('ATTEMPT_NOT_SUBMITTED');
    // The bank's route must not become a way round it: the running test seals its questions.
    const viaBank = await card(a.headers, 'question', { questionId, language: 'en' });
    expect(viaBank.statusCode).toBe(409);
    expect(viaBank.json().error).toMatchObject({
      code: 'QUESTION_SEALED',
      sealedBy: { setId: (await setRows(set)).setId },
    });
    expect(viaBank.body).not.toMatch(/Explanation|व्याख्या/);
    expect(
      await t.database.db
        .select()
        .from(flashcards)
        .where(and(eq(flashcards.userId, a.user.id), eq(flashcards.sourceQuestionId, questionId))),
    ).toHaveLength(0);
    expect(running.body).not.toMatch(/Explanation|व्याख्या/);

    const submitted = await api('POST', `/attempts/${state.id}/submit`, a.headers);
    expect(submitted.statusCode).toBe(200);
    // Someone else's attempt is a 404 (ids cannot be probed), as is a question the set does not hold.
    expect((await card(b.headers, 'attempt-question', body)).statusCode).toBe(404);
    const other = await createPracticeSet(t.database.db, 'SSC');
    const foreign = (await startAttempt(t.app, b.headers, other)).questions[0]?.id as string;
    expect((await card(a.headers, 'attempt-question', { ...body, questionId: foreign })).statusCode).toBe(
      404,
    );

    const made = await card(a.headers, 'attempt-question', body);
    expect(made.statusCode, made.body).toBe(201);
    const c = (made.json() as CardMade).card;
    expect(c.sourceQuestionId).toBe(questionId);
    // Question 1's key is option 2 (keyOf(1) = 1), numbered as everywhere: "2. 2".
    expect(c.back.en).toBe('2. 2\n\nExplanation 1');
    expect(c.front.en).toMatch(/no 1: the average of 1 and 3\?\n\n1\. 1\n2\. 2\n3\. 3\n4\. 4$/);
    const again = await card(a.headers, 'attempt-question', body);
    expect(again.statusCode).toBe(200);
    expect((again.json() as CardMade).card.id).toBe(c.id);
    // Submitted, the question is open on the bank's route too: the same card.
    const fromBank = await card(a.headers, 'question', { questionId, language: 'en' });
    expect(fromBank.statusCode).toBe(200);
    expect((fromBank.json() as CardMade).card.id).toBe(c.id);
  });
});

describe('bad input', () => {
  it('answers 400 with the one error shape on every new route, and makes nothing', async () => {
    const before = (await cardsOf(a.user.id)).length;
    const cases: [string, object, string][] = [
      ['quiz-question', { quizId: 'nope', position: 1, language: 'hi' }, 'validation.invalidType'],
      ['quiz-question', { quizId: missing, position: 0, language: 'hi' }, 'validation.invalidType'],
      ['quiz-question', { quizId: missing, position: 1.5, language: 'hi' }, 'validation.invalidType'],
      ['quiz-question', { quizId: missing, position: '1', language: 'hi' }, 'validation.invalidType'],
      ['quiz-question', { quizId: missing, position: 1, language: 'fr' }, 'validation.invalidType'],
      ['quiz-question', { quizId: missing, position: 1, language: 'hi', key: 2 }, 'validation.unknownField'],
      ['quiz-question', { position: 1, language: 'hi' }, 'validation.invalidType'],
      ['revise-item', { itemId: 42, language: 'en' }, 'validation.invalidType'],
      ['revise-item', { itemId: missing, language: 'en', deckId: 'x' }, 'validation.invalidType'],
      ['attempt-question', { attemptId: missing, questionId: 'q', language: 'en' }, 'validation.invalidType'],
      [
        'attempt-question',
        { attemptId: missing, questionId: missing, language: 'en', answer: 1 },
        'validation.unknownField',
      ],
    ];
    for (const [source, body, rule] of cases) {
      const res = await card(a.headers, source, body);
      expect(res.statusCode, `${source} ${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
      if (rule === 'validation.unknownField') expect(res.json().error.rule).toBe(rule);
    }
    for (const raw of ['', 'null', '[]', '{"quizId":', '"x"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/flashcards/cards/from-quiz-question',
        headers: { ...a.headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, raw).toBeLessThan(500);
      expect(res.json().error.code, raw).toBeTypeOf('string');
    }
    expect(await cardsOf(a.user.id)).toHaveLength(before);
  });
});
