import { both, type Draft, inr, nearMisses, type QuestionFamily } from './family.ts';

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

export const rectangle: QuestionFamily = {
  key: 'mensuration-rectangle',
  subject: 'maths',
  topic: 'mensuration',
  difficulty: 'easy',
  draw(rng) {
    const length = rng.int(6, 40);
    const breadth = rng.int(3, length - 1);
    const area = length * breadth;
    const perimeter = 2 * (length + breadth);
    return {
      text: {
        hi: `एक आयत का क्षेत्रफल ${area} वर्ग मीटर और लंबाई ${length} मीटर है। उसका परिमाप कितना है?`,
        en: `A rectangle has an area of ${area} sq m and a length of ${length} m. What is its perimeter?`,
      },
      correct: both(`${perimeter} m`),
      wrong: nearMisses(perimeter, [-perimeter / 2, 2, -2, area - perimeter]).map((n) => both(`${n} m`)),
      explanation: {
        hi: `चौड़ाई = ${area} ÷ ${length} = ${breadth} मीटर; परिमाप = 2 × (${length} + ${breadth}) = ${perimeter} मीटर`,
        en: `Breadth = ${area} ÷ ${length} = ${breadth} m; perimeter = 2 × (${length} + ${breadth}) = ${perimeter} m`,
      },
      params: { area, length },
    };
  },
};

export const circleArea: QuestionFamily = {
  key: 'mensuration-circle',
  subject: 'maths',
  topic: 'mensuration',
  difficulty: 'medium',
  draw(rng) {
    const radius = 7 * rng.int(1, 6);
    const area = (22 * radius * radius) / 7;
    const circumference = (2 * 22 * radius) / 7;
    return {
      text: {
        hi: `${radius} सेमी त्रिज्या वाले वृत्त का क्षेत्रफल कितना है? (π = 22/7 लें)`,
        en: `What is the area of a circle of radius ${radius} cm? (Take π = 22/7.)`,
      },
      correct: both(`${area} cm²`),
      wrong: [circumference, 4 * area, area / 2, area + 22]
        .filter((n) => Number.isInteger(n) && n !== area)
        .map((n) => both(`${n} cm²`)),
      explanation: {
        hi: `क्षेत्रफल = πr² = 22/7 × ${radius} × ${radius} = ${area} वर्ग सेमी`,
        en: `Area = πr² = 22/7 × ${radius} × ${radius} = ${area} cm²`,
      },
      params: { radius },
    };
  },
};

export const successiveDiscount: QuestionFamily = {
  key: 'discount',
  subject: 'maths',
  topic: 'profit-and-loss',
  difficulty: 'medium',
  draw(rng) {
    const price = 400 * rng.int(1, 25);
    const d1 = rng.pick([10, 20, 25]);
    const d2 = rng.pick([10, 20, 25]);
    const pay = (price * (100 - d1) * (100 - d2)) / 10000;
    return {
      text: {
        hi: `₹${inr(price)} अंकित मूल्य वाली वस्तु पर ${d1}% और ${d2}% की दो क्रमिक छूट दी जाती है। ग्राहक कितना भुगतान करेगा?`,
        en: `An article marked at ₹${inr(price)} is sold after two successive discounts of ${d1}% and ${d2}%. How much does the customer pay?`,
      },
      correct: rupees(pay),
      wrong: [(price * (100 - d1 - d2)) / 100, pay + (price * d1) / 100, pay - 100]
        .filter((n) => n > 0 && n !== pay)
        .map(rupees),
      explanation: {
        hi: `भुगतान = ${inr(price)} × (100 − ${d1})/100 × (100 − ${d2})/100 = ₹${inr(pay)} (क्रमिक छूटें जुड़ती नहीं हैं)`,
        en: `Price paid = ${inr(price)} × (100 − ${d1})/100 × (100 − ${d2})/100 = ₹${inr(pay)} (successive discounts do not simply add)`,
      },
      params: { price, d1, d2 },
    };
  },
};

