import { describe, expect, it } from 'vitest';
import { type GeneratedQuestion, generate, questionFamilies } from './index.ts';
import { circleAnswer, circleSolutions, seatedAnswer, seatingSolutions } from './seating-solver.ts';

/**
 * Issue 21: an examiner found generated questions a student would not believe (a father of 8 with a
 * son of 4, a 60 m train, a stream faster than the boat), distractors a student rules out without
 * solving (a "smaller" angle above 180°, an LCM below the largest number), Latin units in Hindi
 * options, two number formats in one question, and families with a handful of questions. Every rule
 * here reads the question's text or options, computed independently of the generators.
 */
const SEEDS = 2000;
/** Calendar questions ask about dates in this range; the Hindi tense is taken against REFERENCE_YEAR. */
const [FIRST_YEAR, LAST_YEAR, REFERENCE_YEAR] = [1950, 2040, 2026];
/** Families whose options are letters by design. */
const letterFamilies = new Set(['coding-decoding', 'alphabet-position', 'quadratic-comparison']);

const questionsOf = (key: string): GeneratedQuestion[] => {
  const family = questionFamilies.find((f) => f.key === key);
  if (!family) throw new Error(`no family ${key}`);
  return Array.from({ length: SEEDS }, (_, i) => generate(family, i + 1));
};
const cache = new Map<string, GeneratedQuestion[]>();
const sample = (key: string) => {
  const found = cache.get(key) ?? questionsOf(key);
  cache.set(key, found);
  return found;
};
const strings = (q: GeneratedQuestion) => [q.text, q.explanation, ...q.options].flatMap((l) => [l.en, l.hi]);
const numbersIn = (s: string) => [...s.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
const optionNumber = (o: { en: string }) => Number(o.en.replace(/[₹,°]|\s.*$/g, ''));
const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return true;
};
const digitSum = (n: number) => [...String(n)].reduce((s, d) => s + Number(d), 0);

/** Problems of one question that any family may have. */
export function commonProblems(key: string, q: GeneratedQuestion): string[] {
  const problems: string[] = [];
  if (/^[a-z]/.test(q.explanation.en)) problems.push(`explanation starts in lower case: ${q.explanation.en}`);
  if (!letterFamilies.has(key))
    for (const o of q.options)
      if (/[A-Za-z]/.test(o.hi)) problems.push(`Latin letters in a Hindi option: ${o.hi}`);
  // Numbers of four or more digits: all in Indian grouping (12,34,567) or all without commas.
  const big = strings(q).flatMap((s) => [...s.matchAll(/\d[\d,]*\d/g)].map((m) => m[0]));
  const grouped = big.filter((t) => t.includes(','));
  const plain = big.filter((t) => !t.includes(',') && Number(t) >= 1000);
  for (const t of grouped)
    if (Number(t.replaceAll(',', '')).toLocaleString('en-IN') !== t)
      problems.push(`not Indian grouping: ${t}`);
  if (grouped.length > 0 && plain.length > 0)
    problems.push(`two number formats: ${grouped[0]} and ${plain[0]}`);
  // A letter of another script typed for a Devanagari one (an Arabic ن for न looks alike on screen).
  for (const l of [q.text, q.explanation, ...q.options])
    for (const m of l.hi.matchAll(/[\u0600-\u06ff\u0980-\u09ff\u0a00-\u0a7f]/g))
      problems.push(`"${m[0]}" (U+${(m[0].codePointAt(0) ?? 0).toString(16)}) in Hindi: ${l.hi}`);
  return [...new Set(problems)];
}

