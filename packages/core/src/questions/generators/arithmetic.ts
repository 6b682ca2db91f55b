import type { Localized } from '../../content/localized.ts';
import { both, type Draft, inr, nearMisses, type QuestionFamily } from './family.ts';
import type { Rng } from './random.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const rupees = (n: number) => both(`₹${inr(n)}`);
const num = (n: number) => both(inr(n));

export const percentage: QuestionFamily = {
  key: 'percentage',
  subject: 'maths',
  topic: 'percentage',
  difficulty: 'easy',
  draw(rng: Rng): Draft {
    const p = rng.pick([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 80]);
    const y = 20 * rng.int(2, 100);
    const answer = (p * y) / 100;
    return {
      text: { hi: `${inr(y)} का ${p}% कितना है?`, en: `What is ${p}% of ${inr(y)}?` },
      correct: num(answer),
      wrong: [answer + 10, answer - 10, answer * 2, (p * y) / 10].filter((n) => n > 0).map(num),
      explanation: {
        hi: `${inr(y)} का ${p}% = ${p} × ${inr(y)} ÷ 100 = ${inr(answer)}`,
        en: `${p}% of ${inr(y)} = ${p} × ${inr(y)} ÷ 100 = ${inr(answer)}`,
      },
      params: { p, y },
    };
  },
};

export const profitAndLoss: QuestionFamily = {
  key: 'profit-and-loss',
  subject: 'maths',
  topic: 'profit-and-loss',
  difficulty: 'easy',
  draw(rng) {
    const cost = 100 * rng.int(2, 100);
    const p = rng.pick([5, 8, 10, 12, 15, 20, 25, 30, 40]);
    const sale = (cost * (100 + p)) / 100;
    return {
      text: {
        hi: `₹${inr(cost)} में खरीदी गई एक वस्तु ${p}% लाभ पर बेची जाती है। उसका विक्रय मूल्य क्या है?`,
        en: `An article bought for ₹${inr(cost)} is sold at a profit of ${p}%. What is its selling price?`,
      },
      correct: rupees(sale),
      wrong: [cost + p, (cost * (100 - p)) / 100, sale + cost / 10].map(rupees),
      explanation: {
        hi: `विक्रय मूल्य = क्रय मूल्य × (100 + लाभ%) ÷ 100 = ${inr(cost)} × ${100 + p} ÷ 100 = ₹${inr(sale)}`,
        en: `Selling price = cost price × (100 + profit%) ÷ 100 = ${inr(cost)} × ${100 + p} ÷ 100 = ₹${inr(sale)}`,
      },
      params: { cost, p },
    };
  },
};

export const simpleInterest: QuestionFamily = {
  key: 'simple-interest',
  subject: 'maths',
  topic: 'simple-interest',
  difficulty: 'easy',
  draw(rng) {
    const principal = 1000 * rng.int(1, 25);
    const rate = rng.pick([4, 5, 6, 8, 10, 12]);
    const years = rng.int(2, 6);
    const interest = (principal * rate * years) / 100;
    const oneYear = (principal * rate) / 100;
    return {
      text: {
        hi: `₹${inr(principal)} पर ${rate}% वार्षिक दर से ${years} वर्ष का साधारण ब्याज कितना होगा?`,
        en: `What is the simple interest on ₹${inr(principal)} at ${rate}% per annum for ${years} years?`,
      },
      correct: rupees(interest),
      wrong: [oneYear, interest + oneYear, interest - oneYear, principal + interest].map(rupees),
      explanation: {
        hi: `साधारण ब्याज = मूलधन × दर × समय ÷ 100 = ${inr(principal)} × ${rate} × ${years} ÷ 100 = ₹${inr(interest)}`,
        en: `Simple interest = principal × rate × time ÷ 100 = ${inr(principal)} × ${rate} × ${years} ÷ 100 = ₹${inr(interest)}`,
      },
      params: { principal, rate, years },
    };
  },
};

