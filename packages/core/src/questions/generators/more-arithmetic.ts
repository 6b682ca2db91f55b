import { both, type Draft, inr, nearMisses, type QuestionFamily } from './family.ts';
import type { Rng } from './random.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcmOf = (...ns: number[]) => ns.reduce((l, n) => (l * n) / gcd(l, n), 1);

const num = (n: number) => both(inr(n));
const rupees = (n: number) => both(`₹${inr(n)}`);

export const simplification: QuestionFamily = {
  key: 'simplification',
  subject: 'maths',
  topic: 'maths',
  difficulty: 'easy',
  draw(rng): Draft {
    const a = rng.int(10, 99);
    const b = rng.int(2, 12);
    const c = rng.int(2, 12);
    const d = rng.int(2, 9);
    const e = d * rng.int(2, 20);
    const answer = a + b * c - e / d;
    const expr = `${a} + ${b} × ${c} − ${e} ÷ ${d}`;
    return {
      text: { hi: `सरल कीजिए: ${expr} = ?`, en: `Simplify: ${expr} = ?` },
      correct: num(answer),
      // Left to right, ignoring BODMAS, is the classic slip.
      wrong: [((a + b) * c - e) / d, answer + d, answer - b, a + b * c + e / d]
        .filter((n) => Number.isInteger(n) && n > 0)
        .map(num),
      explanation: {
        hi: `BODMAS से पहले गुणा और भाग: ${b} × ${c} = ${b * c}, ${e} ÷ ${d} = ${e / d}; फिर ${a} + ${b * c} − ${e / d} = ${answer}`,
        en: `By BODMAS, multiply and divide first: ${b} × ${c} = ${b * c}, ${e} ÷ ${d} = ${e / d}; then ${a} + ${b * c} − ${e / d} = ${answer}`,
      },
      params: { a, b, c, d, e },
    };
  },
};

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

export const successiveDiscount: QuestionFamily = {
  key: 'discount',
  subject: 'maths',
  topic: 'profit-and-loss',
  difficulty: 'medium',
  draw(rng) {
    const d1 = rng.pick([5, 10, 15, 20, 25, 30, 40]);
    const d2 = rng.pick([5, 10, 15, 20, 25]);
    // A marked price (a multiple of ₹100) for which the price paid is whole rupees.
    const product = (100 - d1) * (100 - d2);
    const step = lcmOf(100, 10000 / gcd(10000, product));
    const price = step * rng.int(Math.ceil(500 / step), Math.floor(40000 / step));
    const pay = (price * product) / 10000;
    return {
      text: {
        hi: `₹${inr(price)} अंकित मूल्य वाली वस्तु पर ${d1}% और ${d2}% की दो क्रमिक छूट दी जाती है। ग्राहक कितना भुगतान करेगा?`,
        en: `An article marked at ₹${inr(price)} is sold after two successive discounts of ${d1}% and ${d2}%. How much does the customer pay?`,
      },
      correct: rupees(pay),
      // The discounts added, only one of them taken, and the second taken on the marked price.
      wrong: [
        (price * (100 - d1 - d2)) / 100,
        (price * (100 - d1)) / 100,
        (price * (100 - d2)) / 100,
        pay + (price * d1 * d2) / 10000 + 50,
      ]
        .filter((n) => Number.isInteger(n) && n > 0 && n !== pay)
        .map(rupees),
      explanation: {
        hi: `भुगतान = ${inr(price)} × (100 − ${d1})/100 × (100 − ${d2})/100 = ₹${inr(pay)} (क्रमिक छूटें जुड़ती नहीं हैं)`,
        en: `Price paid = ${inr(price)} × (100 − ${d1})/100 × (100 − ${d2})/100 = ₹${inr(pay)} (successive discounts do not simply add)`,
      },
      params: { price, d1, d2 },
    };
  },
};

/**
 * Multiples with the child's ages that keep the parent 18–45 years older and no older than 70
 * (issue 21 found a father of 8 with a son of 4).
 */
const ageRanges: Record<number, [number, number]> = { 2: [18, 35], 3: [9, 22], 4: [6, 15] };
const parents = [
  { en: 'father', hi: 'पिता', his: 'his' },
  { en: 'mother', hi: 'माता', his: 'her' },
] as const;
const children = [
  { en: 'son', hi: 'पुत्र' },
  { en: 'daughter', hi: 'पुत्री' },
] as const;