/** Each family's own plausibility and one-answer rules. */
export const familyRules: Record<string, (q: GeneratedQuestion) => string[]> = {
  ages: (q) => {
    const m = q.text.en.match(/is (twice|three times|four times) as old as (?:his|her) \w+, who is (\d+)/);
    if (!m) return [`unexpected shape: ${q.text.en}`];
    const k = { twice: 2, 'three times': 3, 'four times': 4 }[m[1] as 'twice'];
    const gap = (k - 1) * Number(m[2]);
    return gap >= 18 ? [] : [`a parent only ${gap} years older: ${q.text.en}`];
  },
  'speed-time-distance': (q) => {
    const length = Number(q.text.en.match(/A train (\d+) m long/)?.[1]);
    return length >= 100 ? [] : [`a train ${length} m long: ${q.text.en}`];
  },
  'boats-and-streams': (q) => {
    const [down, up] = [Number(q.params.down), Number(q.params.up)];
    const [boat, stream] = [(down + up) / 2, (down - up) / 2];
    return stream <= 10 && stream < boat && stream > 0 ? [] : [`stream ${stream} km/h, boat ${boat} km/h`];
  },
  calendar: (q) => {
    const year = Number(q.text.en.match(/\b(\d{4})\b/)?.[1]);
    const problems = year >= FIRST_YEAR && year <= LAST_YEAR ? [] : [`year ${year}`];
    const past = year < REFERENCE_YEAR;
    if (year === REFERENCE_YEAR) problems.push(`the reference year ${year} has no tense`);
    if (!q.text.hi.endsWith(past ? ' था?' : ' होगा?')) problems.push(`Hindi tense for ${year}: ${q.text.hi}`);
    if (!q.text.en.startsWith(past ? 'What day of the week was' : 'What day of the week will'))
      problems.push(`English tense for ${year}: ${q.text.en}`);
    return problems;
  },
  clock: (q) =>
    q.options.filter((o) => optionNumber(o) > 180).map((o) => `a smaller angle of ${o.en}: ${q.text.en}`),
  'lcm-hcf': (q) => {
    const largest = Math.max(...numbersIn(q.text.en.replaceAll(',', ' ')));
    return q.options
      .filter((o) => optionNumber(o) < largest)
      .map((o) => `LCM option ${o.en} below ${largest}: ${q.text.en}`);
  },
  'number-series': (q) => {
    const shown = numbersIn(q.text.en);
    const last = shown.at(-1);
    return q.options
      .filter((o) => optionNumber(o) === last)
      .map((o) => `option ${o.en} repeats the last term`);
  },
  'direction-sense': (q) => {
    // Walks a person takes: tens of metres to a few kilometres, not "3 m north".
    const legs = [...q.text.en.matchAll(/walks (\d+) m/g)].map((m) => Number(m[1]));
    return legs.length > 0 && legs.every((n) => n >= 20 && n <= 5000)
      ? []
      : [`walks of ${legs} m: ${q.text.en}`];
  },
  'quadratic-comparison': (q) =>
    [...q.text.en.matchAll(/^(?:I|II)\. (.*)$/gm)].flatMap((m) => {
      const abc = quadraticCoefficients(m[1] ?? '');
      if (!abc) return [`unexpected equation: ${m[1]}`];
      const [a, b, c] = abc;
      const root = Math.sqrt(b * b - 4 * a * c);
      // Rational roots a candidate can factorise: a square discriminant, a small leading coefficient.
      return Number.isInteger(root) && a <= 6 && Math.abs(c) <= 150 ? [] : [`hard to factorise: ${m[1]}`];
    }),
  'data-interpretation': (q) => {
    const rows = (text: string) => [...text.matchAll(/^.+: (\d+)$/gm)].map((m) => Number(m[1]));
    const v = rows(q.text.en);
    const problems = rows(q.text.hi).join() === v.join() ? [] : [`Hindi table differs: ${q.text.hi}`];
    // Five different figures of a shop's month, a college's intake, a fair's day.
    if (v.length !== 5 || new Set(v).size !== 5 || v.some((n) => n < 100 || n >= 1000))
      problems.push(`table ${v}`);
    const percents = q.options.map((o) => Number(o.en.match(/^(\d+)%$/)?.[1] ?? Number.NaN));
    if (/ less than /.test(q.text.en))
      problems.push(...percents.filter((n) => !(n < 100)).map((n) => `${n}% less: ${q.text.en}`));
    if (/average/.test(q.text.en))
      for (const o of q.options)
        if (!(Number(o.en) > Math.min(...v) && Number(o.en) < Math.max(...v)))
          problems.push(`an average of ${o.en} outside ${Math.min(...v)}–${Math.max(...v)}`);
    return problems;
  },
  'seating-line': (q) => {
    const lines = q.text.en.split('\n');
    const people = lines[0]?.match(/\((.+)\)/)?.[1]?.split(/, | and /) ?? [];
    const clues = lines.slice(1, -1).map((l) => l.replace(/^\d+\. /, ''));
    const fits = seatingSolutions(people, clues);
    if (typeof fits === 'string') return [fits];
    if (fits.length !== 1) return [`${fits.length} orders fit: ${q.text.en}`];
    const solved = fits[0] ?? [];
    const key = q.options[q.answer - 1]?.en;
    const problems = key === seatedAnswer(solved, lines.at(-1) ?? '') ? [] : [`key ${key} for ${solved}`];
    // Nobody the question names is offered ("Who sits to the left of Meena?" – "Meena").
    const named = people.filter((p) => (lines.at(-1) ?? '').includes(p));
    for (const o of q.options) if (named.includes(o.en)) problems.push(`${o.en} named and offered`);
    if (q.text.hi.split('\n').length !== lines.length) problems.push(`Hindi has other lines: ${q.text.hi}`);
    return problems;
  },
  'seating-circle': (q) => {
    const lines = q.text.en.split('\n');
    const people = lines[0]?.match(/\((.+)\)/)?.[1]?.split(/, | and /) ?? [];
    const clues = lines.slice(1, -1).map((l) => l.replace(/^\d+\. /, ''));
    const fits = circleSolutions(people, clues);
    if (typeof fits === 'string') return [fits];
    if (fits.length !== 1) return [`${fits.length} arrangements fit: ${q.text.en}`];
    const key = q.options[q.answer - 1]?.en;
    const problems =
      key === circleAnswer(fits[0] ?? [], lines.at(-1) ?? '') ? [] : [`key ${key} for ${fits[0]}`];
    const named = people.filter((p) => (lines.at(-1) ?? '').includes(p));
    for (const o of q.options) if (named.includes(o.en)) problems.push(`${o.en} named and offered`);
    // Five to seven at the table, the Hindi line for line.
    if (people.length < 5 || people.length > 7) problems.push(`${people.length} at the table`);
    if (q.text.hi.split('\n').length !== lines.length) problems.push(`Hindi has other lines: ${q.text.hi}`);
    return problems;
  },
  'odd-one-out': (q) => {
    const listed = numbersIn(q.text.en.split('? ')[1] ?? '');
    const key = optionNumber(q.options[q.answer - 1] ?? { en: '' });
    return oddOneOutProblems(listed, key);
  },
};

