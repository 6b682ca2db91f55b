import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyLengthProblems, keyNoteProblems, questionWordingProblems } from '../../../../content/check.ts';
import { contentRoot } from '../../../../content/library.ts';

const repo = join(contentRoot, '..');
/** Built from parts so that this file does not hold the misspellings it looks for. */
const misspelt = [`श्र${'ृंखला'}`, `संग्र${'हीत'}`];
/** Files that name the misspellings on purpose, to catch them. */
const naming = new Set([
  'content/check.ts',
  'packages/core/src/questions/generators/wording.test.ts',
  'packages/core/src/questions/generators/wording-rules.ts',
]);

function textFiles(dir: string): string[] {
  return readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(json|md|ts|tsx)$/.test(f))
    .map((f) => join(dir, f));
}

/**
 * One spelling per term (issue 21): the spelling kept, and the variants refused, built from parts
 * so that this file does not hold them. मेथेनॉइक (methanoic) is another word and stays: a variant
 * only counts when no Devanagari letter or sign follows it.
 */
const spellings: ReadonlyArray<{ keep: string; avoid: RegExp }> = [
  { keep: 'मीथेन', avoid: new RegExp(`म${'ेथेन'}(?![\u0900-\u0963])`, 'u') },
  { keep: 'मरकैप्टन', avoid: new RegExp(`म${'र्केप्टन'}|म${'र्कैप्टन'}|म${'रकेप्टन'}`, 'u') },
  { keep: 'नियॉन', avoid: new RegExp(`नि${'ऑन'}`, 'u') },
  // Hindi text keeps these abbreviations in Latin letters, as most of it already did.
  { keep: 'LPG', avoid: new RegExp(`ए${'लपीजी'}`, 'u') },
  { keep: 'CNG', avoid: new RegExp(`सी${'एनजी'}`, 'u') },
];
const spellingRoots = [
  'content/questions',
  'content/sets',
  'content/live',
  'content/notes',
  'content/exams',
  'apps/web/src/locales',
];

describe('content wording (issue 10)', () => {
  it('spells each term one way in questions, sets, live papers, notes, exam pages and UI strings', () => {
    const found = spellingRoots.flatMap(textFiles).flatMap((f) => {
      const text = readFileSync(join(repo, f), 'utf8');
      return spellings.filter((s) => s.avoid.test(text)).map((s) => `${f}: write ${s.keep}`);
    });
    expect(found).toEqual([]);
  });

  it('tells the variants from the kept spellings and from other words', () => {
    const flagged = (text: string) => spellings.filter((s) => s.avoid.test(text)).map((s) => s.keep);
    expect(flagged(`CNG मुख्यतः म${'ेथेन'} है।`)).toEqual(['मीथेन']);
    expect(flagged(`एथिल म${'र्केप्टन'}, ए${'लपीजी'} और सी${'एनजी'}`)).toEqual(['मरकैप्टन', 'LPG', 'CNG']);
    expect(flagged('मीथेन, मेथेनॉइक अम्ल, एथिल मरकैप्टन, LPG, CNG')).toEqual([]);
  });

  it('spells शृंखला and संगृहीत right in content, locales, docs and code', () => {
    const roots = [
      'content',
      'docs',
      'apps/web/src',
      'apps/server/src',
      'apps/server/test',
      'packages/core/src',
    ];
    const found = roots
      .flatMap(textFiles)
      .filter((f) => !naming.has(relative(repo, join(repo, f))))
      .filter((f) => misspelt.some((word) => readFileSync(join(repo, f), 'utf8').includes(word)));
    expect(found).toEqual([]);
  });

  it('refuses a key that is the only option with a bracketed note, in either language', () => {
    const part = (t: string) => ({ hi: t, en: t });
    const options = [part('Vacuole (sap cavity)'), part('Plastid'), part('Ribosome'), part('Lysosome')];
    expect(keyNoteProblems({ options, answer: 1 })).toHaveLength(2);
    // A note on a wrong option, or on every option alike, marks nothing out.
    expect(keyNoteProblems({ options, answer: 2 })).toEqual([]);
    const alike = options.map((o, i) => (i === 0 ? o : part(`${o.en} (organelle)`)));
    expect(keyNoteProblems({ options: alike, answer: 1 })).toEqual([]);
    // Only the Hindi marks the key out: still refused.
    const hiOnly = [{ hi: 'रसधानी (रिक्तिका)', en: 'Vacuole' }, ...options.slice(1)];
    expect(keyNoteProblems({ options: hiOnly, answer: 1 })).toEqual([expect.stringContaining('hi:')]);
  });

  it('refuses a key much longer than every other option, in either language', () => {
    const part = (t: string) => ({ hi: t, en: t });
    const short = [part('Tax'), part('Levy'), part('Cess')];
    const long = part('A charge on imports that protects an industry');
    expect(keyLengthProblems({ options: [long, ...short], answer: 1 })).toHaveLength(2);
    // A long wrong option marks nothing out; nor does a key only a little longer than the others.
    expect(keyLengthProblems({ options: [long, ...short], answer: 2 })).toEqual([]);
    const even = [
      part('A charge on imports that protects an industry'),
      part('A charge on exports that earns foreign exchange'),
    ];
    expect(keyLengthProblems({ options: [...even, ...short.slice(1)], answer: 1 })).toEqual([]);
    // Only the Hindi key stands out: still refused.
    const hiLong = { hi: 'आयात पर लगने वाला ऐसा शुल्क जो किसी उद्योग की रक्षा करता है', en: 'Duty' };
    expect(keyLengthProblems({ options: [hiLong, ...short], answer: 1 })).toEqual([
      expect.stringContaining('hi:'),
    ]);
  });

  it('refuses options that carry their own label and misspelt Hindi', () => {
    const part = (t: string) => ({ hi: t, en: t });
    const q = {
      text: part('Find the error.\nIf I was you, / I would accept'),
      options: [part('(A) If I was you,'), part('B) I would accept'), part('(E) No error'), part('None')],
      explanation: { hi: `संख्या ${misspelt[0]}`, en: 'x' },
    };
    expect(questionWordingProblems(q)).toHaveLength(4);
    // Initials are not labels.
    const names = { ...q, options: [part('A. P. J. Abdul Kalam'), part('C. Rajagopalachari')] };
    expect(questionWordingProblems({ ...names, explanation: part('x') })).toEqual([]);
  });
});