/**
 * Rates with the principals that keep the interest in whole rupees: P × ((1 + r/100)ⁿ − 1) is whole
 * when P is a multiple of `unit` (5,000 for 4%, 8% and 12%; 2,000 for 5% and 15%; 1,000 for 10% and
 * 20%, for which 3 years are asked too).
 */
const compoundRates: { rate: number; unit: number; count: number; years: number[] }[] = [
  { rate: 4, unit: 5000, count: 40, years: [2] },
  { rate: 8, unit: 5000, count: 40, years: [2] },
  { rate: 12, unit: 5000, count: 40, years: [2] },
  { rate: 5, unit: 2000, count: 100, years: [2] },
  { rate: 15, unit: 2000, count: 100, years: [2] },
  { rate: 10, unit: 1000, count: 200, years: [2, 3] },
  { rate: 20, unit: 1000, count: 200, years: [2, 3] },
];
const power = (years: number) => (years === 2 ? '²' : '³');

export const compoundInterest: QuestionFamily = {
  key: 'compound-interest',
  subject: 'maths',
  topic: 'compound-interest',
  difficulty: 'medium',
  draw(rng) {
    const { rate, unit, count, years: spans } = rng.pick(compoundRates);
    const principal = unit * rng.int(2, count);
    const years = rng.pick(spans);
    // Whole-number arithmetic: 100ⁿ × amount = P × (100 + r)ⁿ.
    const amount = (principal * (100 + rate) ** years) / 100 ** years;
    const interest = amount - principal;
    const simple = (principal * rate * years) / 100;
    return {
      text: {
        hi: `₹${inr(principal)} पर ${rate}% वार्षिक दर से ${years} वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) कितना होगा?`,
        en: `What is the compound interest on ₹${inr(principal)} for ${years} years at ${rate}% per annum, compounded annually?`,
      },
      correct: rupees(interest),
      // Simple interest, the amount for the interest, and one year's interest too many or too few.
      wrong: [
        simple,
        amount,
        interest + (principal * rate) / 100,
        interest - (principal * rate * rate) / 10000,
      ]
        .filter((n) => Number.isInteger(n) && n > 0)
        .map(rupees),
      explanation: {
        hi: `मिश्रधन = ${inr(principal)} × (1 + ${rate}/100)${power(years)} = ₹${inr(amount)}; चक्रवृद्धि ब्याज = ${inr(amount)} − ${inr(principal)} = ₹${inr(interest)}`,
        en: `Amount = ${inr(principal)} × (1 + ${rate}/100)${power(years)} = ₹${inr(amount)}; compound interest = ${inr(amount)} − ${inr(principal)} = ₹${inr(interest)}`,
      },
      params: { principal, rate, years },
    };
  },
};

export const ratio: QuestionFamily = {
  key: 'ratio',
  subject: 'maths',
  topic: 'ratio-and-proportion',
  difficulty: 'easy',
  draw(rng) {
    let a = rng.int(1, 9);
    let b = rng.int(1, 9);
    while (a === b || gcd(a, b) !== 1) {
      a = rng.int(1, 9);
      b = rng.int(1, 9);
    }
    const unit = 10 * rng.int(2, 40);
    const total = (a + b) * unit;
    return {
      text: {
        hi: `₹${inr(total)} को रवि और मोहन में ${a} : ${b} के अनुपात में बाँटा जाता है। रवि का हिस्सा कितना है?`,
        en: `₹${inr(total)} is divided between Ravi and Mohan in the ratio ${a} : ${b}. What is Ravi's share?`,
      },
      correct: rupees(a * unit),
      wrong: nearMisses(a * unit, [(b - a) * unit, unit, -unit, 2 * unit]).map(rupees),
      explanation: {
        hi: `रवि का हिस्सा = ${inr(total)} × ${a} ÷ (${a} + ${b}) = ₹${inr(a * unit)}`,
        en: `Ravi's share = ${inr(total)} × ${a} ÷ (${a} + ${b}) = ₹${inr(a * unit)}`,
      },
      params: { a, b, total },
    };
  },
};

