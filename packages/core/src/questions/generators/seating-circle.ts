import type { Localized } from '../../content/localized.ts';
import type { Draft, QuestionFamily } from './family.ts';
import { ordinalEn, ordinalHi } from './ordinal.ts';
import { everyone, type Person } from './people.ts';
import type { Rng } from './random.ts';
import {
  type Arrangement,
  answeredAlone,
  type Clue,
  cluesFixing,
  sideHi,
  sits,
  stemParts,
} from './seating-shared.ts';

/**
 * Seating around a round table, everyone facing the centre (issue 21: banking papers ask it beside
 * the row). Seats are counted in the direction of each sitter's right: the person at seat s + 1 sits
 * immediately to the right of the one at seat s (facing the centre, that is anticlockwise). A round
 * table has no first seat, so every arrangement puts person 0 at seat 0: one arrangement per circle.
 */
/** order[seat] = person, going round to the right from person 0; pos[person] = seat. */
type Circle = Arrangement;

const circlesOf = new Map<number, Circle[]>();
/** Every arrangement of n people around the table, (n − 1)! of them, made once per n. */
function circles(n: number): Circle[] {
  const known = circlesOf.get(n);
  if (known) return known;
  const out: Circle[] = [];
  const walk = (order: number[], rest: number[]) => {
    if (rest.length === 0) {
      const pos: number[] = [];
      order.forEach((person, seat) => {
        pos[person] = seat;
      });
      out.push({ order, pos });
    }
    for (const r of rest)
      walk(
        [...order, r],
        rest.filter((x) => x !== r),
      );
  };
  walk(
    [0],
    Array.from({ length: n - 1 }, (_, i) => i + 1),
  );
  circlesOf.set(n, out);
  return out;
}

/** How far to the right of b a sits, 0 to n − 1. */
const rightOf = (pos: readonly number[], a: number, b: number, n: number) =>
  ((pos[a] as number) - (pos[b] as number) + n) % n;

/** "immediately to the left of", "3rd to the right of", "directly opposite", in both languages. */
function where(k: number, side: 'left' | 'right', n: number): { hi: string; en: string } {
  if (2 * k === n) return { hi: 'के ठीक सामने', en: 'directly opposite' };
  if (k === 1) return { hi: `के ठीक ${sideHi[side]} ओर`, en: `immediately to the ${side} of` };
  return {
    hi: `के ${sideHi[side]} ओर ${ordinalHi(k, 'oblique')} स्थान पर`,
    en: `${ordinalEn(k)} to the ${side} of`,
  };
}
/** The shorter way round from b to a: k places to one side (either side when both are equal). */
function shorter(rng: Rng, d: number, n: number): { k: number; side: 'left' | 'right' } {
  if (2 * d === n) return { k: d, side: rng.pick(['left', 'right'] as const) };
  return d < n - d ? { k: d, side: 'right' } : { k: n - d, side: 'left' };
}

