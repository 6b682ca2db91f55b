import type { Localized } from '../../content/localized.ts';
import { both, type Draft, type QuestionFamily } from './family.ts';
import type { Rng } from './random.ts';

/** A root n/d in lowest terms, d > 0: integers, and halves and thirds as banking papers use. */
interface Root {
  n: number;
  d: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
/** Negative when a < b, zero when equal: exact, by cross-multiplying. */
const cmp = (a: Root, b: Root) => a.n * b.d - b.n * a.d;
const rootText = (r: Root) => `${r.n < 0 ? '−' : ''}${Math.abs(r.n)}${r.d === 1 ? '' : `/${r.d}`}`;
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

function drawRoot(rng: Rng): Root {
  const sign = rng.pick([1, 1, -1]);
  if (rng.int(0, 3) > 0) return { n: sign * rng.int(1, 12), d: 1 };
  const d = rng.pick([2, 3]);
  let n = rng.int(1, 3 * d + 2);
  if (gcd(n, d) !== 1) n += 1;
  return { n: sign * n, d };
}

/** (d₁v − n₁)(d₂v − n₂) expanded: a v² + b v + c, primitive (Gauss's lemma) as the factors are. */
const coefficients = ([r, s]: [Root, Root]) => [r.d * s.d, -(r.d * s.n + s.d * r.n), r.n * s.n] as const;
function equation(v: string, pair: [Root, Root]): string {
  const [a, b, c] = coefficients(pair);
  const head = `${a === 1 ? '' : a}${v}²`;
  const middle = b === 0 ? '' : ` ${b < 0 ? '−' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}${v}`;
  return `${head}${middle} ${signed(c)} = 0`;
}

const factor = (v: string, r: Root) => `(${r.d === 1 ? '' : r.d}${v} ${signed(-r.n)})`;
function factorised(v: string, pair: [Root, Root]): string {
  const [r, s] = pair;
  const product = cmp(r, s) === 0 ? `${factor(v, r)}²` : `${factor(v, r)}${factor(v, s)}`;
  const roots = cmp(r, s) === 0 ? rootText(r) : `${rootText(r)}, ${rootText(s)}`;
  return `${equation(v, pair).replace(' = 0', '')} = ${product} = 0 ⇒ ${v} = ${roots}`;
}

type Relation = 'gt' | 'lt' | 'ge' | 'le' | 'none';
/** The standard five, in the order banking papers print them. */
const choices: Record<Relation, Localized> = {
  gt: both('x > y'),
  lt: both('x < y'),
  ge: both('x ≥ y'),
  le: both('x ≤ y'),
  none: {
    hi: 'x = y या संबंध स्थापित नहीं किया जा सकता',
    en: 'x = y or the relationship cannot be established',
  },
};

/** Compares every x with every y: the relationship that holds for all four pairs. */
export function relation(xs: Root[], ys: Root[]): Relation {
  const signs = xs.flatMap((x) => ys.map((y) => Math.sign(cmp(x, y))));
  if (signs.every((s) => s > 0)) return 'gt';
  if (signs.every((s) => s < 0)) return 'lt';
  if (signs.every((s) => s === 0)) return 'none';
  if (signs.every((s) => s >= 0)) return 'ge';
  if (signs.every((s) => s <= 0)) return 'le';
  return 'none';
}

const sorted = (pair: Root[]) => [...pair].sort(cmp) as [Root, Root];

/** Why the key holds, from the smallest and largest roots. */
function reason(key: Relation, xs: [Root, Root], ys: [Root, Root]): Localized {
  const [xMin, xMax, yMin, yMax] = [xs[0], xs[1], ys[0], ys[1]].map(rootText);
  if (key === 'gt')
    return {
      hi: `x का छोटा मान (${xMin}) भी y के बड़े मान (${yMax}) से बड़ा है, इसलिए x > y`,
      en: `Even the smaller x (${xMin}) is greater than the larger y (${yMax}), so x > y`,
    };
  if (key === 'lt')
    return {
      hi: `x का बड़ा मान (${xMax}) भी y के छोटे मान (${yMin}) से छोटा है, इसलिए x < y`,
      en: `Even the larger x (${xMax}) is less than the smaller y (${yMin}), so x < y`,
    };
  if (key === 'ge')
    return {
      hi: `x का छोटा मान (${xMin}) y के बड़े मान (${yMax}) के बराबर है और कोई x किसी y से छोटा नहीं, इसलिए x ≥ y`,
      en: `The smaller x (${xMin}) equals the larger y (${yMax}) and no x is below any y, so x ≥ y`,
    };
  if (key === 'le')
    return {
      hi: `x का बड़ा मान (${xMax}) y के छोटे मान (${yMin}) के बराबर है और कोई x किसी y से बड़ा नहीं, इसलिए x ≤ y`,
      en: `The larger x (${xMax}) equals the smaller y (${yMin}) and no x is above any y, so x ≤ y`,
    };
  if (new Set([xMin, xMax, yMin, yMax]).size === 1)
    return {
      hi: `x और y का मान एक ही (${xMin}) है, इसलिए x = y`,
      en: `x and y have the one value ${xMin}, so x = y`,
    };
  return {
    hi: 'x का कोई मान y के किसी मान से बड़ा और कोई छोटा (या बराबर) है, इसलिए संबंध स्थापित नहीं किया जा सकता',
    en: 'Some value of x is greater than a value of y and some is not, so the relationship cannot be established',
  };
}

/** Draws roots for a chosen key, so the five answers come up about equally often. */
function drawRoots(rng: Rng, key: Relation): [[Root, Root], [Root, Root]] {
  for (;;) {
    const xs = sorted([drawRoot(rng), drawRoot(rng)]);
    const ys = sorted([drawRoot(rng), drawRoot(rng)]);
    // ≥ and ≤ need a shared root: the smaller x becomes the larger y (or the other way round).
    if (key === 'ge') ys[1] = xs[0];
    if (key === 'le') ys[0] = xs[1];
    const [x, y] = [sorted(xs), sorted(ys)];
    // No two-fraction equation with a leading 9 (3x − 1)(3x − 2): beyond what a paper sets.
    if ([...x, ...y].filter((r) => r.d === 3).length > 1) continue;
    if (relation(x, y) === key) return [x, y];
  }
}

export const quadraticComparison: QuestionFamily = {
  key: 'quadratic-comparison',
  subject: 'maths',
  topic: 'algebra',
  difficulty: 'medium',
  draw(rng): Draft {
    const key = rng.pick(['gt', 'lt', 'ge', 'le', 'none'] as const);
    const [xs, ys] = drawRoots(rng, key);
    const [one, two] = [equation('x', xs), equation('y', ys)];
    const why = reason(key, xs, ys);
    return {
      text: {
        hi: `दिए गए दोनों समीकरणों को हल करके x और y के बीच सही संबंध चुनिए।\nI. ${one}\nII. ${two}`,
        en: `Solve both equations and choose the correct relationship between x and y.\nI. ${one}\nII. ${two}`,
      },
      correct: choices[key],
      wrong: [],
      fixedOptions: [choices.gt, choices.lt, choices.ge, choices.le, choices.none],
      explanation: {
        hi: `I. ${factorised('x', xs)}; II. ${factorised('y', ys)}। ${why.hi}।`,
        en: `I. ${factorised('x', xs)}; II. ${factorised('y', ys)}. ${why.en}.`,
      },
      // The coefficients, so generators.test.ts can solve the equations its own way.
      params: { x: coefficients(xs).join(' '), y: coefficients(ys).join(' ') },
    };
  },
};