export const ages: QuestionFamily = {
  key: 'ages',
  subject: 'maths',
  topic: 'algebra',
  difficulty: 'medium',
  draw(rng) {
    const k = rng.int(2, 4);
    const [low, high] = ageRanges[k] ?? [18, 35];
    const child = rng.int(low, high);
    const parent = rng.pick(parents);
    const kid = rng.pick(children);
    const older = k * child;
    const ago = rng.int(0, 2) === 0;
    const years = rng.int(2, ago ? Math.min(15, child - 1) : 15);
    const shift = ago ? -years : years;
    const sum = older + child + 2 * shift;
    // Exams say "twice", not "2 times"; आयु is feminine, so दोगुनी, तीन गुनी.
    const times = ({ 2: 'twice', 3: 'three times', 4: 'four times' } as Record<number, string>)[k];
    const guni = ({ 2: 'दोगुनी', 3: 'तीन गुनी', 4: 'चार गुनी' } as Record<number, string>)[k];
    const Parent = `${parent.en[0]?.toUpperCase()}${parent.en.slice(1)}`;
    return {
      text: {
        hi: `${parent.hi} की आयु ${kid.hi} की आयु की ${guni} है। ${kid.hi} की आयु ${child} वर्ष है। ${
          ago
            ? `${years} वर्ष पहले दोनों की आयु का योग कितना था?`
            : `${years} वर्ष बाद दोनों की आयु का योग कितना होगा?`
        }`,
        en: `A ${parent.en} is ${times} as old as ${parent.his} ${kid.en}, who is ${child}. ${
          ago
            ? `What was the sum of their ages ${years} years ago?`
            : `What will the sum of their ages be in ${years} years?`
        }`,
      },
      correct: both(`${sum}`),
      // The years counted once, not at all, the wrong way, and a near miss.
      wrong: nearMisses(sum, [-shift, -2 * shift, shift, 2]).map((n) => both(`${n}`)),
      explanation: {
        hi: `${parent.hi} की आयु = ${k} × ${child} = ${older}; ${years} वर्ष ${ago ? 'पहले' : 'बाद'} योग = (${older} ${ago ? '−' : '+'} ${years}) + (${child} ${ago ? '−' : '+'} ${years}) = ${sum}`,
        en: `${Parent} = ${k} × ${child} = ${older}; ${ago ? `${years} years ago` : `in ${years} years`} the sum = (${older} ${ago ? '−' : '+'} ${years}) + (${child} ${ago ? '−' : '+'} ${years}) = ${sum}`,
      },
      params: { child, k, years: shift },
    };
  },
};

const operands = Array.from({ length: 27 }, (_, i) => i + 4);

export const lcm: QuestionFamily = {
  key: 'lcm-hcf',
  subject: 'maths',
  topic: 'number-system',
  difficulty: 'easy',
  draw(rng) {
    // Three different numbers: "the LCM of 8, 7 and 7" reads like a slip.
    const [a = 4, b = 5, c = 6] = rng.shuffle(operands).slice(0, 3);
    const l2 = lcmOf(a, b);
    const l3 = lcmOf(a, b, c);
    const largest = Math.max(a, b, c);
    // Wrong answers a student must check: the LCM less one prime factor, twice it, the product and
    // the first pair's LCM, but none below the largest number (an LCM never is; issue 21).
    const primeFactors = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29].filter((p) => l3 % p === 0);
    return {
      text: {
        hi: `${a}, ${b} और ${c} का लघुत्तम समापवर्त्य (LCM) क्या है?`,
        en: `What is the LCM of ${a}, ${b} and ${c}?`,
      },
      correct: num(l3),
      wrong: [...primeFactors.map((p) => l3 / p), 2 * l3, a * b * c, l2, 3 * l3]
        .filter((n) => n >= largest && n !== l3)
        .map(num),
      explanation: {
        hi: `पहले LCM(${a}, ${b}) = ${inr(l2)}; फिर LCM(${inr(l2)}, ${c}) = ${inr(l3)}`,
        en: `First LCM(${a}, ${b}) = ${inr(l2)}; then LCM(${inr(l2)}, ${c}) = ${inr(l3)}`,
      },
      params: { a, b, c },
    };
  },
};

const kmh = (n: number) => ({ hi: `${n} किमी/घंटा`, en: `${n} km/h` });

/**
 * A boat of 8–30 km/h in still water on a stream of 1–10 km/h, never more than half the boat's
 * speed (issue 21 found streams of 18 km/h). Asked three ways: the boat's speed, the stream's, or
 * the boat's from distances covered in whole hours.
 */