export const ages: QuestionFamily = {
  key: 'ages',
  subject: 'maths',
  topic: 'algebra',
  difficulty: 'medium',
  draw(rng) {
    const son = rng.int(4, 20);
    const k = rng.int(2, 4);
    const father = k * son;
    const years = rng.int(3, 12);
    // Exams say "twice", not "2 times"; आयु is feminine, so दोगुनी, तीन गुनी.
    const times = ({ 2: 'twice', 3: 'three times', 4: 'four times' } as Record<number, string>)[k];
    const guni = ({ 2: 'दोगुनी', 3: 'तीन गुनी', 4: 'चार गुनी' } as Record<number, string>)[k];
    return {
      text: {
        hi: `पिता की आयु पुत्र की आयु की ${guni} है। पुत्र की आयु ${son} वर्ष है। ${years} वर्ष बाद दोनों की आयु का योग कितना होगा?`,
        en: `A father is ${times} as old as his son, who is ${son}. What will the sum of their ages be in ${years} years?`,
      },
      correct: both(`${father + son + 2 * years}`),
      wrong: nearMisses(father + son + 2 * years, [-years, years, -2 * years + 1, 2]).map((n) =>
        both(`${n}`),
      ),
      explanation: {
        hi: `पिता की आयु = ${k} × ${son} = ${father}; ${years} वर्ष बाद योग = (${father} + ${years}) + (${son} + ${years}) = ${father + son + 2 * years}`,
        en: `Father = ${k} × ${son} = ${father}; in ${years} years the sum = (${father} + ${years}) + (${son} + ${years}) = ${father + son + 2 * years}`,
      },
      params: { son, k, years },
    };
  },
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const operands = Array.from({ length: 27 }, (_, i) => i + 4);

export const lcm: QuestionFamily = {
  key: 'lcm-hcf',
  subject: 'maths',
  topic: 'number-system',
  difficulty: 'easy',
  draw(rng) {
    // Three different numbers: "the LCM of 8, 7 and 7" reads like a slip.
    const [a = 4, b = 5, c = 6] = rng.shuffle(operands).slice(0, 3);
    const l2 = (a * b) / gcd(a, b);
    const l3 = (l2 * c) / gcd(l2, c);
    return {
      text: {
        hi: `${a}, ${b} और ${c} का लघुत्तम समापवर्त्य (LCM) क्या है?`,
        en: `What is the LCM of ${a}, ${b} and ${c}?`,
      },
      correct: num(l3),
      wrong: [a * b * c, l3 * 2, gcd(gcd(a, b), c), l2].filter((n) => n !== l3).map(num),
      explanation: {
        hi: `पहले LCM(${a}, ${b}) = ${l2}; फिर LCM(${l2}, ${c}) = ${l3}`,
        en: `First LCM(${a}, ${b}) = ${l2}; then LCM(${l2}, ${c}) = ${l3}`,
      },
      params: { a, b, c },
    };
  },
};

export const boatsAndStreams: QuestionFamily = {
  key: 'boats-and-streams',
  subject: 'maths',
  topic: 'speed-time-distance',
  difficulty: 'medium',
  draw(rng) {
    const boat = rng.int(6, 20);
    const stream = rng.int(1, boat - 2);
    const down = boat + stream;
    const up = boat - stream;
    return {
      text: {
        hi: `एक नाव धारा के अनुकूल ${down} किमी/घंटा और धारा के प्रतिकूल ${up} किमी/घंटा चलती है। शांत जल में नाव की चाल कितनी है?`,
        en: `A boat goes ${down} km/h downstream and ${up} km/h upstream. What is its speed in still water?`,
      },
      correct: both(`${boat} km/h`),
      wrong: nearMisses(boat, [stream - boat, 1, -1, down - boat + stream]).map((n) => both(`${n} km/h`)),
      explanation: {
        hi: `शांत जल में चाल = (अनुकूल + प्रतिकूल) ÷ 2 = (${down} + ${up}) ÷ 2 = ${boat} किमी/घंटा`,
        en: `Speed in still water = (downstream + upstream) ÷ 2 = (${down} + ${up}) ÷ 2 = ${boat} km/h`,
      },
      params: { down, up },
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