/** [a, b, c] of "3x² − 13x + 20 = 0" (a missing coefficient is 1, a missing term 0). */
export function quadraticCoefficients(equation: string): [number, number, number] | null {
  const m = equation.match(/^(\d*)([xy])²(?: ([+−]) (\d*)[xy])? ([+−]) (\d+) = 0$/);
  if (!m) return null;
  const sign = (s: string | undefined) => (s === '−' ? -1 : 1);
  const b = m[3] === undefined ? 0 : sign(m[3]) * Number(m[4] || 1);
  return [Number(m[1] || 1), b, sign(m[5]) * Number(m[6])];
}

/** Properties a candidate could call "the only one": each must single out the key or nobody. */
const properties: [string, (n: number) => boolean | number][] = [
  ['prime', isPrime],
  ['even', (n) => n % 2 === 0],
  ['a square', (n) => Number.isInteger(Math.sqrt(n))],
  ['a cube', (n) => Math.round(Math.cbrt(n)) ** 3 === n],
  ['one-digit', (n) => n < 10],
  ['three-digit', (n) => n >= 100],
  ['a repdigit', (n) => n >= 10 && new Set(String(n)).size === 1],
  ['of digit sum', digitSum],
  ...[3, 4, 5, 7, 9, 11].map((d): [string, (n: number) => boolean] => [
    `divisible by ${d}`,
    (n) => n % d === 0,
  ]),
];

/** Every option that some usual property singles out, other than the key. */
export function oddOneOutProblems(listed: number[], key: number): string[] {
  if (listed.length !== 4 || !listed.includes(key)) return [`unexpected list ${listed} (key ${key})`];
  return properties.flatMap(([name, value]) => {
    const groups = new Map<boolean | number, number[]>();
    for (const n of listed) groups.set(value(n), [...(groups.get(value(n)) ?? []), n]);
    // Three share the value and one does not: that one is "the odd one" by this property.
    const lone = groups.size === 2 ? [...groups.values()].find((g) => g.length === 1)?.[0] : undefined;
    return lone === undefined || lone === key ? [] : [`${lone} is the only one (not) ${name} in ${listed}`];
  });
}

