import type { Localized } from '../../content/localized.ts';
import { both, type Draft, nearMisses, type QuestionFamily } from './family.ts';
import { ordinalEn, ordinalHi } from './ordinal.ts';

/** People the reasoning families name, with the sex a question about them must agree with. */
export const people: readonly Person[] = [
  { hi: 'राहुल', en: 'Rahul', sex: 'male' },
  { hi: 'सीमा', en: 'Seema', sex: 'female' },
  { hi: 'अमित', en: 'Amit', sex: 'male' },
  { hi: 'प्रिया', en: 'Priya', sex: 'female' },
  { hi: 'करण', en: 'Karan', sex: 'male' },
  { hi: 'नेहा', en: 'Neha', sex: 'female' },
];
interface Person extends Localized {
  sex: 'male' | 'female';
}

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

export const oddOneOut: QuestionFamily = {
  key: 'odd-one-out',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'medium',
  draw(rng) {
    const [p1, p2, p3] = rng.shuffle(primes);
    const odd = rng.pick(oddComposites);
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
    const a = rng.int(2, power === 2 ? 30 : 12);
    let b = rng.int(2, power === 2 ? 30 : 12);
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

export const alphabetPosition: QuestionFamily = {
  key: 'alphabet-position',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'easy',
  draw(rng) {
    const fromRight = rng.int(2, 24);
    const fromLeft = 27 - fromRight;
    const letter = String.fromCharCode(65 + 26 - fromRight);
    const near = (k: number) => String.fromCharCode(65 + ((26 - fromRight + k + 26) % 26));
    // "अक्षर" is masculine and in the direct case here: दूसरा अक्षर, 25वाँ अक्षर.
    const hi = (n: number) => ordinalHi(n, 'direct');
    return {
      text: {
        hi: `अंग्रेज़ी वर्णमाला में दाएँ से ${hi(fromRight)} अक्षर कौन-सा है?`,
        en: `Which is the ${ordinalEn(fromRight)} letter from the right in the English alphabet?`,
      },
      correct: both(letter),
      wrong: [near(1), near(-1), String.fromCharCode(64 + fromRight)].map(both),
      explanation: {
        hi: `दाएँ से ${hi(fromRight)} अक्षर = बाएँ से (27 − ${fromRight}) = ${hi(fromLeft)} अक्षर = ${letter}`,
        en: `The ${ordinalEn(fromRight)} letter from the right = the (27 − ${fromRight}) = ${ordinalEn(fromLeft)} from the left = ${letter}`,
      },
      params: { fromRight },
    };
  },
};

/**
 * "This is my X's Y" puzzles whose answer is fixed by the relations. Some only work for a man
 * (his father's only son is himself; his son's mother is his wife): `speaker` says who may say them.
 * The Hindi quote carries its verb, so the postposition before the last noun agrees with it.
 */
const relations: {
  hi: string;
  en: string;
  speaker: 'male' | 'any';
  answer: Localized;
  why: Localized;
}[] = [
  {
    hi: 'मेरे पिता के इकलौते पुत्र की पुत्री है',
    en: "my father's only son's daughter",
    speaker: 'male',
    answer: { hi: 'मेरी पुत्री', en: 'My daughter' },
    why: {
      hi: 'पिता का इकलौता पुत्र स्वयं बोलने वाला (पुरुष) है',
      en: "the father's only son is the speaker (a man) himself",
    },
  },
  {
    hi: 'मेरी माता के पिता की इकलौती पुत्री है',
    en: "my mother's father's only daughter",
    speaker: 'any',
    answer: { hi: 'मेरी माता', en: 'My mother' },
    why: {
      hi: 'नाना की इकलौती पुत्री माता ही हैं',
      en: "the maternal grandfather's only daughter is the mother",
    },
  },
  {
    hi: 'मेरे पिता की माता का इकलौता पुत्र है',
    en: "my father's mother's only son",
    speaker: 'any',
    answer: { hi: 'मेरे पिता', en: 'My father' },
    why: { hi: 'दादी का इकलौता पुत्र पिता ही हैं', en: "the paternal grandmother's only son is the father" },
  },
  {
    hi: 'मेरे पुत्र की माता का ससुर है',
    en: "my son's mother's father-in-law",
    speaker: 'male',
    answer: { hi: 'मेरे पिता', en: 'My father' },
    why: {
      hi: 'पुत्र की माता बोलने वाले (पुरुष) की पत्नी है; उसके ससुर बोलने वाले के पिता हैं',
      en: "the son's mother is the speaker's (a man's) wife; her father-in-law is the speaker's father",
    },
  },
];
const relationOptions: Localized[] = [
  { hi: 'मेरी पुत्री', en: 'My daughter' },
  { hi: 'मेरी माता', en: 'My mother' },
  { hi: 'मेरे पिता', en: 'My father' },
  { hi: 'मेरी बहन', en: 'My sister' },
  { hi: 'मेरा भाई', en: 'My brother' },
  { hi: 'मेरी भतीजी', en: 'My niece' },
];

export const bloodRelations: QuestionFamily = {
  key: 'blood-relations',
  subject: 'reasoning',
  topic: 'blood-relations',
  difficulty: 'medium',
  draw(rng) {
    // The person first, then a puzzle they can say: a woman never says "my father's only son's daughter".
    const who = rng.pick(people);
    const r = rng.pick(relations.filter((rel) => rel.speaker === 'any' || rel.speaker === who.sex));
    const index = relations.indexOf(r);
    const man = who.sex === 'male';
    return {
      text: {
        hi: `${who.hi} (${man ? 'पुरुष' : 'महिला'}) एक तस्वीर की ओर इशारा करके ${man ? 'कहता' : 'कहती'} है, "यह ${r.hi}।" तस्वीर में कौन है? (उत्तर ${who.hi} के शब्दों में)`,
        en: `Pointing to a photograph, ${who.en} (${man ? 'a man' : 'a woman'}) says, "This is ${r.en}." Who is in the photograph? (Answer in ${who.en}'s words.)`,
      },
      correct: r.answer,
      wrong: rng.shuffle(relationOptions.filter((o) => o.en !== r.answer.en)),
      explanation: {
        hi: `${r.why.hi}, इसलिए उत्तर: ${r.answer.hi}।`,
        en: `${r.why.en}, so the answer is: ${r.answer.en}.`,
      },
      params: { relation: index, speaker: who.en },
    };
  },
};
