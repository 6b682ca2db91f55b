import type { Localized } from '../../content/localized.ts';
import { both, type Draft, nearMisses, type QuestionFamily } from './family.ts';

const names: Localized[] = [
  { hi: 'राहुल', en: 'Rahul' },
  { hi: 'सीमा', en: 'Seema' },
  { hi: 'अमित', en: 'Amit' },
  { hi: 'प्रिया', en: 'Priya' },
  { hi: 'करण', en: 'Karan' },
];

export const rankingOrder: QuestionFamily = {
  key: 'ranking-order',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'easy',
  draw(rng): Draft {
    const who = rng.pick(names);
    const left = rng.int(3, 25);
    const right = rng.int(3, 25);
    const total = left + right - 1;
    return {
      text: {
        hi: `एक पंक्ति में ${who.hi} बाएँ से ${left}वें और दाएँ से ${right}वें स्थान पर है। पंक्ति में कुल कितने लोग हैं?`,
        en: `In a row, ${who.en} is ${left}th from the left and ${right}th from the right. How many people are in the row?`,
      },
      correct: both(`${total}`),
      wrong: nearMisses(total, [1, 2, -1]).map((n) => both(`${n}`)),
      explanation: {
        hi: `कुल = बाएँ से स्थान + दाएँ से स्थान − 1 = ${left} + ${right} − 1 = ${total} (${who.hi} दो बार गिने जाते हैं)`,
        en: `Total = position from left + position from right − 1 = ${left} + ${right} − 1 = ${total} (${who.en} is counted twice)`,
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
const primes = Array.from({ length: 97 }, (_, i) => i + 3).filter(isPrime);
const oddComposites = Array.from({ length: 97 }, (_, i) => i + 3).filter((n) => n % 2 === 1 && !isPrime(n));

export const oddOneOut: QuestionFamily = {
  key: 'odd-one-out',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'medium',
  draw(rng) {
    const [p1, p2, p3] = rng.shuffle(primes);
    const odd = rng.pick(oddComposites);
    const listed = rng.shuffle([p1, p2, p3, odd]).join(', ');
    const factor = [3, 5, 7, 11].find((f) => odd % f === 0) ?? 3;
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
    const word: Localized = power === 2 ? { hi: 'वर्ग', en: 'square' } : { hi: 'घन', en: 'cube' };
    return {
      text: {
        hi: `सादृश्य में ? के स्थान पर क्या आएगा? ${a} : ${a ** power} :: ${b} : ?`,
        en: `What replaces ? in the analogy ${a} : ${a ** power} :: ${b} : ?`,
      },
      correct: both(`${answer}`),
      wrong: nearMisses(answer, [1, -1, b, b ** (5 - power) - answer]).map((n) => both(`${n}`)),
      explanation: {
        hi: `दूसरी संख्या पहली का ${word.hi} है: ${a}^${power} = ${a ** power}, इसलिए ${b}^${power} = ${answer}`,
        en: `The second number is the ${word.en} of the first: ${a}^${power} = ${a ** power}, so ${b}^${power} = ${answer}`,
      },
      params: { b, power },
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
    const letter = String.fromCharCode(65 + 26 - fromRight);
    const near = (k: number) => String.fromCharCode(65 + ((26 - fromRight + k + 26) % 26));
    return {
      text: {
        hi: `अंग्रेज़ी वर्णमाला में दाएँ से ${fromRight}वाँ अक्षर कौन-सा है?`,
        en: `Which is the ${fromRight}th letter from the right in the English alphabet?`,
      },
      correct: both(letter),
      wrong: [near(1), near(-1), String.fromCharCode(64 + fromRight)].map(both),
      explanation: {
        hi: `दाएँ से ${fromRight}वाँ = बाएँ से (27 − ${fromRight}) = ${27 - fromRight}वाँ अक्षर = ${letter}`,
        en: `${fromRight}th from the right = (27 − ${fromRight}) = ${27 - fromRight}th from the left = ${letter}`,
      },
      params: { fromRight },
    };
  },
};

/** "A is the X of B's Y" puzzles whose answer is fixed by the relations, not by anyone's sex. */
const relations: { hi: string; en: string; answer: Localized; why: Localized }[] = [
  {
    hi: 'मेरे पिता के इकलौते पुत्र की पुत्री',
    en: "my father's only son's daughter",
    answer: { hi: 'मेरी पुत्री', en: 'My daughter' },
    why: {
      hi: 'पिता का इकलौता पुत्र स्वयं बोलने वाला (पुरुष) है',
      en: "the father's only son is the speaker (a man) himself",
    },
  },
  {
    hi: 'मेरी माता के पिता की इकलौती पुत्री',
    en: "my mother's father's only daughter",
    answer: { hi: 'मेरी माता', en: 'My mother' },
    why: {
      hi: 'नाना की इकलौती पुत्री माता ही है',
      en: "the maternal grandfather's only daughter is the mother",
    },
  },
  {
    hi: 'मेरे पिता की माता के इकलौते पुत्र',
    en: "my father's mother's only son",
    answer: { hi: 'मेरे पिता', en: 'My father' },
    why: { hi: 'दादी का इकलौता पुत्र पिता ही हैं', en: "the paternal grandmother's only son is the father" },
  },
  {
    hi: 'मेरे पुत्र की माता के ससुर',
    en: "my son's mother's father-in-law",
    answer: { hi: 'मेरे पिता', en: 'My father' },
    why: {
      hi: 'पुत्र की माता बोलने वाले (पुरुष) की पत्नी है; उसके ससुर बोलने वाले के पिता हैं',
      en: "the son's mother is the (male) speaker's wife; her father-in-law is the speaker's father",
    },
  },
];
const relationOptions: Localized[] = [
  { hi: 'मेरी पुत्री', en: 'My daughter' },
  { hi: 'मेरी माता', en: 'My mother' },
  { hi: 'मेरे पिता', en: 'My father' },
  { hi: 'मेरी बहन', en: 'My sister' },
  { hi: 'मेरे भाई', en: 'My brother' },
  { hi: 'मेरी भतीजी', en: 'My niece' },
];

export const bloodRelations: QuestionFamily = {
  key: 'blood-relations',
  subject: 'reasoning',
  topic: 'blood-relations',
  difficulty: 'medium',
  draw(rng) {
    const index = rng.int(0, relations.length - 1);
    const r = relations[index] ?? relations[0];
    if (!r) throw new Error('no relations');
    const who = rng.pick(names);
    return {
      text: {
        hi: `${who.hi} (पुरुष) एक तस्वीर की ओर इशारा करके कहता है, "यह ${r.hi} है।" तस्वीर में व्यक्ति ${who.hi} का/की कौन है? (जवाब ${who.hi} के शब्दों में)`,
        en: `Pointing to a photograph, ${who.en} (a man) says, "This is ${r.en}." Who is in the photograph? (Answer in ${who.en}'s words.)`,
      },
      correct: r.answer,
      wrong: rng.shuffle(relationOptions.filter((o) => o.en !== r.answer.en)),
      explanation: {
        hi: `${r.why.hi}, इसलिए उत्तर: ${r.answer.hi}।`,
        en: `${r.why.en}, so the answer is: ${r.answer.en}.`,
      },
      params: { relation: index },
    };
  },
};