export const average: QuestionFamily = {
  key: 'average',
  subject: 'maths',
  topic: 'average',
  difficulty: 'easy',
  draw(rng) {
    const n = rng.int(4, 7);
    const mean = rng.int(20, 80);
    // Offsets in ± pairs (and a 0 when n is odd) sum to zero, so the mean is exact.
    const offsets = Array.from({ length: Math.floor(n / 2) }, () => rng.int(1, 15)).flatMap((o) => [o, -o]);
    if (n % 2 === 1) offsets.push(0);
    const values = rng.shuffle(offsets).map((o) => mean + o);
    const list = values.join(', ');
    const sum = values.reduce((s, v) => s + v, 0);
    return {
      text: { hi: `${list} का औसत क्या है?`, en: `What is the average of ${list}?` },
      correct: num(mean),
      wrong: nearMisses(mean, [1, -1, 2, -2, 5]).map(num),
      explanation: {
        hi: `औसत = योग ÷ संख्याओं की गिनती = ${sum} ÷ ${n} = ${mean}`,
        en: `Average = sum ÷ count = ${sum} ÷ ${n} = ${mean}`,
      },
      params: { values: list },
    };
  },
};

/** Pairs (x, y) of days, x < y ≤ 180, for which working together takes a whole number of days. */
const workPairs: [number, number][] = [];
for (let x = 4; x <= 90; x += 1)
  for (let y = x + 1; y <= 180; y += 1) if ((x * y) % (x + y) === 0) workPairs.push([x, y]);
const lcmOf = (...ns: number[]) => ns.reduce((l, n) => (l * n) / gcd(l, n), 1);

/**
 * Four ways of asking (issue 21: 29 questions in all): both together, two pipes filling a tank,
 * B alone from A and both together, and three workers together. Each is solved by the exam's LCM method, so no fraction is
 * left to reduce, and the explanation's rate check 1/x + 1/y = 1/T is in lowest terms.
 */
