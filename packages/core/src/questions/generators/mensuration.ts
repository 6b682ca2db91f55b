import { inr, nearMisses, type QuestionFamily } from './family.ts';
import type { Rng } from './random.ts';

// Mensuration: a rectangle's and a circle's measures, with lengths and areas in Devanagari units in Hindi.

/** Units of length as the options write them: Devanagari in Hindi ("मी", "सेमी"), issue 21. */
interface LengthUnit {
  en: string;
  hi: string;
  /** The unit in a Hindi sentence ("मीटर", "सेमी"). */
  word: string;
}
const metre: LengthUnit = { en: 'm', hi: 'मी', word: 'मीटर' };
const centimetre: LengthUnit = { en: 'cm', hi: 'सेमी', word: 'सेमी' };
const length = (n: number, u: LengthUnit) => ({ hi: `${inr(n)} ${u.hi}`, en: `${inr(n)} ${u.en}` });
const square = (n: number, u: LengthUnit) => ({ hi: `${inr(n)} वर्ग ${u.hi}`, en: `${inr(n)} ${u.en}²` });

export const rectangle: QuestionFamily = {
  key: 'mensuration-rectangle',
  subject: 'maths',
  topic: 'mensuration',
  difficulty: 'easy',
  draw(rng) {
    const u = rng.pick([metre, centimetre]);
    const long = rng.int(6, 60);
    const breadth = rng.int(3, long - 1);
    const area = long * breadth;
    const perimeter = 2 * (long + breadth);
    return {
      text: {
        hi: `एक आयत का क्षेत्रफल ${inr(area)} वर्ग ${u.word} और लंबाई ${long} ${u.word} है। उसका परिमाप कितना है?`,
        en: `A rectangle has an area of ${inr(area)} sq ${u.en} and a length of ${long} ${u.en}. What is its perimeter?`,
      },
      correct: length(perimeter, u),
      // Length + breadth (not doubled), the breadth counted once, and near misses.
      wrong: nearMisses(perimeter, [-perimeter / 2, -breadth, long, 2, -2]).map((n) => length(n, u)),
      explanation: {
        hi: `चौड़ाई = ${inr(area)} ÷ ${long} = ${breadth} ${u.word}; परिमाप = 2 × (${long} + ${breadth}) = ${perimeter} ${u.word}`,
        en: `Breadth = ${inr(area)} ÷ ${long} = ${breadth} ${u.en}; perimeter = 2 × (${long} + ${breadth}) = ${perimeter} ${u.en}`,
      },
      params: { area, length: long },
    };
  },
};

/** Radii whose squares differ by a multiple of 7, so the ring's area 22/7 × (R² − r²) is whole. */
const ringRadii: [number, number][] = [];
for (let outer = 5; outer <= 40; outer += 1)
  for (let inner = 2; inner < outer; inner += 1)
    if ((outer * outer - inner * inner) % 7 === 0) ringRadii.push([outer, inner]);

/** A circle question: its text, answer (in square units or not) and the slips beside it. */
interface CircleDraft {
  text: { hi: string; en: string };
  answer: number;
  squared: boolean;
  wrong: number[];
  explanation: { hi: string; en: string };
  params: Record<string, number | string>;
}

/**
 * Six kinds of circle question (issue 21: there were 6 questions in all), with π = 22/7 and radii
 * that are multiples of 7, so every answer is whole.
 */
