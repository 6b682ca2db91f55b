import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoot } from '../../../../../content/library.ts';
import type { Localized } from '../../content/localized.ts';
import { type GeneratedQuestion, generate, questionFamilies } from './index.ts';
import {
  chainProblems,
  familyOf,
  familyProblems,
  problemsOf,
  relativeProblems,
  SEEDS,
  wordingProblems,
} from './wording-rules.ts';

describe('generated questions read correctly', () => {
  it.each(questionFamilies.map((f) => [f.key] as const))(
    '%s: 2,000 seeds without wrong ordinals, unreduced fractions, "2 times", misspellings or a second answer',
    (key) => {
      const family = familyOf(key);
      for (let seed = 1; seed <= SEEDS; seed += 1)
        expect(problemsOf(key, generate(family, seed)), `${key} seed ${seed}`).toEqual([]);
    },
    // A seating puzzle is solved by brute force 2,000 times: seconds on a busy 2-core machine.
    30_000,
  );

  it('every generated question in content/sets reads correctly', () => {
    const dir = join(contentRoot, 'sets');
    let count = 0;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { questions: object[] };
      for (const entry of file.questions) {
        if (!('generate' in entry && 'seed' in entry)) continue;
        const [key, seed] = [String(entry.generate), Number(entry.seed)];
        expect(problemsOf(key, generate(familyOf(key), seed)), `${name} ${key} seed ${seed}`).toEqual([]);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(1000);
  });
});

/** A question with the given wording, for showing that each check catches what issue 10 found. */
function written(
  text: Localized,
  options: string[] = ['1', '2', '3', '4'],
  params: GeneratedQuestion['params'] = {},
): GeneratedQuestion {
  return {
    ...generate(familyOf('ages'), 1),
    text,
    options: options.map((o) => ({ en: o, hi: o })),
    answer: 1,
    explanation: { en: 'x', hi: 'x' },
    params,
  };
}

describe('the wording checks catch what issue 10 found', () => {
  it('ordinals, fractions, "2 times", hedges and misspellings', () => {
    const en = (s: string) => wordingProblems(written({ en: s, hi: 'x' }));
    const hi = (s: string) => wordingProblems(written({ en: 'x', hi: s }));
    expect(en('the 2th and 23th from the left')).toHaveLength(2);
    expect(hi('दाएँ से 2वाँ, बाएँ से 4वें, 3 वां')).toHaveLength(3);
    expect(en('1/12 + 64/768')).toHaveLength(1);
    expect(hi('श्रृंखला, संग्रहीत')).toHaveLength(2);
    expect(en('A father is 2 times as old as his son')).toHaveLength(1);
    expect(hi('पिता की आयु पुत्र की आयु की 2 गुनी है')).toHaveLength(1);
    expect(hi('तस्वीर में व्यक्ति सीमा का/की कौन है?')).toHaveLength(1);
    expect(en('21st, 22nd, 13th, 111th, 22/7, 5/100')).toEqual([]);
    expect(hi('दूसरे, 25वें, 5वाँ, 22वाँ, दोगुनी')).toEqual([]);
  });

  it('blood relations: a woman called a man, and "के इकलौते पुत्र है"', () => {
    const check = familyProblems['blood-relations'];
    const q = (en: string, hi: string) => check?.(written({ en, hi })) ?? [];
    const says = (name: string, label: string) =>
      `Pointing to a photograph, ${name} (${label}) says, "This is x."`;
    expect(q(says('Rahul', 'a man'), 'राहुल (पुरुष) इशारा करके कहता है, "यह मेरे पुत्र की माता का ससुर है।"')).toEqual(
      [],
    );
    expect(
      q(says('Seema', 'a man'), 'सीमा (पुरुष) इशारा करके कहता है, "यह मेरे पिता की माता के इकलौते पुत्र है।"'),
    ).toHaveLength(5);
    expect(chainProblems('मेरी माता के पिता की इकलौती पुत्री है')).toEqual([]);
    expect(chainProblems('मेरे पुत्र की माता के ससुर है')).toHaveLength(1);
    const options = written({ en: 'x', hi: 'x' }, ['मेरे पिता', 'मेरी माता', 'मेरा भाई', 'मेरी बहन']);
    expect(relativeProblems(options)).toEqual([]);
    const brothers = written({ en: 'x', hi: 'x' }, ['मेरे पिता', 'मेरी माता', 'मेरे भाई', 'मेरा बहन']);
    expect(
      relativeProblems({ ...brothers, explanation: { en: 'x', hi: 'नाना की इकलौती पुत्री माता ही है' } }),
    ).toEqual(['मेरे भाई (मेरा भाई)', 'मेरा बहन (मेरी बहन)', 'माता ही है (हैं)']);
  });

  it('seating: a verb that does not agree with the person', () => {
    const check = familyProblems['seating-line'];
    const seated = (lines: string) => check?.(written({ en: `x\n${lines}\n?`, hi: `x\n${lines}\n?` })) ?? [];
    expect(seated('1. सीमा बाएँ छोर पर बैठी है।\n2. राहुल, सीमा के ठीक दाईं ओर बैठा है।')).toEqual([]);
    expect(seated('1. सीमा बाएँ छोर पर बैठा है।\n2. सीमा और नेहा एक-दूसरे के बगल में बैठे हैं।')).toHaveLength(2);
    const round = (lines: string) =>
      familyProblems['seating-circle']?.(written({ en: `x\n${lines}\n?`, hi: `x\n${lines}\n?` })) ?? [];
    expect(round('1. राहुल के दोनों पड़ोसी सीमा और नेहा हैं।\n2. सीमा, राहुल के ठीक सामने बैठी है।')).toEqual([]);
    expect(round('1. सीमा, राहुल के ठीक सामने बैठा है।\n2. राहुल के पड़ोसी सीमा हैं।')).toHaveLength(2);
  });

  it('a second defensible answer in analogy, lcm-hcf and odd-one-out', () => {
    const analogy = written({ en: 'What replaces ? in the analogy 7 : 49 :: 6 : ?', hi: 'x' }, [
      '36',
      '42',
      '37',
      '35',
    ]);
    expect(familyProblems.analogy?.(analogy)).toHaveLength(1);
    const lcm = written({ en: 'What is the LCM of 8, 7 and 7?', hi: '8, 7 और 7 का' });
    expect(familyProblems['lcm-hcf']?.(lcm)).toHaveLength(1);
    const odd = written({ en: 'Which number is different from the other three? 51, 7, 23, 41', hi: 'x' }, [
      '51',
      '7',
      '23',
      '41',
    ]);
    expect(familyProblems['odd-one-out']?.(odd)).toEqual(['7 is the only one (not) one-digit in 51,7,23,41']);
  });
});