describe('generated questions are believable (issue 21)', () => {
  it.each(questionFamilies.map((f) => [f.key] as const))(
    '%s: 2,000 seeds with plausible values, one answer, capitalised English, one number format, Devanagari units',
    (key) => {
      const bad = sample(key).flatMap((q, i) =>
        [...commonProblems(key, q), ...(familyRules[key]?.(q) ?? [])].map((p) => `seed ${i + 1}: ${p}`),
      );
      expect(bad.length, bad.slice(0, 5).join('\n')).toBe(0);
    },
    // A seating puzzle is solved by brute force 2,000 times: seconds on a busy 2-core machine.
    30_000,
  );

  it.each(questionFamilies.map((f) => [f.key] as const))(
    '%s: at least 500 distinct questions over 2,000 seeds',
    (key) => {
      expect(new Set(sample(key).map((q) => q.text.en)).size).toBeGreaterThanOrEqual(500);
    },
    // A seating puzzle is solved by brute force 2,000 times: seconds on a busy 2-core machine.
    30_000,
  );
});

describe('round-table seating', () => {
  it('offers no wrong option one clue alone rules out, and names the key in some clue (300 seeds)', () => {
    for (const [i, q] of sample('seating-circle').slice(0, 300).entries()) {
      const lines = q.text.en.split('\n');
      const people = lines[0]?.match(/\((.+)\)/)?.[1]?.split(/, | and /) ?? [];
      const clues = lines.slice(1, -1).map((l) => l.replace(/^\d+\. /, ''));
      const key = q.options[q.answer - 1]?.en ?? '';
      expect(
        clues.some((c) => new RegExp(`\\b${key}\\b`).test(c)),
        `seed ${i + 1}: ${key} in no clue`,
      ).toBe(true);
      for (const clue of clues) {
        const fits = circleSolutions(people, [clue]);
        if (typeof fits === 'string') throw new Error(fits);
        const answers = new Set(fits.map((order) => circleAnswer(order, lines.at(-1) ?? '')));
        for (const o of q.options)
          expect(answers.has(o.en), `seed ${i + 1}: "${clue}" rules out ${o.en}`).toBe(true);
      }
    }
  }, 60_000);
});

describe('quadratic comparison', () => {
  it('keys each of the five choices in at least a tenth of 2,000 seeds (no one choice is a safe guess)', () => {
    const keys = sample('quadratic-comparison').map((q) => q.answer);
    for (const choice of [1, 2, 3, 4, 5])
      expect(keys.filter((k) => k === choice).length).toBeGreaterThanOrEqual(SEEDS / 10);
  });
});

