import { describe, expect, it } from 'vitest';
import { bankQuestionSchema } from '../contracts.ts';
import { generate, questionFamilies } from './index.ts';
import { circleAnswer, seatedAnswer } from './seating-solver.ts';

const SEEDS = 2000;
/** An option's number: its first word without ₹, ° and digit grouping ("1,540 cm²" → 1540). */
const value = (text: string) => Number(text.replace(/\s.*$/, '').replace(/[₹,°]/g, ''));
const pi = 22 / 7;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Each family's answer, recomputed here from the drawn values, independently of the generator. */
/** The real roots of a v² + b v + c = 0 from "a b c", by the formula. */
const roots = (abc: string | number | undefined) => {
  const [a = 0, b = 0, c = 0] = String(abc).split(' ').map(Number);
  const root = Math.sqrt(b * b - 4 * a * c);
  return [(-b - root) / (2 * a), (-b + root) / (2 * a)];
};
/** The banking paper's five choices, read off every pair of an x root and a y root. */
function compareRoots(xs: number[], ys: number[]): string {
  const d = xs.flatMap((x) => ys.map((y) => (Math.abs(x - y) < 1e-9 ? 0 : x - y)));
  if (d.every((v) => v > 0)) return 'x > y';
  if (d.every((v) => v < 0)) return 'x < y';
  if (d.some((v) => v !== 0) && d.every((v) => v >= 0)) return 'x ≥ y';
  if (d.some((v) => v !== 0) && d.every((v) => v <= 0)) return 'x ≤ y';
  return 'x = y or the relationship cannot be established';
}

type Params = Record<string, number | string>;

/** The table family's answer (also the bar and line charts'), from its drawn values. */
function solveTable(p: Params): string {
  const v = String(p.values).split(' ').map(Number);
  const [a = 0, b = 0] = [v[Number(p.i)], v[Number(p.j)]];
  const sum = v.reduce((s, n) => s + n, 0);
  const gcd = (m: number, n: number): number => (n === 0 ? m : gcd(n, m % n));
  if (p.kind === 'ratio') return `${a / gcd(a, b)} : ${b / gcd(a, b)}`;
  const percent = (x: number) => `${Math.round(x * 1e9) / 1e9}%`;
  if (p.kind === 'change') return percent((Math.abs(b - a) / a) * 100);
  if (p.kind === 'share') return percent((a / sum) * 100);
  if (p.kind === 'average') return String(sum / v.length);
  return String(Math.max(...v) - Math.min(...v));
}