export const timeAndWork: QuestionFamily = {
  key: 'time-and-work',
  subject: 'maths',
  topic: 'time-and-work',
  difficulty: 'medium',
  draw(rng) {
    const ask = rng.pick(['together', 'pipes', 'alone', 'three'] as const);
    if (ask === 'three') return threeWorkers(rng);
    const [x, y] = rng.pick(workPairs);
    const together = (x * y) / (x + y);
    const units = lcmOf(x, y);
    const [ua, ub] = [units / x, units / y];
    if (ask === 'alone') {
      const unitsT = lcmOf(x, together);
      const [ra, rt] = [unitsT / x, unitsT / together];
      return {
        text: {
          hi: `A और B मिलकर किसी काम को ${together} दिन में पूरा करते हैं; A अकेला उसे ${x} दिन में करता है। B अकेला उसे कितने दिन में पूरा करेगा?`,
          en: `A and B together finish a piece of work in ${together} days; A alone takes ${x} days. How many days will B alone take?`,
        },
        correct: both(`${y}`),
        wrong: nearMisses(y, [x - y, x + together - y, x - together - y, 2 * x - y, together]).map((n) =>
          both(`${n}`),
        ),
        explanation: {
          hi: `मान लीजिए कुल काम = LCM(${together}, ${x}) = ${unitsT} इकाई। दोनों मिलकर एक दिन में ${rt} इकाई और A ${ra} इकाई करता है, इसलिए B एक दिन में ${rt - ra} इकाई; B का समय = ${unitsT} ÷ ${rt - ra} = ${y} दिन`,
          en: `Take the work as LCM(${together}, ${x}) = ${unitsT} units. Together they do ${rt} units a day and A does ${ra}, so B does ${rt - ra}; B alone takes ${unitsT} ÷ ${rt - ra} = ${y} days`,
        },
        params: { x, together, ask },
      };
    }
    if (ask === 'pipes')
      return {
        text: {
          hi: `पाइप A एक टंकी को ${x} घंटे में और पाइप B उसे ${y} घंटे में भर सकता है। दोनों को एक साथ खोलने पर टंकी कितने घंटे में भरेगी?`,
          en: `Pipe A can fill a tank in ${x} hours and pipe B in ${y} hours. If both are opened together, in how many hours will the tank be full?`,
        },
        correct: both(`${together}`),
        wrong: nearMisses(together, [1, -1, 2, y - x - together, (x + y) / 2 - together]).map((n) =>
          both(`${n}`),
        ),
        explanation: {
          hi: `मान लीजिए टंकी = LCM(${x}, ${y}) = ${units} इकाई। A एक घंटे में ${ua} इकाई और B ${ub} इकाई भरता है; दोनों मिलकर ${ua + ub} इकाई, इसलिए समय = ${units} ÷ ${ua + ub} = ${together} घंटे`,
          en: `Take the tank as LCM(${x}, ${y}) = ${units} units. A fills ${ua} units an hour and B ${ub}; together ${ua + ub}, so time = ${units} ÷ ${ua + ub} = ${together} hours`,
        },
        params: { x, y, ask },
      };
    return {
      text: {
        hi: `A किसी काम को ${x} दिन में और B उसी काम को ${y} दिन में पूरा कर सकता है। दोनों मिलकर उसे कितने दिन में पूरा करेंगे?`,
        en: `A can finish a piece of work in ${x} days and B in ${y} days. In how many days can they finish it working together?`,
      },
      correct: both(`${together}`),
      wrong: nearMisses(together, [1, -1, 2, y - x - together, (x + y) / 2 - together]).map((n) =>
        both(`${n}`),
      ),
      explanation: {
        hi: `मान लीजिए कुल काम = LCM(${x}, ${y}) = ${units} इकाई। A एक दिन में ${units} ÷ ${x} = ${ua} इकाई और B ${units} ÷ ${y} = ${ub} इकाई करता है; दोनों मिलकर एक दिन में ${ua + ub} इकाई, इसलिए समय = ${units} ÷ ${ua + ub} = ${together} दिन (अर्थात 1/${x} + 1/${y} = 1/${together})`,
        en: `Take the work as LCM(${x}, ${y}) = ${units} units. A does ${units} ÷ ${x} = ${ua} units a day and B ${units} ÷ ${y} = ${ub}; together they do ${ua + ub} units a day, so time = ${units} ÷ ${ua + ub} = ${together} days (that is, 1/${x} + 1/${y} = 1/${together})`,
      },
      params: { x, y, ask },
    };
  },
};

/** Three workers' days, x < y < z, for which working together takes a whole number of days. */
const workTriples: [number, number, number][] = [];
for (let x = 4; x <= 60; x += 1)
  for (let y = x + 1; y <= 90; y += 1)
    for (let z = y + 1; z <= 120; z += 1) {
      const l = lcmOf(x, y, z);
      if (l % (l / x + l / y + l / z) === 0) workTriples.push([x, y, z]);
    }