/** A true clue about the circle, of a kind drawn at random. */
function drawClue(rng: Rng, ring: readonly Person[], pos: readonly number[]): Clue {
  const n = ring.length;
  const a = rng.int(0, n - 1);
  let b = rng.int(0, n - 2);
  if (b >= a) b += 1;
  const [A, B] = [ring[a] as Person, ring[b] as Person];
  const d = rightOf(pos, a, b, n);
  const kind = rng.pick(['offset', 'offset', 'offset', 'offset', 'next', 'neighbours', 'neighbours']);
  if (kind === 'offset') {
    const { k, side } = shorter(rng, d, n);
    const w = where(k, side, n);
    return {
      holds: (p) => rightOf(p, a, b, n) === d,
      text: { hi: `${A.hi}, ${B.hi} ${w.hi} ${sits(A)} है।`, en: `${A.en} sits ${w.en} ${B.en}.` },
    };
  }
  if (kind === 'next') {
    const next = d === 1 || d === n - 1;
    const holds = (p: readonly number[]) => {
      const e = rightOf(p, a, b, n);
      return (e === 1 || e === n - 1) === next;
    };
    if (next) {
      const both = A.sex === 'female' && B.sex === 'female' ? 'बैठी' : 'बैठे';
      return {
        holds,
        text: {
          hi: `${A.hi} और ${B.hi} एक-दूसरे के बगल में ${both} हैं।`,
          en: `${A.en} and ${B.en} sit next to each other.`,
        },
      };
    }
    return {
      holds,
      text: { hi: `${A.hi}, ${B.hi} के बगल में नहीं ${sits(A)} है।`, en: `${A.en} does not sit next to ${B.en}.` },
    };
  }
  // A's two neighbours, named in alphabetical order so the text says nothing of which is which.
  const seat = pos[a] as number;
  const order: number[] = [];
  pos.forEach((s, person) => {
    order[s] = person;
  });
  const [l, r] = [order[(seat + n - 1) % n] as number, order[(seat + 1) % n] as number];
  const [X, Y] = [ring[l] as Person, ring[r] as Person].sort((x, y) => x.en.localeCompare(y.en)) as [
    Person,
    Person,
  ];
  return {
    holds: (p) => {
      const e = [rightOf(p, l, a, n), rightOf(p, r, a, n)].sort((x, y) => x - y);
      return e[0] === 1 && e[1] === n - 1;
    },
    text: {
      hi: `${A.hi} के दोनों पड़ोसी ${X.hi} और ${Y.hi} हैं।`,
      en: `${A.en}'s two neighbours are ${X.en} and ${Y.en}.`,
    },
  };
}

/** The question: who sits to one side of someone, opposite them, or between two people. */
interface Ask {
  text: Localized;
  /** Who the question names: never an option, which a candidate would rule out unsolved. */
  named: number[];
  /** The answer for an arrangement (pos[person] = seat). */
  answer(pos: readonly number[]): number;
}
function drawAsk(rng: Rng, ring: readonly Person[], order: readonly number[]): Ask {
  const n = ring.length;
  const whoAt = (pos: readonly number[], seat: number) => pos.indexOf(((seat % n) + n) % n);
  // Between two of five leaves two others: too few for three wrong options.
  const kinds = n % 2 === 0 ? ['side', 'side', 'opposite', 'between'] : ['side', 'side', 'between'];
  const kind = rng.pick(n > 5 ? kinds : ['side', 'side']);
  const x = rng.int(0, n - 1);
  const X = ring[x] as Person;
  if (kind === 'side') {
    const side = rng.pick(['left', 'right'] as const);
    // Up to the seat before the opposite one, so the way round is never in doubt.
    const k = rng.int(1, Math.ceil(n / 2) - 1);
    const w = where(k, side, n);
    return {
      text: { hi: `${X.hi} ${w.hi} कौन बैठा है?`, en: `Who sits ${w.en} ${X.en}?` },
      named: [x],
      answer: (pos) => whoAt(pos, (pos[x] as number) + (side === 'right' ? k : -k)),
    };
  }
  if (kind === 'opposite')
    return {
      text: { hi: `${X.hi} के ठीक सामने कौन बैठा है?`, en: `Who sits directly opposite ${X.en}?` },
      named: [x],
      answer: (pos) => whoAt(pos, (pos[x] as number) + n / 2),
    };
  // Between two who sit one apart: the one seat between them on the short side.
  const seat = order.indexOf(x);
  const y = order[(seat + 2) % n] as number;
  const [P, Q] = [X, ring[y] as Person].sort((p, q) => p.en.localeCompare(q.en)) as [Person, Person];
  return {
    text: {
      hi: `${P.hi} और ${Q.hi} के ठीक बीच में कौन बैठा है?`,
      en: `Who sits exactly between ${P.en} and ${Q.en}?`,
    },
    named: [x, y],
    answer: (pos) => {
      const d = rightOf(pos, y, x, n);
      if (d === 2) return whoAt(pos, (pos[x] as number) + 1);
      if (d === n - 2) return whoAt(pos, (pos[y] as number) + 1);
      return -1;
    },
  };
}

