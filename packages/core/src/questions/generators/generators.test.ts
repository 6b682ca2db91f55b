import { describe, expect, it } from 'vitest';
import { bankQuestionSchema } from '../contracts.ts';
import { generate, questionFamilies } from './index.ts';

const SEEDS = 2000;
const value = (text: string) => Number(text.replace(/[₹,°\s]|(cm²|km\/h|m)$/g, ''));

/** Each family's answer, recomputed here from the drawn values, independently of the generator. */
const solve: Record<string, (p: Record<string, number | string>) => string> = {
  percentage: (p) => String((Number(p.p) * Number(p.y)) / 100),
  'profit-and-loss': (p) => String(Number(p.cost) * (1 + Number(p.p) / 100)),
  'simple-interest': (p) => String((Number(p.principal) * Number(p.rate) * Number(p.years)) / 100),
  'compound-interest': (p) => String(Math.round(Number(p.principal) * ((1 + Number(p.rate) / 100) ** 2 - 1))),
  ratio: (p) => String((Number(p.total) * Number(p.a)) / (Number(p.a) + Number(p.b))),
  average: (p) => {
    const xs = String(p.values).split(', ').map(Number);
    return String(xs.reduce((a, b) => a + b, 0) / xs.length);
  },
  'time-and-work': (p) => String(1 / (1 / Number(p.x) + 1 / Number(p.y))),
  'speed-time-distance': (p) => String(Number(p.length) / ((Number(p.kmh) * 1000) / 3600)),
  'number-series': (p) => {
    const [a, d] = [Number(p.start), Number(p.step)];
    if (p.kind === 'arithmetic') return String(a + 5 * d);
    if (p.kind === 'geometric') return String(a * d ** 5);
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
      .map((c) => String.fromCharCode(((c.charCodeAt(0) - 65 + Number(p.k)) % 26) + 65))
      .join(''),
  'direction-sense': (p) => String(Math.hypot(Number(p.north), Number(p.east))),
  simplification: (p) => String(Number(p.a) + Number(p.b) * Number(p.c) - Number(p.e) / Number(p.d)),
  'mensuration-rectangle': (p) => `${2 * (Number(p.length) + Number(p.area) / Number(p.length))}`,
  'mensuration-circle': (p) => String(Math.round((22 / 7) * Number(p.radius) ** 2)),
  discount: (p) => String(Number(p.price) * (1 - Number(p.d1) / 100) * (1 - Number(p.d2) / 100)),
  ages: (p) => String(Number(p.son) * (Number(p.k) + 1) + 2 * Number(p.years)),
  'lcm-hcf': (p) => {
    const nums = [Number(p.a), Number(p.b), Number(p.c)];
    for (let m = Math.max(...nums); ; m += 1) if (nums.every((n) => m % n === 0)) return String(m);
  },
  'boats-and-streams': (p) => String((Number(p.down) + Number(p.up)) / 2),
  partnership: (p) => {
    const wa = Number(p.a) * 12;
    const wb = Number(p.b) * Number(p.months);
    return String(Math.round((Number(p.profit) * wa) / (wa + wb)));
  },
  'ranking-order': (p) => String(Number(p.left) + Number(p.right) - 1),
  'odd-one-out': (p) => String(p.odd),
  analogy: (p) => String(Number(p.b) ** Number(p.power)),
  'alphabet-position': (p) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.at(-Number(p.fromRight)) ?? '',
  'blood-relations': (p) => ['My daughter', 'My mother', 'My father', 'My father'][Number(p.relation)] ?? '',
};

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
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options.map((o) => o.en)).size).toBe(4);
        const marked = q.options[q.answer - 1]?.en ?? '';
        const expected = solve[key]?.(q.params) ?? '';
        if (Number.isNaN(Number(expected))) expect(marked, `${key} seed ${seed}`).toBe(expected);
        else expect(value(marked), `${key} seed ${seed}`).toBeCloseTo(Number(expected), 9);
        // No wrong option is also right.
        for (const [i, o] of q.options.entries())
          if (i !== q.answer - 1) expect(o.en === expected || value(o.en) === Number(expected)).toBe(false);
      }
    },
  );

  it('gives the same question for the same seed, and different ones for different seeds', () => {
    for (const family of questionFamilies) {
      expect(generate(family, 42)).toEqual(generate(family, 42));
      const texts = new Set(Array.from({ length: 20 }, (_, i) => generate(family, i + 1).text.en));
      expect(texts.size).toBeGreaterThan(5);
    }
  });
});
