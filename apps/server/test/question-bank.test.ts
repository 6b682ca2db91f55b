import { type BankList, type BankQuestion, bankListQuerySchema, searchText } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import { countBookmarks } from '../src/modules/questions/services/bookmarks.ts';
import { listBank } from '../src/modules/questions/services/browse-bank.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { createPracticeSet, type SeededSet, startAttempt, student, submitSet } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
type Headers = Record<string, string>;
let a: { user: { id: string }; headers: Headers };
let b: { user: { id: string }; headers: Headers };
let published: SeededSet;
let draft: SeededSet;
/** The first student's submitted attempt at `published`. */
let aAttempt: string;
const ids = { article21: '', speaker: '', plassey: '' };

const bankQuestion = (over: Partial<BankQuestion> & Pick<BankQuestion, 'text'>): BankQuestion => ({
  subject: 'polity',
  topic: 'constitution',
  difficulty: 'medium',
  options: [
    { hi: 'जीवन का अधिकार', en: 'Right to life' },
    { hi: 'समता का अधिकार', en: 'Right to equality' },
    { hi: 'शिक्षा का अधिकार', en: 'Right to education' },
    { hi: 'संपत्ति का अधिकार', en: 'Right to property' },
  ],
  answer: 1,
  explanation: { hi: 'अनुच्छेद 21 जीवन के अधिकार की बात करता है।', en: 'Article 21 protects life.' },
  ...over,
});

