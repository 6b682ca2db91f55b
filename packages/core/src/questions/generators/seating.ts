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
  countEn,
  countHi,
  sideHi,
  sits,
  stemParts,
} from './seating-shared.ts';

/** An order of seats: order[p] is who sits p-th from the left (an index into the row's people). */
type Order = readonly number[];
/** An order with everyone's seat beside it (pos[person] = seat), so a clue is checked without work. */
type Seating = Arrangement;
/** pos[person] = seat, from order[seat] = person. */
const positions = (order: Order) => {
  const pos: number[] = [];
  order.forEach((person, seat) => {
    pos[person] = seat;
  });
  return pos;
};
const seatingsOf = new Map<number, Seating[]>();
/** Every order of n people, made once per n (7! = 5,040). */
function seatings(n: number): Seating[] {
  const known = seatingsOf.get(n);
  if (known) return known;
  const out: Seating[] = [];
  const walk = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) out.push({ order: prefix, pos: positions(prefix) });
    for (const r of rest)
      walk(
        [...prefix, r],
        rest.filter((x) => x !== r),
      );
  };
  walk(
    [],
    Array.from({ length: n }, (_, i) => i),
  );
  seatingsOf.set(n, out);
  return out;
}

const endHi = { left: 'बाएँ', right: 'दाएँ' } as const;

/** A true clue about the arrangement, of a kind drawn at random. */
function drawClue(rng: Rng, row: readonly Person[], pos: readonly number[]): Clue {
  const n = row.length;
  const a = rng.int(0, n - 1);
  let b = rng.int(0, n - 2);
  if (b >= a) b += 1;
  const [A, B] = [row[a] as Person, row[b] as Person];
  const [pa, pb] = [pos[a] as number, pos[b] as number];
  const gap = Math.abs(pa - pb);
  const kind = rng.pick([
    'end',
    'end',
    'place',
    'offset',
    'offset',
    'offset',
    'gap',
    'gap',
    'apart',
    'before',
  ]);
  if (kind === 'end' || kind === 'place') {
    const end = pa === 0 || pa === n - 1;
    if (kind === 'end' && end)
      return rng.int(0, 1) === 0
        ? {
            holds: (p) => p[a] === 0 || p[a] === n - 1,
            text: { hi: `${A.hi} किसी एक छोर पर ${sits(A)} है।`, en: `${A.en} sits at one of the ends.` },
          }
        : {
            holds: (p) => p[a] === pa,
            text: {
              hi: `${A.hi} ${endHi[pa === 0 ? 'left' : 'right']} छोर पर ${sits(A)} है।`,
              en: `${A.en} sits at the ${pa === 0 ? 'left' : 'right'} end.`,
            },
          };
    if (kind === 'end')
      return {
        holds: (p) => p[a] !== 0 && p[a] !== n - 1,
        text: { hi: `${A.hi} किसी भी छोर पर नहीं ${sits(A)} है।`, en: `${A.en} does not sit at either end.` },
      };
    const side = rng.pick(['left', 'right'] as const);
    const k = side === 'left' ? pa + 1 : n - pa;
    // "1st from the left end" is said "at the left end".
    if (k === 1)
      return {
        holds: (p) => p[a] === pa,
        text: { hi: `${A.hi} ${endHi[side]} छोर पर ${sits(A)} है।`, en: `${A.en} sits at the ${side} end.` },
      };
    return {
      holds: (p) => p[a] === pa,
      text: {
        hi: `${A.hi} ${endHi[side]} छोर से ${ordinalHi(k, 'oblique')} स्थान पर ${sits(A)} है।`,
        en: `${A.en} sits ${ordinalEn(k)} from the ${side} end.`,
      },
    };
  }
  if (kind === 'offset') {
    const side = pa > pb ? 'right' : 'left';
    const where =
      gap === 1
        ? { hi: `के ठीक ${sideHi[side]} ओर`, en: `immediately to the ${side} of` }
        : {
            hi: `के ${sideHi[side]} ओर ${ordinalHi(gap, 'oblique')} स्थान पर`,
            en: `${ordinalEn(gap)} to the ${side} of`,
          };
    return {
      holds: (p) => (p[a] as number) - (p[b] as number) === pa - pb,
      text: { hi: `${A.hi}, ${B.hi} ${where.hi} ${sits(A)} है।`, en: `${A.en} sits ${where.en} ${B.en}.` },
    };
  }
  if (kind === 'gap') {
    const between = gap - 1;
    const holds = (p: readonly number[]) => Math.abs((p[a] as number) - (p[b] as number)) === gap;
    // Two women "बैठी हैं"; a man among them "बैठे हैं".
    const both = A.sex === 'female' && B.sex === 'female' ? 'बैठी' : 'बैठे';
    if (between === 0)
      return {
        holds,
        text: {
          hi: `${A.hi} और ${B.hi} एक-दूसरे के बगल में ${both} हैं।`,
          en: `${A.en} and ${B.en} sit next to each other.`,
        },
      };
    return {
      holds,
      text: {
        hi: `${A.hi} और ${B.hi} के बीच केवल ${countHi[between]} व्यक्ति ${between === 1 ? 'बैठा है' : 'बैठे हैं'}।`,
        en: `Only ${countEn[between]} ${between === 1 ? 'person sits' : 'people sit'} between ${A.en} and ${B.en}.`,
      },
    };
  }
  if (kind === 'apart' && gap > 1)
    return {
      holds: (p) => Math.abs((p[a] as number) - (p[b] as number)) > 1,
      text: { hi: `${A.hi}, ${B.hi} के बगल में नहीं ${sits(A)} है।`, en: `${A.en} does not sit next to ${B.en}.` },
    };
  const [first, second] = pa < pb ? [A, B] : [B, A];
  const [i, j] = pa < pb ? [a, b] : [b, a];
  return {
    holds: (p) => (p[i] as number) < (p[j] as number),
    text: {
      hi: `${first.hi}, ${second.hi} के बाईं ओर कहीं ${sits(first)} है।`,
      en: `${first.en} sits somewhere to the left of ${second.en}.`,
    },
  };
}

