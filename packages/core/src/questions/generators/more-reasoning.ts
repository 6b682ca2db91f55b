import type { Localized } from '../../content/localized.ts';
import { both, type Draft, nearMisses, type QuestionFamily } from './family.ts';
import { ordinalEn, ordinalHi } from './ordinal.ts';
import { people } from './people.ts';

export { people } from './people.ts';

export const rankingOrder: QuestionFamily = {
  key: 'ranking-order',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'easy',
  draw(rng): Draft {
    const who = rng.pick(people);
    const left = rng.int(3, 25);
    const right = rng.int(3, 25);
    const total = left + right - 1;
    return {
      text: {
        // "स्थान पर": the ordinal stands before a postposition, so it takes the oblique form (दूसरे, 7वें).
        hi: `एक पंक्ति में ${who.hi} बाएँ से ${ordinalHi(left, 'oblique')} और दाएँ से ${ordinalHi(right, 'oblique')} स्थान पर है। पंक्ति में कुल कितने लोग हैं?`,
        en: `In a row, ${who.en} is ${ordinalEn(left)} from the left and ${ordinalEn(right)} from the right. How many people are in the row?`,
      },
      correct: both(`${total}`),
      wrong: nearMisses(total, [1, 2, -1]).map((n) => both(`${n}`)),
      explanation: {
        hi: `कुल = बाएँ से स्थान + दाएँ से स्थान − 1 = ${left} + ${right} − 1 = ${total} (${who.hi} को दोनों ओर से गिना गया है)`,
        en: `Total = position from left + position from right − 1 = ${left} + ${right} − 1 = ${total} (${who.en} is counted from both ends)`,
      },
      params: { left, right },
    };
  },
};

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return true;
};
/** A number whose digits are all the same (11, 55): "the only such number" would be a second rule. */
const repdigit = (n: number) => new Set(String(n)).size === 1;
/**
 * Two-digit numbers only, and no repdigits: a one-digit prime among two-digit numbers ("the only
 * one-digit number") or 11 among other primes ("the only one with equal digits") would be a second
 * defensible answer beside "the only one that is not prime".
 */
const twoDigit = Array.from({ length: 90 }, (_, i) => i + 10).filter((n) => !repdigit(n));
const primes = twoDigit.filter(isPrime);
const oddComposites = twoDigit.filter((n) => n % 2 === 1 && !isPrime(n));

const digitSum = (n: number) => [...String(n)].reduce((sum, d) => sum + Number(d), 0);
/**
 * The properties a candidate may call "the only one": prime, even, square, cube, digit count,
 * repdigit, digit sum, divisibility by 3, 4, 5, 7, 9 and 11. Issue 21 found "91, 19, 37, 41", where
 * 41 is the only digit sum that is not 10.
 */
const oddProperties: ((n: number) => boolean | number)[] = [
  isPrime,
  (n) => n % 2 === 0,
  (n) => Number.isInteger(Math.sqrt(n)),
  (n) => Math.round(Math.cbrt(n)) ** 3 === n,
  (n) => String(n).length,
  repdigit,
  digitSum,
  ...[3, 4, 5, 7, 9, 11].map((d) => (n: number) => n % d === 0),
];
/** True when no property sets apart one of the four numbers other than `key`. */
function onlyKeyStandsOut(listed: number[], key: number): boolean {
  return oddProperties.every((property) => {
    const groups = new Map<boolean | number, number[]>();
    for (const n of listed) groups.set(property(n), [...(groups.get(property(n)) ?? []), n]);
    const lone = groups.size === 2 ? [...groups.values()].find((g) => g.length === 1)?.[0] : undefined;
    return lone === undefined || lone === key;
  });
}

export const oddOneOut: QuestionFamily = {
  key: 'odd-one-out',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'medium',
  draw(rng) {
    // Draw again until being composite is the only thing that sets one number apart.
    let [p1, p2, p3, odd] = [0, 0, 0, 0];
    do {
      [p1 = 0, p2 = 0, p3 = 0] = rng.shuffle(primes);
      odd = rng.pick(oddComposites);
    } while (!onlyKeyStandsOut([p1, p2, p3, odd], odd));
    const listed = rng.shuffle([p1, p2, p3, odd]).join(', ');
    const factor = [3, 5, 7].find((f) => odd % f === 0) ?? 3;
    return {
      text: {
        hi: `इनमें से कौन-सी संख्या बाकी तीन से भिन्न है? ${listed}`,
        en: `Which number is different from the other three? ${listed}`,
      },
      correct: both(`${odd}`),
      wrong: [p1, p2, p3].map((n) => both(`${n}`)),
      explanation: {
        hi: `बाकी तीनों अभाज्य संख्याएँ हैं; ${odd} = ${factor} × ${odd / factor} अभाज्य नहीं है।`,
        en: `The other three are primes; ${odd} = ${factor} × ${odd / factor} is not.`,
      },
      params: { odd },
    };
  },
};

/**
 * Other simple rules that take a to a^power, applied to b: "multiply by a constant" (7 : 49 is also
 * × 7, so 6 → 42), "add a constant" (7 : 49 is also + 42) and, for cubes, "square and multiply by
 * a" (3 : 27 is also 3² × 3). No distractor may be one of these, or it is a second defensible answer.
 */
function otherAnalogyAnswers(a: number, power: number, b: number): number[] {
  const c = a ** power;
  const answers = [b + (c - a)];
  if ((b * c) % a === 0) answers.push((b * c) / a);
  if (power === 3) answers.push(b * b * a);
  return answers;
}