describe('the believability checks catch what issue 21 found', () => {
  const q = (en: string, options: string[], hi = en): GeneratedQuestion => ({
    ...generate(questionFamilies[0] as (typeof questionFamilies)[number], 1),
    text: { en, hi },
    options: options.map((o) => ({ en: o, hi: o })),
    answer: 1,
    explanation: { en: 'X', hi: 'X' },
    params: {},
  });

  it('flags the examples the examiner gave', () => {
    expect(familyRules.ages?.(q('A father is twice as old as his son, who is 4. What…', ['1']))).toHaveLength(
      1,
    );
    expect(
      familyRules.ages?.(q('A mother is three times as old as her daughter, who is 9. What…', ['1'])),
    ).toEqual([]);
    const hedged = 'What day of the week will 1 May 2030 be?';
    expect(
      familyRules.calendar?.(q(hedged, ['Wednesday'], '1 मई 2030 को सप्ताह का कौन-सा दिन था/होगा?')),
    ).toHaveLength(1);
    expect(
      familyRules.calendar?.(q('What day of the week is 1 May 2099?', ['Friday'], '… होगा?')),
    ).toHaveLength(2);
    expect(familyRules['speed-time-distance']?.(q('A train 60 m long runs at 36 km/h.', ['6']))).toHaveLength(
      1,
    );
    expect(familyRules.clock?.(q('What is the (smaller) angle … at 3:00?', ['90°', '270°']))).toHaveLength(1);
    expect(familyRules['lcm-hcf']?.(q('What is the LCM of 12, 18 and 30?', ['180', '6']))).toHaveLength(1);
    expect(
      familyRules['number-series']?.(q('What comes next in the series 2, 4, 6, 8, 10, ?', ['12', '10'])),
    ).toHaveLength(1);
    expect(oddOneOutProblems([91, 19, 37, 41], 91)).toEqual([
      '41 is the only one (not) of digit sum in 91,19,37,41',
    ]);
    expect(oddOneOutProblems([51, 23, 29, 47], 51)).toEqual([]);
    expect(quadraticCoefficients('3x² − 13x + 20 = 0')).toEqual([3, -13, 20]);
    expect(quadraticCoefficients('y² − 36 = 0')).toEqual([1, 0, -36]);
    expect(
      familyRules['quadratic-comparison']?.(q('Solve.\nI. x² − 5x + 5 = 0\nII. 7y² − y − 6 = 0', ['1'])),
    ).toEqual(['hard to factorise: x² − 5x + 5 = 0', 'hard to factorise: 7y² − y − 6 = 0']);
    const table = 'The table shows …\nShop A: 950\nShop B: 260\nShop C: 740\nShop D: 380\nShop E: 890\n';
    expect(
      familyRules['data-interpretation']?.(q(`${table}By what percent is D less than A?`, ['60%', '150%'])),
    ).toHaveLength(1);
    expect(
      familyRules['data-interpretation']?.(q(`${table}What is the average?`, ['644', '1000'])),
    ).toHaveLength(1);
    // A at the left end and B beside A leave one order of three; A alone at the end leaves six of four.
    expect(
      seatingSolutions(['A', 'B', 'C'], ['A sits at the left end.', 'A and B sit next to each other.']),
    ).toEqual([['A', 'B', 'C']]);
    expect(seatingSolutions(['A', 'B', 'C', 'D'], ['A sits at the left end.'])).toHaveLength(6);
    const twoClues = ['A sits 2nd to the right of C.', 'Only one person sits between B and D.'];
    const four = seatingSolutions(['A', 'B', 'C', 'D'], twoClues);
    expect(four).toHaveLength(4);
    expect(four).toEqual(
      expect.arrayContaining([
        ['C', 'B', 'A', 'D'],
        ['C', 'D', 'A', 'B'],
        ['B', 'C', 'D', 'A'],
        ['D', 'C', 'B', 'A'],
      ]),
    );
    expect(seatingSolutions(['Rahul', 'Seema'], ['Rahul sits next to Amit.'])).toMatch(
      /unread|not in the row/,
    );
    expect(seatingSolutions(['A', 'B'], ['A sits beside B.'])).toBe('unread clue: A sits beside B.');
    // Round a table of four from A: B immediately to A's right leaves two arrangements; C opposite A
    // fixes it; "two neighbours" reads both sides; a question "to the left" counts the other way.
    expect(circleSolutions(['A', 'B', 'C', 'D'], ['B sits immediately to the right of A.'])).toHaveLength(2);
    const fixed = circleSolutions(
      ['A', 'B', 'C', 'D'],
      ['B sits immediately to the right of A.', 'C sits directly opposite A.'],
    );
    expect(fixed).toEqual([['A', 'B', 'C', 'D']]);
    expect(
      circleSolutions(
        ['A', 'B', 'C', 'D', 'E'],
        ["A's two neighbours are B and C.", 'D sits 2nd to the left of B.'],
      ),
    ).toEqual([['A', 'C', 'D', 'E', 'B']]);
    expect(circleAnswer(['A', 'B', 'C', 'D', 'E'], 'Who sits 2nd to the left of A?')).toBe('D');
    expect(circleAnswer(['A', 'B', 'C', 'D', 'E'], 'Who sits exactly between E and B?')).toBe('A');
    expect(circleSolutions(['A', 'B'], ['A sits at the left end.'])).toBe(
      'unread clue: A sits at the left end.',
    );
    const latin = q('x', ['12 km/h']);
    expect(commonProblems('boats-and-streams', latin)).toHaveLength(1);
    expect(commonProblems('x', q('x', ['1'], 'राहुल के ठीक सामने कौ\u0646 बैठा है?'))).toHaveLength(1);
    expect(commonProblems('lcm-hcf', q('LCM 4,290', ['4290']))).toHaveLength(1);
    expect(commonProblems('lcm-hcf', q('LCM 4,290', ['12,34,567']))).toEqual([]);
    expect(commonProblems('lcm-hcf', q('LCM 4,290', ['1,234,567']))).toHaveLength(1);
    expect(
      commonProblems('x', { ...latin, options: [], explanation: { en: 'the answer', hi: 'x' } }),
    ).toHaveLength(1);
  });
});