const get = (url: string, headers: Headers = a.headers) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string, headers: Headers = a.headers) => {
  const res = await get(`/api/questions/bank?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BankList;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const stored = await db.transaction((tx) =>
    storeQuestions(tx, [
      bankQuestion({
        text: {
          hi: 'भारत के संविधान का अनुच्छेद 21 किस अधिकार से संबंधित है?',
          en: 'Article 21 of the Constitution of India relates to which right?',
        },
      }),
      bankQuestion({
        topic: 'parliament',
        difficulty: 'hard',
        text: { hi: 'लोकसभा का अध्यक्ष कौन चुनता है?', en: 'Who elects the Speaker of the Lok Sabha?' },
      }),
      bankQuestion({
        subject: 'history',
        topic: 'modern-history',
        difficulty: 'easy',
        text: { hi: 'प्लासी का युद्ध कब हुआ?', en: 'When was the Battle of Plassey fought?' },
      }),
    ]),
  );
  [ids.article21, ids.speaker, ids.plassey] = stored as [string, string, string];
  published = await createPracticeSet(db, 'general');
  draft = await createPracticeSet(db, 'general', { published: false });
  a = await student(t.app, db);
  b = await student(t.app, db);
  // Every published set is ranked: its questions open to a student once they submit it (core's
  // `sealOf`). The first student has; the second has not, until the exam-hall test below.
  aAttempt = await submitSet(t.app, a.headers, published);
});

/** The questions of a set, in order, with the set's id. */
const questionsOf = async (set: SeededSet) =>
  t.database.db
    .select({ id: setQuestions.questionId, setId: practiceSets.id })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .where(eq(practiceSets.slug, set.slug))
    .orderBy(setQuestions.position);
afterAll(async () => t?.close());

describe('browsing the bank', () => {
  it('counts subjects and topics the student may see, named in both languages', async () => {
    const res = await get('/api/questions/bank/subjects');
    expect(res.statusCode).toBe(200);
    const subjects = res.json().subjects as { key: string; count: number; name: { hi: string } }[];
    expect(subjects.find((s) => s.key === 'polity')).toMatchObject({ count: 2, name: { hi: 'राजव्यवस्था' } });
    // The published set's 50 questions, open since the student submitted it; the draft set's 50 are
    // not practice material.
    expect(subjects.find((s) => s.key === 'maths')?.count).toBe(50);
    // The second student has not submitted the set: its questions are sealed, so not counted at all.
    const theirs = (await get('/api/questions/bank/subjects', b.headers)).json().subjects as {
      key: string;
      count: number;
    }[];
    expect(theirs.find((s) => s.key === 'polity')?.count).toBe(2);
    expect(theirs.find((s) => s.key === 'maths')).toBeUndefined();
    const topics = await get('/api/questions/bank/subjects/polity');
    expect(topics.json()).toMatchObject({
      subject: { key: 'polity', count: 2 },
      topics: expect.arrayContaining([
        { key: 'constitution', name: { hi: 'संविधान', en: 'Constitution' }, count: 1 },
        { key: 'parliament', name: { hi: 'संसद', en: 'Parliament' }, count: 1 },
      ]),
    });
  });

  it('sends questions without their key or explanation', async () => {
    const res = await get('/api/questions/bank?subject=polity&topic=constitution');
    expect(res.statusCode).toBe(200);
    const item = res.json().items[0];
    expect(item).toMatchObject({ id: ids.article21, bookmarked: false, answered: false, exams: [] });
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
    expect(res.body).not.toContain('जीवन के अधिकार की बात');
  });

  it('never lists a question that sits only in an unpublished set', async () => {
    const all = await list('subject=maths&topic=average');
    expect(all.items).toHaveLength(20);
    expect(all.hasMore).toBe(true);
    const rest = [
      await list('subject=maths&topic=average&page=2'),
      await list('subject=maths&topic=average&page=3'),
    ];
    expect([all, ...rest].flatMap((p) => p.items)).toHaveLength(50);
    expect(rest[1]?.hasMore).toBe(false);
    const [draftRow] = await t.database.db
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
      .where(eq(practiceSets.slug, draft.slug))
      .limit(1);
    expect(draftRow).toBeDefined();
    expect([all, ...rest].flatMap((p) => p.items.map((q) => q.id))).not.toContain(draftRow?.id);
    const reveal = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${draftRow?.id}/reveal`,
      headers: a.headers,
    });
    expect(reveal.statusCode).toBe(404);
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/questions/${draftRow?.id}/bookmark`,
      headers: a.headers,
    });
    expect(mark.statusCode).toBe(404);
  });

  it('filters by difficulty and by the exams whose published sets hold a question', async () => {
    expect((await list('difficulty=hard')).items.map((q) => q.id)).toEqual([ids.speaker]);
    const general = await list('exam=general&subject=maths');
    expect(general.items).toHaveLength(20);
    expect(general.items[0]?.exams).toEqual(['general']);
    // Not for the student who has not submitted that set yet: its questions are sealed.
    expect((await list('exam=general&subject=maths', b.headers)).items).toEqual([]);
    expect((await list('exam=general&subject=polity')).items).toEqual([]);
    expect((await list('exam=SSC')).items).toEqual([]);
  });
});

describe('searching the bank', () => {
  const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items.map((i) => i.id);

  it('finds Hindi with or without matras, and English in any case', async () => {
    expect(await found('संविधान')).toEqual([ids.article21]);
    expect(await found('सवधन')).toEqual([ids.article21]);
    expect(await found('अनुच्छेद संविधान')).toEqual([ids.article21]);
    expect(await found('CONSTITUTION article')).toEqual([ids.article21]);
    expect(await found('लोकसभा')).toEqual([ids.speaker]);
    expect(await found('plassey')).toEqual([ids.plassey]);
    expect(await found('प्लासी')).toEqual([ids.plassey]);
    expect(await found('no such words anywhere')).toEqual([]);
  });

  it('stores the search text exactly as core normalises it', async () => {
    const [row] = await t.database.db
      .select({ searchText: questions.searchText, hi: questions.textHi, en: questions.textEn })
      .from(questions)
      .where(eq(questions.id, ids.article21));
    expect(row?.searchText).toBe(searchText(`${row?.hi} ${row?.en}`));
  });

  it('pages a search alike whether the newest questions fill the page or the whole bank does', async () => {
    const db = t.database.db;
    // Sets are stored in one transaction each, so their questions share created_at: the id breaks ties.
    const search = (q: string, page: number, window: number, over: Record<string, string> = {}) =>
      listBank(
        { db, clock: () => new Date() },
        a.user.id,
        bankListQuerySchema.parse({ q, page, ...over }),
        window,
      );
    const cases: [string, Record<string, string>][] = [
      ['average', {}],
      ['AVERAGE 12', {}],
      ['average', { subject: 'maths', difficulty: 'easy' }],
      ['सवधन', {}],
      ['औसत', {}],
    ];
    for (const [q, over] of cases)
      for (const page of [1, 2, 3, 5, 6]) {
        // A window larger than the bank: the whole bank answers every search.
        const whole = await search(q, page, 1_000_000, over);
        for (const window of [5, 60, 150]) expect(await search(q, page, window, over)).toEqual(whole);
      }
    // The newest 150 questions hold more than a page of "average" (the drafts' are never shown).
    expect((await search('average', 1, 150)).hasMore).toBe(true);
  });

  it('refuses a query too short to search or too long', async () => {
    const short = await get('/api/questions/bank?q=%E0%A4%95%20ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.bank.searchTooShort',
    });
    const long = await get(`/api/questions/bank?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('bad input on the bank routes', () => {
  it.each([
    ['GET', '/api/questions/bank?page=0'],
    ['GET', '/api/questions/bank?page=abc'],
    ['GET', '/api/questions/bank?difficulty=tough'],
    ['GET', '/api/questions/bank?exam=NOPE'],
    ['GET', '/api/questions/bank?answered=maybe'],
    ['GET', '/api/questions/bank?bookmarked=no'],
    ['GET', '/api/questions/bank?subject=Not%20A%20Slug!'],
    ['GET', '/api/questions/bank/subjects/%20%24%24'],
    ['POST', '/api/questions/not-a-uuid/reveal'],
    ['PUT', '/api/questions/not-a-uuid/bookmark'],
    ['DELETE', '/api/questions/not-a-uuid/bookmark'],
  ] as const)('%s %s is a 400 in the error shape', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: a.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers an unknown subject with 404', async () => {
    expect((await get('/api/questions/bank/subjects/no-such-subject')).statusCode).toBe(404);
  });
});

