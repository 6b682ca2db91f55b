import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, questions } from '../src/db/schema/index.ts';
import { seedContent, seedQuestionBank } from '../src/db/seed/content.ts';
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
    await expect(seedQuestionBank(t.database.db, dir)).rejects.toThrow(/different options or key/);
  });

  it('loads the repository’s practice sets once, bank first', async () => {
    expect(await seedQuestionBank(t.database.db)).toBeGreaterThanOrEqual(0);
    const created = await seedContent(t.database.db);
    expect(created).toBeGreaterThanOrEqual(2);
    expect(await seedContent(t.database.db)).toBe(0);
    const sets = await t.database.db.select({ n: count() }).from(practiceSets);
    expect(sets[0]?.n).toBe(created);
  });
});