function threeWorkers(rng: Rng): Draft {
  const [x, y, z] = rng.pick(workTriples);
  const units = lcmOf(x, y, z);
  const [ua, ub, uc] = [units / x, units / y, units / z];
  const together = units / (ua + ub + uc);
  return {
    text: {
      hi: `A, B और C किसी काम को क्रमशः ${x}, ${y} और ${z} दिन में पूरा कर सकते हैं। तीनों मिलकर उसे कितने दिन में पूरा करेंगे?`,
      en: `A, B and C can finish a piece of work in ${x}, ${y} and ${z} days respectively. In how many days can the three finish it together?`,
    },
    correct: both(`${together}`),
    wrong: nearMisses(together, [1, -1, 2, -2, 3]).map((n) => both(`${n}`)),
    explanation: {
      hi: `मान लीजिए कुल काम = LCM(${x}, ${y}, ${z}) = ${units} इकाई। A, B और C एक दिन में ${ua}, ${ub} और ${uc} इकाई करते हैं; तीनों मिलकर ${ua + ub + uc} इकाई, इसलिए समय = ${units} ÷ ${ua + ub + uc} = ${together} दिन`,
      en: `Take the work as LCM(${x}, ${y}, ${z}) = ${units} units. A, B and C do ${ua}, ${ub} and ${uc} units a day; together ${ua + ub + uc}, so time = ${units} ÷ ${ua + ub + uc} = ${together} days`,
    },
    params: { x, y, z, ask: 'three' },
  };
}

/** Speeds in km/h that are whole metres a second (× 5/18): 36 → 10, 54 → 15, … 108 → 30. */
const trainSpeeds = [36, 54, 72, 90, 108];

/**
 * A train passes a pole or a platform. Trains are 100–600 m long and platforms 100–500 m (issue 21
 * found 60 m trains); the time is then whole seconds.
 */
export const trainSpeed: QuestionFamily = {
  key: 'speed-time-distance',
  subject: 'maths',
  topic: 'speed-time-distance',
  difficulty: 'medium',
  draw(rng) {
    const kmh = rng.pick(trainSpeeds);
    const ms = (kmh * 5) / 18;
    const pole = rng.int(0, 2) === 0;
    const length = pole ? ms * rng.int(Math.ceil(100 / ms), Math.floor(600 / ms)) : 10 * rng.int(10, 45);
    const platform = pole
      ? 0
      : ms * rng.int(Math.ceil((length + 100) / ms), Math.floor((length + 500) / ms)) - length;
    const distance = length + platform;
    const seconds = distance / ms;
    const thing: Localized = pole
      ? { hi: 'एक खंभे', en: 'a pole' }
      : { hi: `${platform} मीटर लंबे प्लेटफ़ॉर्म`, en: `a ${platform} m long platform` };
    // The classic slip of leaving out the platform's length, and times a few seconds either side.
    const slips = [pole ? seconds + 4 : Math.round(length / ms), seconds - 3, seconds + 5, seconds + 2];
    return {
      text: {
        hi: `${length} मीटर लंबी एक रेलगाड़ी ${kmh} किमी/घंटा की चाल से चल रही है। वह ${thing.hi} को कितने सेकंड में पार करेगी?`,
        en: `A train ${length} m long runs at ${kmh} km/h. In how many seconds will it pass ${thing.en}?`,
      },
      correct: both(`${seconds}`),
      wrong: slips.filter((n) => n > 0 && n !== seconds).map((n) => both(`${n}`)),
      explanation: pole
        ? {
            hi: `${kmh} किमी/घंटा = ${kmh} × 5/18 = ${ms} मी/से; समय = ${length} ÷ ${ms} = ${seconds} सेकंड`,
            en: `${kmh} km/h = ${kmh} × 5/18 = ${ms} m/s; time = ${length} ÷ ${ms} = ${seconds} seconds`,
          }
        : {
            hi: `${kmh} किमी/घंटा = ${kmh} × 5/18 = ${ms} मी/से; पार करने की दूरी = रेलगाड़ी + प्लेटफ़ॉर्म = ${length} + ${platform} = ${distance} मीटर; समय = ${distance} ÷ ${ms} = ${seconds} सेकंड`,
            en: `${kmh} km/h = ${kmh} × 5/18 = ${ms} m/s; the distance to cover = train + platform = ${length} + ${platform} = ${distance} m; time = ${distance} ÷ ${ms} = ${seconds} seconds`,
          },
      params: { length, platform, kmh },
    };
  },
};
