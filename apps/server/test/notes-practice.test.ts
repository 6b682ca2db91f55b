import { questionRef } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../../content/files.ts';
import { bankByRef, loadBank } from '../../../content/library.ts';
import { readNotes } from '../../../content/notes.ts';
import { practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import { questionRow } from '../src/modules/questions/store.ts';
import { createPracticeSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// A note's practice list (content front matter `practice:`) answered as bank ids and texts in the
// reader's language, through the sealing rule (docs/notes.md, docs/honest-ranks.md).
let t: TestApp;
let studentHeaders: Record<string, string>;
const url = '/api/notes/polity/fundamental-rights';
const note = readNotes(`${contentRoot}/notes`).notes.find((n) => n.slug === 'fundamental-rights')!;
const bank = bankByRef(loadBank());
const listed = (note.practice ?? []).map((ref) => bank.get(ref)!);
let ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  studentHeaders = (await student(t.app, t.database.db)).headers;
  const rows = await t.database.db
    .insert(questions)
    .values(listed.map((q) => questionRow(q)))
    .returning({ id: questions.id, textEn: questions.textEn });
  const byText = new Map(rows.map((r) => [r.textEn, r.id]));
  ids = listed.map((q) => byText.get(q.text.en)!);
});
afterAll(() => t.close());

type Practice = { id: string; text: string }[];
const practiceOf = async (language: 'hi' | 'en', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `${url}?language=${language}`, headers });
  expect(res.statusCode).toBe(200);
  return { body: res.body, practice: res.json().practice as Practice };
};

describe("a note's practice questions", () => {
  it('lists five, by their bank ids in the list order, with the text in the reader language', async () => {
    expect(listed).toHaveLength(5);
    expect(listed.every((q) => q.subject === 'polity')).toBe(true);
    const en = await practiceOf('en');
    expect(en.practice).toEqual(listed.map((q, i) => ({ id: ids[i], text: q.text.en })));
    const hi = await practiceOf('hi');
    expect(hi.practice).toEqual(listed.map((q, i) => ({ id: ids[i], text: q.text.hi })));
    expect(questionRef(en.practice[0]!.text)).toBe(note.practice?.[0]);
  });

  it('carries no option, key or explanation', async () => {
    for (const language of ['hi', 'en'] as const) {
      const { body } = await practiceOf(language);
      expect(body).not.toMatch(/correctOption|isCorrect|explanation|"options"|"answer"/);
      for (const q of listed) {
        expect(body).not.toContain(JSON.stringify(q.explanation[language]).slice(1, -1));
      }
    }
  });

  it('is empty for a note whose questions the bank does not hold', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notes/maths/percentage-profit-loss?language=en',
    });
    expect(res.json().practice).toEqual([]);
  });

  it('leaves out a question put in a ranked set, for a visitor and for a student who has not sat it', async () => {
    const seeded = await createPracticeSet(t.database.db, 'SSC');
    const [set] = await t.database.db
      .select({ id: practiceSets.id })
      .from(practiceSets)
      .where(eq(practiceSets.slug, seeded.slug));
    await t.database.db
      .insert(setQuestions)
      .values({ setId: set!.id, questionId: ids[1]!, section: 0, position: 101 });
    const open = ids.filter((_, i) => i !== 1);
    expect((await practiceOf('en')).practice.map((q) => q.id)).toEqual(open);
    expect((await practiceOf('hi', studentHeaders)).practice.map((q) => q.id)).toEqual(open);
    // A forged token is a visitor, not an error, on this public route.
    const forged = await practiceOf('en', { authorization: 'Bearer nonsense' });
    expect(forged.practice.map((q) => q.id)).toEqual(open);
  });
});