/**
 * Clues are drawn until exactly one arrangement of the 5–7 people fits them all (the brute force over
 * every arrangement is the proof), spare ones dropped; no clue alone may answer the question.
 */
function puzzle(rng: Rng) {
  for (;;) {
    // Five to seven: (n − 1)! arrangements stay at 720 or fewer, so the brute force stays quick.
    const n = rng.int(5, 7);
    const ring = rng.shuffle(everyone).slice(0, n);
    const all = circles(n);
    const { order, pos } = rng.pick(all);
    const needed = cluesFixing(all, () => drawClue(rng, ring, pos));
    if (!needed) continue;
    const ask = drawAsk(rng, ring, order);
    const key = ask.answer(pos);
    if (key < 0 || needed.length > 10 || answeredAlone(needed, all, (c) => ask.answer(c.pos), key)) continue;
    // A test-wise candidate keys the one person no clue names: the key is named in some clue.
    const named = new RegExp(`\\b${(ring[key] as Person).en}\\b`);
    if (!needed.some((c) => named.test(c.text.en))) continue;
    // A wrong option no single clue rules out ("2nd to the left of Arjun" is not Arjun's neighbour
    // of clue 1): each clue alone still leaves it a possible answer. Three are needed.
    const possible = needed.map(
      (clue) => new Set(all.filter((c) => clue.holds(c.pos)).map((c) => ask.answer(c.pos))),
    );
    const strong = order.filter(
      (p) => p !== key && !ask.named.includes(p) && possible.every((answers) => answers.has(p)),
    );
    if (strong.length >= 3) return { ring, order, clues: needed, ask, key, strong };
  }
}

export const seatingCircle: QuestionFamily = {
  key: 'seating-circle',
  subject: 'reasoning',
  topic: 'seating-arrangement',
  difficulty: 'hard',
  draw(rng): Draft {
    const { ring, order, clues, ask, key, strong } = puzzle(rng);
    const n = ring.length;
    const [hi, en] = [stemParts(ring, clues, 'hi'), stemParts(ring, clues, 'en')];
    // Round the table to the right, from person 0 (seat 0 of every arrangement).
    const round = (lang: 'hi' | 'en') => order.map((i) => (ring[i] as Person)[lang]).join(', ');
    const answer = ring[key] as Person;
    // Wrong options: of those no single clue rules out, the answer's two neighbours first, then the
    // rest round the table.
    const seat = order.indexOf(key);
    const others = [seat - 1 + n, seat + 1, ...order.keys()]
      .map((s) => order[s % n] as number)
      .filter((p) => strong.includes(p))
      .map((p) => ring[p] as Person);
    return {
      text: {
        hi: `${hi.count} व्यक्ति (${hi.names}) एक गोल मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं।\n${hi.lines}\n${ask.text.hi}`,
        en: `${en.count} people (${en.names}) sit around a round table facing the centre.\n${en.lines}\n${ask.text.en}`,
      },
      correct: { hi: answer.hi, en: answer.en },
      wrong: [...new Set(others)].map((p) => ({ hi: p.hi, en: p.en })),
      explanation: {
        hi: `सभी शर्तें केवल एक व्यवस्था में पूरी होती हैं; ${(ring[0] as Person).hi} से आरंभ करके दाईं ओर क्रम से (प्रत्येक व्यक्ति पिछले व्यक्ति के ठीक दाईं ओर): ${round('hi')}। अतः उत्तर: ${answer.hi}।`,
        en: `Only one arrangement fits every clue; going round from ${(ring[0] as Person).en}, each to the right of the one before: ${round('en')}. So the answer is ${answer.en}.`,
      },
      params: { order: round('en'), ask: ask.text.en },
    };
  },
};