describe('revealing an answer', () => {
  it('gives the key and explanation only when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${ids.article21}/reveal`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      questionId: ids.article21,
      answer: 1,
      explanation: { hi: 'अनुच्छेद 21 जीवन के अधिकार की बात करता है।', en: 'Article 21 protects life.' },
      reportAttemptId: null,
    });
  });

  it('refuses a key sealed by a ranked set the student has not submitted, naming that set', async () => {
    const [inSet] = await questionsOf(published);
    const sealed = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${inSet?.id}/reveal`,
      headers: b.headers,
    });
    expect(sealed.statusCode).toBe(409);
    expect(sealed.json().error).toMatchObject({
      code: 'QUESTION_SEALED',
      sealedBy: { setId: inSet?.setId, examKey: 'general', title: { en: expect.stringMatching(/^Set /) } },
    });
    expect(sealed.body).not.toMatch(/व्याख्या|Explanation/);
    // Nor may it be bookmarked: the bank does not show it to this student.
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/questions/${inSet?.id}/bookmark`,
      headers: b.headers,
    });
    expect(mark.statusCode).toBe(404);
    // The student who submitted the set sees the key, and may report it through that attempt.
    const open = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${inSet?.id}/reveal`,
      headers: a.headers,
    });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ questionId: inSet?.id, reportAttemptId: aAttempt });
    expect(open.json().explanation.en).toMatch(/^Explanation /);
  });
});

describe('bookmarks', () => {
  it('are the student’s own: added twice is one, listed under the filter, counted, removed', async () => {
    const put = () =>
      t.app.inject({ method: 'PUT', url: `/api/questions/${ids.speaker}/bookmark`, headers: a.headers });
    expect((await put()).json()).toEqual({ questionId: ids.speaker, bookmarked: true });
    expect((await put()).statusCode).toBe(200);
    const mine = await list('bookmarked=yes');
    expect(mine.items.map((q) => q.id)).toEqual([ids.speaker]);
    expect(mine.items[0]?.bookmarked).toBe(true);
    expect(await countBookmarks(t.app.deps, a.user.id)).toBe(1);
    // The second account sees neither the bookmark nor the mark on the question.
    expect((await list('bookmarked=yes', b.headers)).items).toEqual([]);
    expect((await list('difficulty=hard', b.headers)).items[0]?.bookmarked).toBe(false);
    expect(await countBookmarks(t.app.deps, b.user.id)).toBe(0);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/questions/${ids.speaker}/bookmark`,
      headers: a.headers,
    });
    expect(del.json()).toEqual({ questionId: ids.speaker, bookmarked: false });
    expect((await list('bookmarked=yes')).items).toEqual([]);
  });
});

describe('the exam hall and the bank', () => {
  it('hides a test’s questions from the student sitting it, then marks answers and offers reports', async () => {
    const c = await student(t.app, t.database.db);
    const state = await startAttempt(t.app, c.headers, published);
    const first = state.questions[0]?.id as string;
    // While the test runs its questions are out of the bank for this student, not for one who has
    // submitted it already.
    expect((await list('subject=maths&exam=general', c.headers)).items).toEqual([]);
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${first}/reveal`,
      headers: c.headers,
    });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().error).toMatchObject({
      code: 'QUESTION_SEALED',
      sealedBy: { setId: (await questionsOf(published))[0]?.setId },
    });
    expect(hidden.body).not.toMatch(/व्याख्या|Explanation/);
    expect((await list('subject=maths&exam=general')).items).toHaveLength(20);

    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/saves`,
      headers: c.headers,
      payload: { saves: [{ seq: 1, questionId: first, answer: 2, marked: false }] },
    });
    expect(saved.statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/submit`,
      headers: c.headers,
    });
    expect(submitted.statusCode).toBeLessThan(300);

    const answered = await list('answered=yes', c.headers);
    expect(answered.items.map((q) => q.id)).toEqual([first]);
    expect(answered.items[0]?.answered).toBe(true);
    expect((await list('answered=no&subject=maths', c.headers)).items.map((q) => q.id)).not.toContain(first);
    // Another account's answered-state is its own (it submitted the set without answering).
    expect((await list('answered=yes')).items).toEqual([]);

    const reveal = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${first}/reveal`,
      headers: c.headers,
    });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.json().reportAttemptId).toBe(state.id);
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${first}/reports`,
      headers: c.headers,
      payload: { attemptId: state.id, reason: 'wrongKey' },
    });
    expect(report.statusCode).toBe(201);
    // Another student reports through their own attempt, never this one.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${first}/reveal`,
      headers: a.headers,
    });
    expect(other.json().reportAttemptId).toBe(aAttempt);
  });
});
