import type { BankSubjects, PracticeAreaList, PracticeSamples } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, student, submitSet } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let set: SeededSet;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  set = await createPracticeSet(t.database.db, 'SSC');
});
afterAll(async () => t?.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const setQuestionIds = async () =>
  (
    await t.database.db
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
      .where(eq(practiceSets.slug, set.slug))
  ).map((r) => r.id);

describe('what a visitor sees of quizzes and the bank (docs/first-visit.md)', () => {
  it('counts only what a new student may practise: a ranked set’s questions are not counted', async () => {
    const subjects = await get<PracticeAreaList>('/api/quizzes/public/subjects');
    const maths = subjects.items.find((s) => s.key === 'maths');
    expect(maths).toMatchObject({ questionCount: 0, generated: true, accuracy: null });
    expect(subjects.items.find((s) => s.key === 'history')).toMatchObject({
      questionCount: 0,
      generated: false,
    });
    const topics = await get<PracticeAreaList>('/api/quizzes/public/subjects/maths/topics');
    expect(topics.items.every((x) => x.questionCount === 0)).toBe(true);
    expect(topics.items.map((x) => x.key)).toContain('percentage');
    expect((await get<BankSubjects>('/api/questions/public/bank/subjects')).subjects).toEqual([]);

    // A student who submitted the set may practise its questions; a visitor still may not.
    const sat = await student(t.app, t.database.db);
    await submitSet(t.app, sat.headers, set);
    const theirs = await get<PracticeAreaList>('/api/quizzes/subjects', sat.headers);
    expect(theirs.items.find((s) => s.key === 'maths')?.questionCount).toBeGreaterThan(0);
    const again = await get<PracticeAreaList>('/api/quizzes/public/subjects');
    expect(again.items.find((s) => s.key === 'maths')?.questionCount).toBe(0);

    // A question in no set is open to everyone, so a visitor's counts include it.
    const [row] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, (await setQuestionIds())[0] ?? ''));
    if (!row) throw new Error('no question');
    const { id: _id, createdAt: _c, updatedAt: _u, textKey: _k, ...copy } = row;
    await t.database.db
      .insert(questions)
      .values({ ...copy, textHi: 'खुला प्रश्न', textEn: 'An open one', textKey: 'an open one' });
    const bank = await get<BankSubjects>('/api/questions/public/bank/subjects');
    expect(bank.subjects).toEqual([expect.objectContaining({ key: 'maths', count: 1 })]);
  });

  it('shows a few sample questions without a key, and none that a ranked set holds', async () => {
    const first = await get<PracticeSamples>('/api/quizzes/public/subjects/maths/samples');
    expect(first.items).toHaveLength(3);
    const body = JSON.stringify(first);
    expect(body).not.toMatch(/answer|correct|explanation|isCorrect|solution/i);
    for (const q of first.items) expect(q.options).toHaveLength(4);
    // The same samples every time (a search engine and a returning visitor see one page).
    expect(await get<PracticeSamples>('/api/quizzes/public/subjects/maths/samples')).toEqual(first);

    // Put the first sample's text into the ranked set: it is sealed now, so it is no longer shown.
    const sample = first.items[0];
    if (!sample) throw new Error('no sample');
    const [inSet] = await setQuestionIds();
    await t.database.db
      .update(questions)
      .set({ textHi: sample.text.hi, textEn: sample.text.en })
      .where(eq(questions.id, inSet ?? ''));
    const after = await get<PracticeSamples>('/api/quizzes/public/subjects/maths/samples');
    expect(after.items).toHaveLength(3);
    expect(after.items.map((q) => q.text.en)).not.toContain(sample.text.en);

    // Subjects without generated families have no samples: their questions all sit in ranked sets.
    expect((await get<PracticeSamples>('/api/quizzes/public/subjects/history/samples')).items).toEqual([]);
  });
});