export const numberAnalogy: QuestionFamily = {
  key: 'analogy',
  subject: 'reasoning',
  topic: 'analogy',
  difficulty: 'easy',
  draw(rng) {
    const power = rng.pick([2, 3]);
    // Squares up to 40², cubes up to 15³: wide enough that a set rarely draws one question twice.
    const a = rng.int(2, power === 2 ? 40 : 15);
    let b = rng.int(2, power === 2 ? 40 : 15);
    if (b === a) b = a + 1;
    const answer = b ** power;
    const others = new Set(otherAnalogyAnswers(a, power, b));
    const word: Localized = power === 2 ? { hi: 'वर्ग', en: 'square' } : { hi: 'घन', en: 'cube' };
    return {
      text: {
        hi: `सादृश्य में ? के स्थान पर क्या आएगा? ${a} : ${a ** power} :: ${b} : ?`,
        en: `What replaces ? in the analogy ${a} : ${a ** power} :: ${b} : ?`,
      },
      correct: both(`${answer}`),
      wrong: nearMisses(answer, [1, -1, b, b ** (5 - power) - answer, -b, 2])
        .filter((n) => !others.has(n))
        .map((n) => both(`${n}`)),
      explanation: {
        hi: `दूसरी संख्या पहली का ${word.hi} है: ${a}^${power} = ${a ** power}, इसलिए ${b}^${power} = ${answer}`,
        en: `The second number is the ${word.en} of the first: ${a}^${power} = ${a ** power}, so ${b}^${power} = ${answer}`,
      },
      params: { a, b, power },
    };
  },
};

const letterAt = (position: number) => String.fromCharCode(64 + position);

/**
 * Two kinds (issue 21: 21 questions in all): the n-th letter from the right, and the k-th letter
 * to one side of the m-th letter from an end ("the 5th to the right of the 10th from the left").
 */
export const alphabetPosition: QuestionFamily = {
  key: 'alphabet-position',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'easy',
  draw(rng): Draft {
    // "अक्षर" is masculine: direct before it (दूसरा अक्षर, 25वाँ अक्षर), oblique before के (10वें अक्षर के).
    const hi = (n: number) => ordinalHi(n, 'direct');
    if (rng.int(0, 4) === 0) {
      const fromRight = rng.int(2, 24);
      const fromLeft = 27 - fromRight;
      const letter = letterAt(fromLeft);
      const near = (k: number) => letterAt(((fromLeft - 1 + k + 26) % 26) + 1);
      return {
        text: {
          hi: `अंग्रेज़ी वर्णमाला में दाएँ से ${hi(fromRight)} अक्षर कौन-सा है?`,
          en: `Which is the ${ordinalEn(fromRight)} letter from the right in the English alphabet?`,
        },
        correct: both(letter),
        wrong: [near(1), near(-1), letterAt(fromRight)].map(both),
        explanation: {
          hi: `दाएँ से ${hi(fromRight)} अक्षर = बाएँ से (27 − ${fromRight}) = ${hi(fromLeft)} अक्षर = ${letter}`,
          en: `The ${ordinalEn(fromRight)} letter from the right = the (27 − ${fromRight}) = ${ordinalEn(fromLeft)} from the left = ${letter}`,
        },
        params: { fromRight },
      };
    }
    let [end, m, side, k, base, target] = ['left', 0, 'right', 0, 0, 0];
    do {
      end = rng.pick(['left', 'right']);
      m = rng.int(2, 25);
      side = rng.pick(['left', 'right']);
      k = rng.int(2, 15);
      base = end === 'left' ? m : 27 - m;
      target = side === 'right' ? base + k : base - k;
    } while (target < 1 || target > 26);
    const endHi = end === 'left' ? 'बाएँ' : 'दाएँ';
    const sideHi = side === 'left' ? 'बाईं' : 'दाईं';
    const other = side === 'right' ? base - k : base + k;
    const letter = letterAt(target);
    const baseWorking =
      end === 'left'
        ? {
            hi: `बाएँ से ${hi(m)} अक्षर ${letterAt(base)} है`,
            en: `The ${ordinalEn(m)} letter from the left is ${letterAt(base)}`,
          }
        : {
            hi: `दाएँ से ${hi(m)} अक्षर = बाएँ से (27 − ${m}) = ${hi(base)} अक्षर = ${letterAt(base)}`,
            en: `The ${ordinalEn(m)} letter from the right is the (27 − ${m}) = ${ordinalEn(base)} from the left, ${letterAt(base)}`,
          };
    return {
      text: {
        hi: `अंग्रेज़ी वर्णमाला में ${endHi} से ${ordinalHi(m, 'oblique')} अक्षर के ${sideHi} ओर ${hi(k)} अक्षर कौन-सा है?`,
        en: `In the English alphabet, which letter is the ${ordinalEn(k)} to the ${side} of the ${ordinalEn(m)} letter from the ${end}?`,
      },
      correct: both(letter),
      // One place off either way, the other side, and the other end.
      wrong: [target + 1, target - 1, other, 27 - target]
        .filter((n) => n >= 1 && n <= 26 && n !== target)
        .map((n) => both(letterAt(n))),
      explanation: {
        hi: `${baseWorking.hi}; उसके ${sideHi} ओर ${hi(k)} अक्षर बाएँ से ${base} ${side === 'right' ? '+' : '−'} ${k} = ${hi(target)} अक्षर है: ${letter}`,
        en: `${baseWorking.en}; the ${ordinalEn(k)} to its ${side} is the ${base} ${side === 'right' ? '+' : '−'} ${k} = ${ordinalEn(target)} from the left: ${letter}`,
      },
      params: { end, m, side, k },
    };
  },
};
