import type { BankQuestion, BankQuestionItem } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { potdProblems, practiceSets, setQuestions } from '../src/db/schema/index.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { createPracticeSet, type SeededSet, student, submitSet } from './exam-factories.ts';
import { createOrganisation } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** GET /api/questions/:questionId: one bank item, under exactly the bank list's visibility rule. */
let t: TestApp;
type Headers = Record<string, string>;
let a: Headers;
let b: Headers;
let published: SeededSet;
let draft: SeededSet;
const ids = { open: '', potd: '', institute: '' };

const question = (en: string): BankQuestion => ({
  subject: 'polity',
  topic: 'constitution',
  difficulty: 'medium',
  text: { hi: `प्रश्न: ${en}`, en },
  options: [1, 2, 3, 4].map((k) => ({ hi: `विकल्प ${k}`, en: `Option ${k}` })),
  answer: 2,
  explanation: { hi: 'एक गुप्त व्याख्या', en: 'A secret explanation' },
});

/** The first question of a set made by createPracticeSet. */
const firstOf = async (set: SeededSet) => {
  const [row] = await t.database.db
    .select({ id: setQuestions.questionId })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .where(eq(practiceSets.slug, set.slug))
    .orderBy(setQuestions.position)
    .limit(1);
  return (row as { id: string }).id;
};

const get = (id: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/questions/${id}`, headers });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createOrganisation(db, 'Item Org');
  [ids.open, ids.potd] = (await db.transaction((tx) =>
    storeQuestions(tx, [question('Which article?'), question('A coming daily problem?')]),
  )) as [string, string];
  [ids.institute] = (await db.transaction((tx) =>
    storeQuestions(tx, [question('An institute question?')], org.id),
  )) as [string];
  await db.insert(potdProblems).values({ day: '2099-01-01', questionId: ids.potd, source: 'scheduled' });
  published = await createPracticeSet(db, 'general');
  draft = await createPracticeSet(db, 'general', { published: false });
  a = (await student(t.app, db)).headers;
  b = (await student(t.app, db)).headers;
  // Every published set is ranked: its questions open to a student once they submit it.
  await submitSet(t.app, a, published);
});
afterAll(async () => t?.close());

describe('one bank question', () => {
  it('answers a visible question with the list item, without its key or explanation', async () => {
    const res = await get(ids.open, a);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json() as BankQuestionItem;
    expect(item).toMatchObject({ id: ids.open, text: { en: 'Which article?' }, bookmarked: false });
    expect(Object.keys(item).sort()).toEqual(
      [
        'answered',
        'bookmarked',
        'difficulty',
        'exams',
        'id',
        'image',
        'options',
        'subject',
        'text',
        'topic',
      ].sort(),
    );
    expect(res.body).not.toContain('secret explanation');
  });

  it('gives the same item the bank list gives', async () => {
    const one = (await get(await firstOf(published), a)).json() as BankQuestionItem;
    let same: BankQuestionItem | undefined;
    for (let page = 1; !same && page <= 5; page += 1) {
      const url = `/api/questions/bank?subject=${one.subject}&topic=${one.topic}&page=${page}`;
      const items = (await t.app.inject({ method: 'GET', url, headers: a })).json()
        .items as BankQuestionItem[];
      same = items.find((i) => i.id === one.id);
    }
    expect(same).toBeDefined();
    expect(one).toEqual(same);
    expect(one.exams).toEqual(['general']);
  });

  it('is 404 for a question the bank hides: only in a draft set, a coming daily problem, an institute’s own', async () => {
    for (const id of [await firstOf(draft), ids.potd, ids.institute]) {
      const res = await get(id, a);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });

  it('is 404, with no key, for a question sealed for this student (a ranked set not yet submitted)', async () => {
    const sealed = await firstOf(published);
    const res = await get(sealed, b);
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('answer');
    expect(res.body).not.toContain('"text"');
    // The same question opens once the set is submitted, still without its key.
    expect((await get(sealed, a)).json()).not.toHaveProperty('answer');
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('00000000-0000-4000-8000-000000000000', a)).statusCode).toBe(404);
    expect((await get('not-a-uuid', a)).statusCode).toBe(400);
  });
});