export const boatsAndStreams: QuestionFamily = {
  key: 'boats-and-streams',
  subject: 'maths',
  topic: 'speed-time-distance',
  difficulty: 'medium',
  draw(rng) {
    const boat = rng.int(8, 30);
    const stream = rng.int(1, Math.min(10, Math.floor(boat / 2)));
    const down = boat + stream;
    const up = boat - stream;
    const ask = rng.pick(['boat', 'stream', 'distances'] as const);
    const [tDown, tUp] = [rng.int(2, 6), rng.int(2, 6)];
    const given =
      ask === 'distances'
        ? {
            hi: `एक नाव धारा के अनुकूल ${down * tDown} किमी ${tDown} घंटे में और धारा के प्रतिकूल ${up * tUp} किमी ${tUp} घंटे में तय करती है।`,
            en: `A boat covers ${down * tDown} km downstream in ${tDown} hours and ${up * tUp} km upstream in ${tUp} hours.`,
          }
        : {
            hi: `एक नाव धारा के अनुकूल ${down} किमी/घंटा और धारा के प्रतिकूल ${up} किमी/घंटा चलती है।`,
            en: `A boat goes ${down} km/h downstream and ${up} km/h upstream.`,
          };
    const speeds =
      ask === 'distances'
        ? {
            hi: `अनुकूल चाल = ${down * tDown} ÷ ${tDown} = ${down}, प्रतिकूल चाल = ${up * tUp} ÷ ${tUp} = ${up} किमी/घंटा; `,
            en: `Downstream speed = ${down * tDown} ÷ ${tDown} = ${down}, upstream = ${up * tUp} ÷ ${tUp} = ${up} km/h; `,
          }
        : { hi: '', en: '' };
    if (ask === 'stream')
      return {
        text: {
          hi: `${given.hi} धारा की चाल कितनी है?`,
          en: `${given.en} What is the speed of the stream?`,
        },
        correct: kmh(stream),
        // The difference not halved, the boat's speed, and near misses.
        wrong: nearMisses(stream, [stream, boat - stream, 1, -1, 2]).map(kmh),
        explanation: {
          hi: `धारा की चाल = (अनुकूल − प्रतिकूल) ÷ 2 = (${down} − ${up}) ÷ 2 = ${stream} किमी/घंटा`,
          en: `Speed of the stream = (downstream − upstream) ÷ 2 = (${down} − ${up}) ÷ 2 = ${stream} km/h`,
        },
        params: { down, up, ask },
      };
    return {
      text: {
        hi: `${given.hi} शांत जल में नाव की चाल कितनी है?`,
        en: `${given.en} What is its speed in still water?`,
      },
      correct: kmh(boat),
      // The stream's speed, the difference not halved, and near misses.
      wrong: nearMisses(boat, [stream - boat, 2 * stream - boat, 1, -1, 2]).map(kmh),
      explanation: {
        hi: `${speeds.hi}शांत जल में चाल = (अनुकूल + प्रतिकूल) ÷ 2 = (${down} + ${up}) ÷ 2 = ${boat} किमी/घंटा`,
        en: `${speeds.en}${speeds.en ? 'speed' : 'Speed'} in still water = (downstream + upstream) ÷ 2 = (${down} + ${up}) ÷ 2 = ${boat} km/h`,
      },
      params: { down, up, ask },
    };
  },
};

export const partnership: QuestionFamily = {
  key: 'partnership',
  subject: 'maths',
  topic: 'ratio-and-proportion',
  difficulty: 'medium',
  draw(rng) {
    const a = 1000 * rng.int(2, 9);
    const b = 1000 * rng.int(2, 9);
    const months = rng.int(4, 11);
    const unit = 10 * rng.int(5, 60);
    // A invests for 12 months, B for `months`; profit is shared as a×12 : b×months.
    const wa = (a / 1000) * 12;
    const wb = (b / 1000) * months;
    const profit = (wa + wb) * unit;
    const shareA = wa * unit;
    // The ratio in lowest terms, so A's fraction of the profit is one too (24 : 24 is 1 : 1).
    const g = gcd(wa, wb);
    const [ra, rb] = [wa / g, wb / g];
    return {
      text: {
        hi: `A ने ₹${inr(a)} लगाकर व्यापार शुरू किया; ${12 - months} महीने बाद B ₹${inr(b)} लगाकर जुड़ा। वर्ष के अंत में ₹${inr(profit)} के लाभ में A का हिस्सा कितना है?`,
        en: `A starts a business with ₹${inr(a)}; B joins ${12 - months} month${12 - months === 1 ? '' : 's'} later with ₹${inr(b)}. Out of a year-end profit of ₹${inr(profit)}, what is A's share?`,
      },
      correct: rupees(shareA),
      wrong: [(profit * a) / (a + b), profit - shareA, shareA + unit]
        .filter((n) => Number.isInteger(n) && n > 0 && n !== shareA)
        .map(rupees),
      explanation: {
        hi: `अनुपात = ${inr(a)} × 12 : ${inr(b)} × ${months} = ${wa} : ${wb}${g > 1 ? ` = ${ra} : ${rb}` : ''}; A का हिस्सा = ${inr(profit)} × ${ra}/${ra + rb} = ₹${inr(shareA)}`,
        en: `Ratio = ${inr(a)} × 12 : ${inr(b)} × ${months} = ${wa} : ${wb}${g > 1 ? ` = ${ra} : ${rb}` : ''}; A's share = ${inr(profit)} × ${ra}/${ra + rb} = ₹${inr(shareA)}`,
      },
      params: { a, b, months, profit },
    };
  },
};