/** The question: who sits at an end, at a place, between two people or beside one. */
interface Ask {
  text: Localized;
  /** Who the question names: never an option, which a candidate would rule out unsolved. */
  named: number[];
  /** Everyone's answer for an order, so a clue that alone fixes it can be found. */
  answer(order: Order): number;
}
function drawAsk(rng: Rng, row: readonly Person[], order: Order): Ask {
  const n = row.length;
  // Between two of five people leaves two others: too few for three wrong options.
  const kind = rng.pick(n > 5 ? ['end', 'place', 'between', 'beside'] : ['end', 'place', 'beside']);
  const side = rng.pick(['left', 'right'] as const);
  if (kind === 'end')
    return {
      text: { hi: `${endHi[side]} छोर पर कौन बैठा है?`, en: `Who sits at the ${side} end?` },
      named: [],
      answer: (o) => o[side === 'left' ? 0 : n - 1] as number,
    };
  if (kind === 'place') {
    const k = rng.int(2, n - 1);
    return {
      text: {
        hi: `${endHi[side]} छोर से ${ordinalHi(k, 'oblique')} स्थान पर कौन बैठा है?`,
        en: `Who sits ${ordinalEn(k)} from the ${side} end?`,
      },
      named: [],
      answer: (o) => o[side === 'left' ? k - 1 : n - k] as number,
    };
  }
  if (kind === 'between') {
    const seat = rng.int(1, n - 2);
    const [A, B] = [row[order[seat - 1] as number] as Person, row[order[seat + 1] as number] as Person];
    const [ia, ib] = [order[seat - 1] as number, order[seat + 1] as number];
    return {
      text: {
        hi: `${A.hi} और ${B.hi} के ठीक बीच में कौन बैठा है?`,
        en: `Who sits exactly between ${A.en} and ${B.en}?`,
      },
      named: [ia, ib],
      answer: (o) => {
        const pos = positions(o);
        const [pa, pb] = [pos[ia] as number, pos[ib] as number];
        return Math.abs(pa - pb) === 2 ? (o[(pa + pb) / 2] as number) : -1;
      },
    };
  }
  // Beside someone not at that end.
  const seat = side === 'left' ? rng.int(1, n - 1) : rng.int(0, n - 2);
  const who = order[seat] as number;
  const X = row[who] as Person;
  return {
    text: {
      hi: `${X.hi} के ठीक ${sideHi[side]} ओर कौन बैठा है?`,
      en: `Who sits immediately to the ${side} of ${X.en}?`,
    },
    named: [who],
    answer: (o) => {
      const at = (positions(o)[who] as number) + (side === 'left' ? -1 : 1);
      return (o[at] as number | undefined) ?? -1;
    },
  };
}

/**
 * Clues are drawn until exactly one order of the 5–7 people fits them all (the brute force over every
 * order is the proof), spare ones dropped; no clue alone may answer the question.
 */
function puzzle(rng: Rng) {
  for (;;) {
    const n = rng.int(5, 7);
    const row = rng.shuffle(everyone).slice(0, n);
    const all = seatings(n);
    const { order, pos } = rng.pick(all);
    const needed = cluesFixing(all, () => drawClue(rng, row, pos));
    if (!needed) continue;
    const ask = drawAsk(rng, row, order);
    const key = ask.answer(order);
    if (needed.length <= 9 && !answeredAlone(needed, all, (s) => ask.answer(s.order), key))
      return { row, order, clues: needed, ask, key };
  }
}

export const seatingLine: QuestionFamily = {
  key: 'seating-line',
  subject: 'reasoning',
  topic: 'seating-arrangement',
  difficulty: 'hard',
  draw(rng): Draft {
    const { row, order, clues, ask, key } = puzzle(rng);
    const n = row.length;
    const [hi, en] = [stemParts(row, clues, 'hi'), stemParts(row, clues, 'en')];
    const seated = (lang: 'hi' | 'en') => order.map((i) => (row[i] as Person)[lang]).join(', ');
    const answer = row[key] as Person;
    // Wrong options: the answer's neighbours first, then the rest from the left; all follow from
    // the text, since the text fixes the order.
    const seat = order.indexOf(key);
    const others = [seat - 1, seat + 1, ...order.keys()]
      .filter((s) => s >= 0 && s < n && s !== seat && !ask.named.includes(order[s] as number))
      .map((s) => row[order[s] as number] as Person);
    return {
      text: {
        hi: `${hi.count} व्यक्ति (${hi.names}) उत्तर की ओर मुख करके एक पंक्ति में बैठे हैं।\n${hi.lines}\n${ask.text.hi}`,
        en: `${en.count} people (${en.names}) sit in a row facing north.\n${en.lines}\n${ask.text.en}`,
      },
      correct: { hi: answer.hi, en: answer.en },
      wrong: [...new Set(others)].map((p) => ({ hi: p.hi, en: p.en })),
      explanation: {
        hi: `सभी शर्तें केवल एक क्रम में पूरी होती हैं; बाएँ से दाएँ: ${seated('hi')}। अतः उत्तर: ${answer.hi}।`,
        en: `Only one order fits every clue; from left to right: ${seated('en')}. So the answer is ${answer.en}.`,
      },
      params: { order: seated('en'), ask: ask.text.en },
    };
  },
};