function circleDraft(rng: Rng, u: LengthUnit): CircleDraft {
  const kind = rng.pick([
    'area-radius',
    'area-diameter',
    'area-circumference',
    'circumference',
    'ring',
    'wheel',
  ] as const);
  const k = rng.int(1, 30);
  const r = 7 * k;
  const area = 154 * k * k;
  const circumference = 44 * k;
  const areaWorking = {
    hi: `क्षेत्रफल = πr² = 22/7 × ${r} × ${r} = ${inr(area)} वर्ग ${u.word}`,
    en: `area = πr² = 22/7 × ${r} × ${r} = ${inr(area)} ${u.en}²`,
  };
  const pi = '(π = 22/7 लें)';
  const piEn = '(Take π = 22/7.)';
  if (kind === 'area-radius')
    return {
      text: {
        hi: `${r} ${u.word} त्रिज्या वाले वृत्त का क्षेत्रफल कितना है? ${pi}`,
        en: `What is the area of a circle of radius ${r} ${u.en}? ${piEn}`,
      },
      answer: area,
      squared: true,
      wrong: [4 * area, 2 * area, area / 2, area + 2 * circumference],
      explanation: { hi: areaWorking.hi, en: `Area = πr² = 22/7 × ${r} × ${r} = ${inr(area)} ${u.en}²` },
      params: { kind, r },
    };
  if (kind === 'area-diameter')
    return {
      text: {
        hi: `${2 * r} ${u.word} व्यास वाले वृत्त का क्षेत्रफल कितना है? ${pi}`,
        en: `What is the area of a circle of diameter ${2 * r} ${u.en}? ${piEn}`,
      },
      answer: area,
      squared: true,
      // The diameter taken for the radius is the classic slip.
      wrong: [4 * area, 2 * area, area / 2, area + circumference],
      explanation: {
        hi: `त्रिज्या = ${2 * r} ÷ 2 = ${r} ${u.word}; ${areaWorking.hi}`,
        en: `Radius = ${2 * r} ÷ 2 = ${r} ${u.en}; ${areaWorking.en}`,
      },
      params: { kind, r },
    };
  if (kind === 'area-circumference')
    return {
      text: {
        hi: `एक वृत्त की परिधि ${inr(circumference)} ${u.word} है। उसका क्षेत्रफल कितना है? ${pi}`,
        en: `The circumference of a circle is ${inr(circumference)} ${u.en}. What is its area? ${piEn}`,
      },
      answer: area,
      squared: true,
      wrong: [4 * area, 2 * area, area / 2, area + circumference],
      explanation: {
        hi: `2πr = ${inr(circumference)}, इसलिए r = ${inr(circumference)} × 7 ÷ 44 = ${r} ${u.word}; ${areaWorking.hi}`,
        en: `2πr = ${inr(circumference)}, so r = ${inr(circumference)} × 7 ÷ 44 = ${r} ${u.en}; ${areaWorking.en}`,
      },
      params: { kind, r },
    };
  if (kind === 'circumference')
    return {
      text: {
        hi: `${r} ${u.word} त्रिज्या वाले वृत्त की परिधि कितनी है? ${pi}`,
        en: `What is the circumference of a circle of radius ${r} ${u.en}? ${piEn}`,
      },
      answer: circumference,
      squared: false,
      // πr (half the circumference), 2πd (the diameter for the radius), and near misses.
      wrong: [circumference / 2, 2 * circumference, circumference + 22, circumference - 22],
      explanation: {
        hi: `परिधि = 2πr = 2 × 22/7 × ${r} = ${inr(circumference)} ${u.word}`,
        en: `Circumference = 2πr = 2 × 22/7 × ${r} = ${inr(circumference)} ${u.en}`,
      },
      params: { kind, r },
    };
  if (kind === 'ring') {
    const [outer, inner] = rng.pick(ringRadii);
    const ring = (22 * (outer * outer - inner * inner)) / 7;
    const gap = outer - inner;
    return {
      text: {
        hi: `दो संकेंद्री वृत्तों की त्रिज्याएँ ${outer} ${u.word} और ${inner} ${u.word} हैं। उनके बीच के वलय का क्षेत्रफल कितना है? ${pi}`,
        en: `Two concentric circles have radii ${outer} ${u.en} and ${inner} ${u.en}. What is the area of the ring between them? ${piEn}`,
      },
      answer: ring,
      squared: true,
      // π(R − r)², the circles' areas added, and near misses.
      wrong: [
        (22 * gap * gap) / 7,
        (22 * (outer * outer + inner * inner)) / 7,
        ring + 22,
        ring - 22,
        2 * ring,
      ],
      explanation: {
        hi: `वलय का क्षेत्रफल = π(R² − r²) = 22/7 × (${inr(outer * outer)} − ${inr(inner * inner)}) = ${inr(ring)} वर्ग ${u.word}`,
        en: `Ring area = π(R² − r²) = 22/7 × (${inr(outer * outer)} − ${inr(inner * inner)}) = ${inr(ring)} ${u.en}²`,
      },
      params: { kind, outer, inner },
    };
  }
  // A wheel of radius 7–70 cm turning 25–500 times: 2πr × n cm, a whole number of metres.
  const wheelK = rng.int(1, 10);
  const turns = 25 * rng.int(1, 20);
  const metres = (44 * wheelK * turns) / 100;
  return {
    text: {
      hi: `${7 * wheelK} सेमी त्रिज्या वाला एक पहिया ${turns} चक्कर लगाता है। वह कितने मीटर की दूरी तय करता है? ${pi}`,
      en: `A wheel of radius ${7 * wheelK} cm makes ${turns} revolutions. How many metres does it travel? ${piEn}`,
    },
    answer: metres,
    squared: false,
    // πr per turn (half), the diameter for the radius (double), and one and a half times.
    wrong: [metres / 2, 2 * metres, (3 * metres) / 2, metres + 11],
    explanation: {
      hi: `एक चक्कर = 2πr = 2 × 22/7 × ${7 * wheelK} = ${44 * wheelK} सेमी; ${turns} चक्कर = ${inr(44 * wheelK * turns)} सेमी = ${inr(metres)} मीटर`,
      en: `One revolution = 2πr = 2 × 22/7 × ${7 * wheelK} = ${44 * wheelK} cm; ${turns} revolutions = ${inr(44 * wheelK * turns)} cm = ${inr(metres)} m`,
    },
    params: { kind, r: 7 * wheelK, turns },
  };
}

export const circleArea: QuestionFamily = {
  key: 'mensuration-circle',
  subject: 'maths',
  topic: 'mensuration',
  difficulty: 'medium',
  draw(rng) {
    const u = rng.pick([centimetre, metre]);
    const d = circleDraft(rng, u);
    const unit = d.params.kind === 'wheel' ? metre : u;
    const option = (n: number) => (d.squared ? square(n, unit) : length(n, unit));
    return {
      text: d.text,
      correct: option(d.answer),
      wrong: d.wrong.filter((n) => Number.isInteger(n) && n > 0 && n !== d.answer).map(option),
      explanation: d.explanation,
      params: d.params,
    };
  },
};
