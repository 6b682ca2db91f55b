import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examTemplates, practiceExamKeys } from '@abhyas/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, questions } from '../src/db/schema/index.ts';
import { seedAllContent, seedContent, seedQuestionBank } from '../src/db/seed/content.ts';
import { startAttempt, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'abhyas-bank-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const question = (n: number, answer = 1) => ({
  subject: 'geography',
  topic: 'indian-geography',
  difficulty: 'easy',
  text: { hi: `प्रश्न ${n}: भारत का सबसे दक्षिणी बिंदु?`, en: `Question ${n}: the southernmost point of India?` },
  options: ['Indira Point', 'Kanyakumari', 'Rameswaram', 'Kochi'].map((o) => ({ hi: o, en: o })),
  answer,
  explanation: { hi: 'इंदिरा पॉइंट, ग्रेट निकोबार में।', en: 'Indira Point, on Great Nicobar.' },
});
const write = (name: string, qs: object[]) => {
  mkdirSync(join(dir, 'geography'), { recursive: true });
  writeFileSync(
    join(dir, 'geography', name),
    JSON.stringify({ format: 'abhyas-questions/1', questions: qs }),
  );
};
const bankSize = async () => (await t.database.db.select({ n: count() }).from(questions))[0]?.n ?? 0;

describe('seeding content on start', () => {
  it('loads the question bank once: a restart adds nothing', async () => {
    write('a.json', [question(1), question(2)]);
    const before = await bankSize();
    expect(await seedQuestionBank(t.database.db, dir)).toBe(1);
    expect(await bankSize()).toBe(before + 2);
    await seedQuestionBank(t.database.db, dir);
    expect(await bankSize()).toBe(before + 2);
  });

  it('stops at a bank question whose key contradicts the one already stored', async () => {
    write('b.json', [question(1, 2)]);
    await expect(seedQuestionBank(t.database.db, dir)).rejects.toThrow(/other options or key: \S/);
    rmSync(join(dir, 'geography', 'b.json'));
  });

  it('keeps a stored question whose file was reworded since it was loaded, says so, and goes on', async () => {
    // A typo fixed in an option or the Hindi stem after this database was loaded (or an admin's edit
    // of the stored question): the start must not stop on it, nor overwrite what is stored.
    const reworded = {
      ...question(2),
      text: { ...question(2).text, hi: 'प्रश्न 2: भारत का सबसे दक्षिणी छोर कौन-सा है?' },
      options: question(2).options.map((o, i) => (i === 3 ? { hi: 'कोच्चि', en: 'Kochi' } : o)),
    };
    write('a.json', [question(1), reworded, question(3)]);
    const report = { kept: [] as string[] };
    const before = await bankSize();
    await seedQuestionBank(t.database.db, dir, undefined, report);
    expect(report.kept).toEqual(['question 2 the southernmost point of india']);
    expect(await bankSize()).toBe(before + 1); // question 3 is new; question 2 is not stored twice
    const [stored] = await t.database.db
      .select({ textHi: questions.textHi, options: questions.options })
      .from(questions)
      .where(eq(questions.textKey, 'question 2 the southernmost point of india'));
    expect(stored?.textHi).toBe(question(2).text.hi);
    expect(stored?.options[3]).toEqual({ hi: 'Kochi', en: 'Kochi' });
    write('a.json', [question(1), question(2)]);
  });

  it('loads the repository’s practice sets once, bank first', async () => {
    expect(await seedQuestionBank(t.database.db)).toBeGreaterThanOrEqual(0);
    const created = await seedContent(t.database.db);
    expect(created).toBeGreaterThanOrEqual(2);
    expect(await seedContent(t.database.db)).toBe(0);
    const sets = await t.database.db.select({ n: count() }).from(practiceSets);
    expect(sets[0]?.n).toBe(created);
  });

  it('shows every practice exam with at least two full practice sets, each holding its template’s questions', async () => {
    // The live-only templates (CAPF, UGC NET, GATE, NEET, JEE Main) have no practice sets by design.
    for (const exam of practiceExamKeys) {
      const res = await t.app.inject({ method: 'GET', url: `/api/exams/series?exam=${exam}` });
      expect(res.statusCode).toBe(200);
      const series = res.json().items as { slug: string; examKey: string; setCount: number }[];
      const full = series.filter((s) => s.examKey === exam && s.slug !== 'sectional-tests');
      expect([exam, full.reduce((n, s) => n + s.setCount, 0) >= 2]).toEqual([exam, true]);
      for (const s of full) {
        const list = await t.app.inject({ method: 'GET', url: `/api/exams/series/${s.slug}/sets` });
        for (const set of list.json().items as { totalQuestions: number }[])
          expect(set.totalQuestions).toBe(examTemplates[exam].totalQuestions);
      }
    }
  });

  it('shows a third banking mock in the hall with each reading and cloze passage whole, its questions together', async () => {
    const { headers } = await student(t.app, t.database.db);
    const state = await startAttempt(t.app, headers, {
      slug: 'ibps-po-mock-3',
      seriesSlug: 'ibps-po-mocks',
      examKey: 'IBPS_PO',
    });
    expect(state.questions).toHaveLength(examTemplates.IBPS_PO.totalQuestions);
    const passages = state.questions.map((q) => q.passage?.en);
    const distinct = [...new Set(passages.filter((p) => p !== undefined))];
    // Two passages in the 30-question English section (about one per twelve questions), five questions each.
    expect(distinct).toHaveLength(2);
    for (const passage of distinct) {
      const at = passages.flatMap((p, i) => (p === passage ? [i] : []));
      expect(at).toHaveLength(5);
      expect(at.at(-1)! - at[0]!).toBe(4);
    }
  });

  it('lists the series in the spec’s exam order, the sectional tests last', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/exams/series' });
    const items = res.json().items as { slug: string; examKey: string }[];
    const full = items.filter((s) => s.slug !== 'sectional-tests').map((s) => s.examKey);
    expect(full).toEqual([...practiceExamKeys]);
    expect(items.at(-1)?.slug).toBe('sectional-tests');
  });

  it('offers a sectional test per subject, each the size of the general template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/exams/series/sectional-tests/sets' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { slug: string; totalQuestions: number }[];
    expect(items.length).toBeGreaterThanOrEqual(12);
    for (const set of items) expect(set.totalQuestions).toBe(examTemplates.general.totalQuestions);
    // Its one section is named after the subject, not the general template's "General Studies".
    const polity = await t.app.inject({ method: 'GET', url: '/api/exams/sets/sectional-polity' });
    expect(polity.json().sections.map((s: { name: object }) => s.name)).toEqual([
      { hi: 'राजव्यवस्था', en: 'Polity' },
    ]);
    const ssc = await t.app.inject({ method: 'GET', url: '/api/exams/sets/ssc-cgl-mock-1' });
    expect(ssc.json().sections[0].name.en).toBe(examTemplates.SSC.sections[0]?.sectionName);
  });

  it('loads again only when the content files change', async () => {
    const root = mkdtempSync(join(tmpdir(), 'abhyas-content-'));
    mkdirSync(join(root, 'questions', 'geography'), { recursive: true });
    mkdirSync(join(root, 'sets'));
    const bankFile = join(root, 'questions', 'geography', 'a.json');
    writeFileSync(bankFile, JSON.stringify({ format: 'abhyas-questions/1', questions: [question(7)] }));
    const before = await bankSize();
    expect(await seedAllContent(t.database.db, root)).toBe(0);
    expect(await bankSize()).toBe(before + 1);
    expect(await seedAllContent(t.database.db, root)).toBeUndefined();
    writeFileSync(
      bankFile,
      JSON.stringify({ format: 'abhyas-questions/1', questions: [question(7), question(8)] }),
    );
    expect(await seedAllContent(t.database.db, root)).toBe(0);
    expect(await bankSize()).toBe(before + 2);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps a reserved question no set names out of the bank: it stays secret until a set takes it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'abhyas-content-'));
    mkdirSync(join(root, 'questions', 'geography'), { recursive: true });
    mkdirSync(join(root, 'sets'));
    const file = (name: string, qs: object[]) =>
      writeFileSync(
        join(root, 'questions', 'geography', name),
        JSON.stringify({ format: 'abhyas-questions/1', questions: qs }),
      );
    file('open.json', [question(30)]);
    file('reserved-geography-9.json', [question(31)]);
    const before = await bankSize();
    expect(await seedAllContent(t.database.db, root)).toBe(0);
    expect(await bankSize()).toBe(before + 1);
    const stored = await t.database.db.select({ en: questions.textEn }).from(questions);
    const texts = stored.map((q) => q.en);
    expect(texts).toContain(question(30).text.en);
    expect(texts).not.toContain(question(31).text.en);
    rmSync(root, { recursive: true, force: true });
  });
});