const solve: Record<string, (p: Params) => string> = {
  percentage: (p) => String((Number(p.p) * Number(p.y)) / 100),
  'profit-and-loss': (p) => String(Number(p.cost) * (1 + Number(p.p) / 100)),
  'simple-interest': (p) => String((Number(p.principal) * Number(p.rate) * Number(p.years)) / 100),
  'compound-interest': (p) =>
    String(Math.round(Number(p.principal) * ((1 + Number(p.rate) / 100) ** Number(p.years) - 1))),
  ratio: (p) => String((Number(p.total) * Number(p.a)) / (Number(p.a) + Number(p.b))),
  average: (p) => {
    const xs = String(p.values).split(', ').map(Number);
    return String(xs.reduce((a, b) => a + b, 0) / xs.length);
  },
  'time-and-work': (p) => {
    if (p.ask === 'alone') return String(Math.round(1 / (1 / Number(p.together) - 1 / Number(p.x))));
    const rates = [p.x, p.y, p.z].filter((d) => d !== undefined).map((d) => 1 / Number(d));
    return String(Math.round(1 / rates.reduce((a, b) => a + b, 0)));
  },
  'speed-time-distance': (p) =>
    String((Number(p.length) + Number(p.platform)) / ((Number(p.kmh) * 1000) / 3600)),
  'number-series': (p) => {
    const [a, d] = [Number(p.start), Number(p.step)];
    if (p.kind === 'arithmetic') return String(a + 5 * d);
    if (p.kind === 'falling') return String(a - 5 * d);
    if (p.kind === 'geometric') return String(a * d ** 5);
    if (p.kind === 'squares') return String((a + 5) * (a + 5) + d);
    return String(a + d * 15);
  },
  calendar: (p) =>
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
      new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day))).getUTCDay()
    ] ?? '',
  clock: (p) => {
    const minuteHand = Number(p.minute) * 6;
    const hourHand = (Number(p.hour) % 12) * 30 + Number(p.minute) / 2;
    const d = Math.abs(minuteHand - hourHand);
    return String(Math.min(d, 360 - d));
  },
  'coding-decoding': (p) =>
    [...String(p.to)]
      .map((c) => String.fromCharCode(((c.charCodeAt(0) - 65 + Number(p.k) + 26) % 26) + 65))
      .join(''),
  'direction-sense': (p) => String(Math.hypot(Number(p.north), Number(p.east))),
  simplification: (p) => String(Number(p.a) + Number(p.b) * Number(p.c) - Number(p.e) / Number(p.d)),
  'mensuration-rectangle': (p) => `${2 * (Number(p.length) + Number(p.area) / Number(p.length))}`,
  'mensuration-circle': (p) => {
    const r = Number(p.r);
    if (p.kind === 'circumference') return String(Math.round(2 * pi * r));
    if (p.kind === 'ring') return String(Math.round(pi * (Number(p.outer) ** 2 - Number(p.inner) ** 2)));
    if (p.kind === 'wheel') return String(Math.round((2 * pi * r * Number(p.turns)) / 100));
    return String(Math.round(pi * r * r));
  },
  discount: (p) => String(Number(p.price) * (1 - Number(p.d1) / 100) * (1 - Number(p.d2) / 100)),
  ages: (p) => String(Number(p.child) * (Number(p.k) + 1) + 2 * Number(p.years)),
  'lcm-hcf': (p) => {
    const nums = [Number(p.a), Number(p.b), Number(p.c)];
    for (let m = Math.max(...nums); ; m += 1) if (nums.every((n) => m % n === 0)) return String(m);
  },
  'boats-and-streams': (p) => String((Number(p.down) + (p.ask === 'stream' ? -1 : 1) * Number(p.up)) / 2),
  partnership: (p) => {
    const wa = Number(p.a) * 12;
    const wb = Number(p.b) * Number(p.months);
    return String(Math.round((Number(p.profit) * wa) / (wa + wb)));
  },
  'ranking-order': (p) => String(Number(p.left) + Number(p.right) - 1),
  'odd-one-out': (p) => String(p.odd),
  analogy: (p) => String(Number(p.b) ** Number(p.power)),
  'alphabet-position': (p) => {
    if (p.fromRight !== undefined) return alphabet.at(-Number(p.fromRight)) ?? '';
    const base = p.end === 'left' ? Number(p.m) - 1 : 26 - Number(p.m);
    return alphabet[base + (p.side === 'right' ? 1 : -1) * Number(p.k)] ?? '';
  },
  // The answers of blood-relations.ts's puzzles, in order, solved by hand.
  'blood-relations': (p) =>
    [
      'My daughter', // my father's only son's daughter (a man)
      'My mother', // my mother's father's only daughter
      'My father', // my father's mother's only son
      'My father', // my son's mother's father-in-law (a man)
      'My son', // my father's only son's son (a man)
      'My wife', // my mother's only son's wife (a man)
      'My son', // my father's only daughter's son (a woman)
      'My daughter', // my mother's only daughter's daughter (a woman)
      'My sister', // my father's father's only son's daughter (a man)
      'My sister', // my brother's father's only daughter (a man)
      'My brother', // my sister's mother's only son (a woman)
      'My mother', // my mother's mother's only daughter
      'My daughter', // my son's only sister
      'My son', // my daughter's only brother
      'My daughter', // my mother's only son's daughter (a man)
      'My daughter', // my brother's only sister's daughter (a woman)
      'My father', // my father's father's only son
    ][Number(p.relation)] ?? '',
  'seating-line': (p) => seatedAnswer(String(p.order).split(', '), String(p.ask)),
  'seating-circle': (p) => circleAnswer(String(p.order).split(', '), String(p.ask)),
  'quadratic-comparison': (p) => compareRoots(roots(p.x), roots(p.y)),
  'data-interpretation': (p) => solveTable(p),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].map((part) => [
      `data-chart-${part}`,
      (p: Params) => {
        // Bars and lines ask the table family's five questions in order; a pie its own five.
        if (p.chart !== 'pie')
          return solveTable({ ...p, kind: ['ratio', 'change', 'share', 'average', 'range'][part - 1] ?? '' });
        const v = String(p.values).split(' ').map(Number);
        const [a = 0, b = 0, total] = [v[Number(p.i)], v[Number(p.j)], Number(p.total)];
        const gcd = (m: number, n: number): number => (n === 0 ? m : gcd(n, m % n));
        return [
          String((total * a) / 100),
          `${a / gcd(a, b)} : ${b / gcd(a, b)}`,
          `${(a * 360) / 100}°`,
          String((total * (a + b)) / 100),
          String((total * (a - b)) / 100),
        ][part - 1] as string;
      },
    ]),
  ),
};
/** Families that print the banking paper's five standard choices instead of four options. */
const fiveOptions = new Set(['quadratic-comparison']);

describe('generated question families', () => {
  it('has a solver in this test for every family', () => {
    expect(questionFamilies.map((f) => f.key).sort()).toEqual(Object.keys(solve).sort());
  });

  it.each(questionFamilies.map((f) => [f.key, f] as const))(
    '%s: for thousands of seeds the marked answer is right, options distinct, both languages valid',
    (key, family) => {
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const q = generate(family, seed);
        expect(bankQuestionSchema.safeParse(q).success, `${key} seed ${seed}`).toBe(true);
        const count = fiveOptions.has(key) ? 5 : 4;
        expect(q.options).toHaveLength(count);
        expect(new Set(q.options.map((o) => o.en)).size).toBe(count);
        const marked = q.options[q.answer - 1]?.en ?? '';
        const expected = solve[key]?.(q.params) ?? '';
        if (Number.isNaN(Number(expected))) expect(marked, `${key} seed ${seed}`).toBe(expected);
        else expect(value(marked), `${key} seed ${seed}`).toBeCloseTo(Number(expected), 9);
        // No wrong option is also right.
        for (const [i, o] of q.options.entries())
          if (i !== q.answer - 1) expect(o.en === expected || value(o.en) === Number(expected)).toBe(false);
      }
    },
    // A seating puzzle is solved by brute force 2,000 times: seconds on a busy 2-core machine.
    30_000,
  );

  it('gives the same question for the same seed, and different ones for different seeds', () => {
    for (const family of questionFamilies) {
      expect(generate(family, 42)).toEqual(generate(family, 42));
      const texts = new Set(Array.from({ length: 20 }, (_, i) => generate(family, i + 1).text.en));
      expect(texts.size).toBeGreaterThan(5);
    }
  });
});
