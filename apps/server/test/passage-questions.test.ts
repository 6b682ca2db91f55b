import { rmSync } from 'node:fs';
import {
  type AttemptState,
  type BankQuestion,
  bankQuestionSchema,
  type QuestionInput,
  type QuizState,
  questionFileSchema,
} from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { createPracticeSet, type SeededSet, startAttempt, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pdfDataDir, submittedAttempt } from './notes-pdf-fixtures.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

/**
 * Passage questions (docs/content.md, "Passage questions"): a bank file writes a passage once, each
 * of its questions carries it, and every screen that shows such a question shows its passage: the
 * hall, quizzes, the bank and the printed paper. Other questions carry none.
 */
let t: TestApp;
type Headers = Record<string, string>;
let a: Headers;
let b: Headers;
let set: SeededSet;
let dataDir: string;

const passageText = (topic: string) =>
  `The ${topic} passage opens here.\n\nIts second paragraph says the river town kept a public library.`;

/** A bank file as content/questions/english/reading-*.json writes it: the passage once, by name. */
const file = (topic: string) => ({
  format: 'abhyas-questions/1',
  passages: { [`rc-${topic}`]: { en: passageText(topic), hi: passageText(topic) } },
  questions: [1, 2, 3].map((n) => ({
    subject: 'english',
    topic: 'reading-comprehension',
    difficulty: 'medium',
    passage: `rc-${topic}`,
    text: { en: `In the ${topic} passage, question ${n}?`, hi: `In the ${topic} passage, question ${n}?` },
    options: [1, 2, 3, 4].map((k) => ({ en: `Choice ${k}`, hi: `Choice ${k}` })),
    answer: 2,
    explanation: { en: 'Stated in the second paragraph.', hi: 'दूसरे अनुच्छेद में लिखा है।' },
  })),
});

const parsed = (topic: string): BankQuestion[] =>
  questionFileSchema.parse(file(topic)).questions.map((q) => bankQuestionSchema.parse(q));

beforeAll(async () => {
  dataDir = pdfDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  // Open stock (in no set): quizzes and the bank draw these, beside five English questions without one.
  await db.transaction((tx) => storeQuestions(tx, parsed('open')));
  const plain = [1, 2, 3, 4, 5].map(
    (n): BankQuestion => ({
      subject: 'english',
      topic: 'synonyms',
      difficulty: 'easy',
      text: { en: `Plain English question ${n}?`, hi: `Plain English question ${n}?` },
      options: [1, 2, 3, 4].map((k) => ({ en: `Word ${k}`, hi: `Word ${k}` })),
      answer: 1,
      explanation: { en: 'The first word.', hi: 'पहला शब्द।' },
    }),
  );
  await db.transaction((tx) => storeQuestions(tx, plain));
  // A set whose first three questions are on one passage.
  const lead: QuestionInput[] = parsed('sat').map((q) => ({ ...q, section: 1 }));
  set = await createPracticeSet(db, 'general', { lead });
  a = (await student(t.app, db)).headers;
  // A student who has sat the set may print it.
  const other = await student(t.app, db);
  b = other.headers;
  await submittedAttempt(db, other.user.id, set.slug);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('passage questions', () => {
  it('reads a bank file: each question carries the passage its name points to', () => {
    const [first] = parsed('file');
    expect(first?.passage).toEqual({ en: passageText('file'), hi: passageText('file') });
    // A name no passage has fails the question's own check rather than passing without a passage.
    const bad = file('bad');
    bad.questions[0] = { ...bad.questions[0], passage: 'rc-missing' } as (typeof bad.questions)[number];
    const [q] = questionFileSchema.parse(bad).questions;
    expect(bankQuestionSchema.safeParse(q).success).toBe(false);
  });

  it('shows the passage with its questions in the hall, and nothing on the others', async () => {
    const state: AttemptState = await startAttempt(t.app, a, set);
    const [q1, q2, q3, q4] = state.questions;
    for (const q of [q1, q2, q3]) expect(q?.passage?.en).toBe(passageText('sat'));
    expect(q4).toBeDefined();
    expect(q4).not.toHaveProperty('passage');
  });

  it('shows the passage with each quiz question', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: a,
      payload: { subject: 'english', topic: 'reading-comprehension', length: 10 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const quiz = res.json() as QuizState;
    // The sat set's three are sealed until its attempt is submitted: only the open three are drawn.
    expect(quiz.questions.map((q) => q.text.en).sort()).toEqual(
      [1, 2, 3].map((n) => `In the open passage, question ${n}?`),
    );
    for (const q of quiz.questions) expect(q.passage?.en).toBe(passageText('open'));
  });

  it("puts a passage's questions together in a mixed quiz, in the order of their text", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: b,
      payload: { subject: 'english', length: 10 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const texts = (res.json() as QuizState).questions.map((q) => q.text.en);
    // b sat the set, so both passages are open to b: eleven candidates for ten places.
    for (const passage of ['open', 'sat']) {
      const at = texts.flatMap((x, i) => (x.startsWith(`In the ${passage} passage`) ? [i] : []));
      expect(at.length, passage).toBeGreaterThanOrEqual(2);
      expect(at, passage).toEqual(at.map((_, k) => (at[0] ?? 0) + k));
      const asked = at.map((i) => texts[i]);
      expect(asked, passage).toEqual([...asked].sort());
    }
  });

  it('shows the passage on the bank list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/questions/bank?subject=english&topic=reading-comprehension',
      headers: a,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: { text: { en: string }; passage?: { en: string } }[] }).items;
    expect(items.length).toBe(3);
    for (const item of items) expect(item.passage?.en).toBe(passageText('open'));
  });

  it.skipIf(!hasPdftotext)('prints the passage once, before the first of its questions', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notes/sets/${set.slug}/pdf?language=en`,
      headers: b,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text.split('The sat passage opens here.').length - 1).toBe(1);
    const at = text.indexOf('The sat passage opens here.');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(text.indexOf('In the sat passage, question 1?'));
    expect(text).toContain('public library');
  });
});
