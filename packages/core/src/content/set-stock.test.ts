import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankByRef, contentRoot, loadBank } from '../../../../content/library.ts';
import { checkSetStocks, isReservedFile, loadableBank, namedRefs } from '../../../../content/set-stock.ts';
import { practiceExamKeys } from '../exams/templates.ts';
import type { BankQuestion } from '../questions/contracts.ts';
import { questionRef } from '../questions/set-entries.ts';

// Issue 21's two stocks in the sets: a mock numbered above two takes only reserved or already-sealed
// questions, and no question sits in more than three sets. Built from a real set so the rule is tried
// on what the builder writes.
const bankFiles = loadBank();
const bank = bankByRef(bankFiles);
const read = (name: string) => JSON.parse(readFileSync(join(contentRoot, 'sets', name), 'utf8'));
const upsc3 = read('upsc-cse-mock-3.json');
const upsc1 = read('upsc-cse-mock-1.json');
const refOf = (entry: { ref?: string }) => entry.ref as string;

describe('the two stocks in the practice sets', () => {
  it('accepts a third mock of sealed questions, and refuses one that takes an open-stock question', () => {
    const files = [
      { name: 'upsc-cse-mock-1.json', raw: upsc1 },
      { name: 'upsc-cse-mock-3.json', raw: upsc3 },
    ];
    // Alone with its exam's first set, each of set 3's bank questions is in no other set: open stock.
    const alone = checkSetStocks(files, bank, new Set());
    const problems = alone.find((f) => f.file === 'sets/upsc-cse-mock-3.json')?.problems ?? [];
    expect(problems.some((p) => p.includes('comes from the open stock'))).toBe(true);
    // The same questions named reserved are allowed; set 1 (an open-stock set) is never judged.
    const refs = new Set<string>(upsc3.questions.filter(refOf).map(refOf));
    expect(checkSetStocks(files, bank, refs)).toEqual([]);
  });

  it('refuses a question in a fourth set, whichever set it is', () => {
    const entry = upsc3.questions.find(refOf);
    const copy = (slug: string) => ({ ...upsc1, set: { ...upsc1.set, slug }, questions: [entry] });
    const files = [
      { name: 'upsc-cse-mock-3.json', raw: upsc3 },
      ...['a-mock-1', 'b-mock-1', 'c-mock-1'].map((slug) => ({ name: `${slug}.json`, raw: copy(slug) })),
    ];
    const [found] = checkSetStocks(files, bank, new Set(upsc3.questions.filter(refOf).map(refOf)));
    expect(found?.file).toBe('sets/upsc-cse-mock-3.json');
    expect(found?.problems).toEqual([
      expect.stringMatching(
        /question \d+ \(\w+\) is in 4 sets: .*upsc-cse-mock-3.*a-mock-1.*b-mock-1.*c-mock-1/,
      ),
    ]);
    // A first set is held to the limit as well (issue 21: no question in more than three sets).
    const firsts = checkSetStocks(files, bank, new Set()).map((f) => f.file);
    expect(firsts).toEqual(expect.arrayContaining(['sets/a-mock-1.json', 'sets/c-mock-1.json']));
  });

  it('knows the reserved stock by its file name, and numbers the mocks of each exam without a gap', () => {
    expect(isReservedFile('english/reserved-english-1.json')).toBe(true);
    expect(isReservedFile('english/grammar.json')).toBe(false);
    // The builder stops at the first set an exam's stock cannot fill: mock 4 never exists without 3.
    const names = readdirSync(join(contentRoot, 'sets'));
    for (const key of practiceExamKeys) {
      const slug = key.toLowerCase().replace(/_/g, '-');
      const numbers = names
        .map((n) => new RegExp(`^${slug}-mock-(\\d+)\\.json$`).exec(n)?.[1])
        .filter((n) => n !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
      expect([key, numbers]).toEqual([key, numbers.map((_, i) => i + 1)]);
    }
  });

  it('loads a reserved question only once a set names it; other files whole', () => {
    const [a, b, c] = bankFiles.flatMap((f) => f.questions).slice(0, 3) as [
      BankQuestion,
      BankQuestion,
      BankQuestion,
    ];
    const files = [
      { name: 'geography/reserved-geography-1.json', questions: [a, b] },
      { name: 'geography/rivers.json', questions: [c] },
    ];
    const named = namedRefs([
      { questions: [{ ref: questionRef(b.text.en) }, { generate: 'ages' } as { ref?: string }] },
    ]);
    expect(loadableBank(files, named).map((f) => f.questions)).toEqual([[b], [c]]);
    expect(loadableBank(files, new Set()).map((f) => f.questions.length)).toEqual([0, 1]);
  });

  it('refuses a set whose passage questions are split by another question', () => {
    const passage = bankFiles.flatMap((f) => f.questions).filter((q) => q.passage);
    const [p1, p2] = passage.filter((q) => q.passage?.en === passage[0]?.passage?.en);
    const other = upsc1.questions.find(refOf);
    const entry = (q: BankQuestion | undefined) => ({ section: 1, ref: questionRef(q?.text.en ?? '') });
    const set = (questions: object[]) => [{ name: 'x-mock-1.json', raw: { ...upsc1, questions } }];
    expect(checkSetStocks(set([entry(p1), entry(p2), other]), bank, new Set())).toEqual([]);
    expect(checkSetStocks(set([entry(p1), other, entry(p2)]), bank, new Set())).toEqual([
      {
        file: 'sets/x-mock-1.json',
        problems: ['question 3 is apart from the other questions of its passage or chart'],
      },
    ]);
  });

  it('refuses a set whose chart questions are split, and asks each banking mock’s chart five together', () => {
    const other = upsc1.questions.find(refOf);
    const chart = (part: number) => ({ section: 1, generate: `data-chart-${part}`, seed: 42 });
    const set = (questions: object[]) => [{ name: 'x-mock-1.json', raw: { ...upsc1, questions } }];
    const parts = [1, 2, 3, 4, 5].map(chart);
    expect(checkSetStocks(set([...parts, other]), bank, new Set())).toEqual([]);
    expect(checkSetStocks(set([...parts.slice(0, 2), other, ...parts.slice(2)]), bank, new Set())).toEqual([
      {
        file: 'sets/x-mock-1.json',
        problems: ['question 4 is apart from the other questions of its passage or chart'],
      },
    ]);
    // scripts/add-chart-groups.ts: every full mock of the banking exams built from entries has one.
    const names = readdirSync(join(contentRoot, 'sets')).filter((n) =>
      /^(ibps-po|ibps-clerk|sbi-po|sbi-clerk|rbi-assistant|rbi-grade-b)-mock-\d\.json$/.test(n),
    );
    let charts = 0;
    for (const name of names) {
      const entries = read(name).questions as { generate?: string; seed?: number }[];
      const at = entries.findIndex((e) => e.generate === 'data-chart-1');
      if (at < 0) continue;
      charts += 1;
      const five = entries.slice(at, at + 5);
      expect(five.map((e) => e.generate)).toEqual([1, 2, 3, 4, 5].map((k) => `data-chart-${k}`));
      expect(new Set(five.map((e) => e.seed)).size).toBe(1);
    }
    // All but IBPS PO's first mock, whose 100 questions are written out in the file.
    expect(charts).toBe(names.length - 1);
  });
});
