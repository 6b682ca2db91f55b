import { both, type Draft, inr, nearMisses, type QuestionFamily } from './family.ts';
import type { Rng } from './random.ts';

const rupees = (n: number) => both(`₹${inr(n)}`);
const num = (n: number) => both(inr(n));

export const percentage: QuestionFamily = {
  key: 'percentage',
  subject: 'maths',
  topic: 'percentage',
  difficulty: 'easy',
  draw(rng: Rng): Draft {
    const p = rng.pick([5, 10, 15, 20, 25, 30, 35, 40, 45, 60, 75]);
    const y = 20 * rng.int(2, 50);
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
    const cost = 100 * rng.int(2, 60);
    const p = rng.pick([5, 8, 10, 12, 15, 20, 25, 30]);
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

export const compoundInterest: QuestionFamily = {
  key: 'compound-interest',
  subject: 'maths',
  topic: 'compound-interest',
  difficulty: 'medium',
  draw(rng) {
    const principal = 2000 * rng.int(1, 15);
    const rate = rng.pick([5, 10, 20]);
    // Exact in rupees: 2000 × (2r/100 + r²/10000) is a whole number for r = 5, 10, 20.
    const interest = (principal * (200 * rate + rate * rate)) / 10000;
    const simple = (principal * 2 * rate) / 100;
    return {
      text: {
        hi: `₹${inr(principal)} पर ${rate}% वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) कितना होगा?`,
        en: `What is the compound interest on ₹${inr(principal)} for 2 years at ${rate}% per annum, compounded annually?`,
      },
      correct: rupees(interest),
      wrong: [simple, interest + (principal * rate) / 100, (principal * rate * rate) / 10000].map(rupees),
      explanation: {
        hi: `मिश्रधन = ${inr(principal)} × (1 + ${rate}/100)² = ₹${inr(principal + interest)}; चक्रवृद्धि ब्याज = ${inr(principal + interest)} − ${inr(principal)} = ₹${inr(interest)}`,
        en: `Amount = ${inr(principal)} × (1 + ${rate}/100)² = ₹${inr(principal + interest)}; compound interest = ${inr(principal + interest)} − ${inr(principal)} = ₹${inr(interest)}`,
      },
      params: { principal, rate },
    };
  },
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

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

/** Pairs (x, y) of days for which working together takes a whole number of days. */
function workPairs(): [number, number][] {
  const pairs: [number, number][] = [];
  for (let x = 4; x <= 40; x += 1)
    for (let y = x + 1; y <= 60; y += 1) if ((x * y) % (x + y) === 0) pairs.push([x, y]);
  return pairs;
}

export const timeAndWork: QuestionFamily = {
  key: 'time-and-work',
  subject: 'maths',
  topic: 'time-and-work',
  difficulty: 'medium',
  draw(rng) {
    const [x, y] = rng.pick(workPairs());
    const together = (x * y) / (x + y);
    // The exam's LCM method: no fraction to reduce, and the rate check 1/x + 1/y = 1/T is in lowest terms.
    const units = (x * y) / gcd(x, y);
    const [ua, ub] = [units / x, units / y];
    return {
      text: {
        hi: `A किसी काम को ${x} दिन में और B उसी काम को ${y} दिन में पूरा कर सकता है। दोनों मिलकर उसे कितने दिन में पूरा करेंगे?`,
        en: `A can finish a piece of work in ${x} days and B in ${y} days. In how many days can they finish it working together?`,
      },
      correct: both(`${together}`),
      wrong: nearMisses(together, [1, -1, 2, y - x - together]).map((n) => both(`${n}`)),
      explanation: {
        hi: `मान लीजिए कुल काम = LCM(${x}, ${y}) = ${units} इकाई। A एक दिन में ${units} ÷ ${x} = ${ua} इकाई और B ${units} ÷ ${y} = ${ub} इकाई करता है; दोनों मिलकर एक दिन में ${ua + ub} इकाई, इसलिए समय = ${units} ÷ ${ua + ub} = ${together} दिन (अर्थात 1/${x} + 1/${y} = 1/${together})`,
        en: `Take the work as LCM(${x}, ${y}) = ${units} units. A does ${units} ÷ ${x} = ${ua} units a day and B ${units} ÷ ${y} = ${ub}; together they do ${ua + ub} units a day, so time = ${units} ÷ ${ua + ub} = ${together} days (that is, 1/${x} + 1/${y} = 1/${together})`,
      },
      params: { x, y },
    };
  },
};

export const trainSpeed: QuestionFamily = {
  key: 'speed-time-distance',
  subject: 'maths',
  topic: 'speed-time-distance',
  difficulty: 'medium',
  draw(rng) {
    const kmh = rng.pick([36, 54, 72, 90, 108]);
    const ms = (kmh * 5) / 18;
    const seconds = rng.int(6, 30);
    const length = ms * seconds;
    return {
      text: {
        hi: `${length} मीटर लंबी एक रेलगाड़ी ${kmh} किमी/घंटा की चाल से चल रही है। वह एक खंभे को कितने सेकंड में पार करेगी?`,
        en: `A train ${length} m long runs at ${kmh} km/h. In how many seconds will it pass a pole?`,
      },
      correct: both(`${seconds}`),
      wrong: nearMisses(seconds, [4, -3, seconds, Math.round(length / kmh) - seconds]).map((n) =>
        both(`${n}`),
      ),
      explanation: {
        hi: `${kmh} किमी/घंटा = ${kmh} × 5/18 = ${ms} मी/से; समय = ${length} ÷ ${ms} = ${seconds} सेकंड`,
        en: `${kmh} km/h = ${kmh} × 5/18 = ${ms} m/s; time = ${length} ÷ ${ms} = ${seconds} seconds`,
      },
      params: { length, kmh },
    };
  },
};
