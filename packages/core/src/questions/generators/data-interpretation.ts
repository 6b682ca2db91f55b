import type { Localized } from '../../content/localized.ts';
import { both, type Draft, nearMisses, type QuestionFamily } from './family.ts';
import type { Rng } from './random.ts';

/**
 * A small table written as plain lines ("Shop A: 240"), which the hall shows line by line
 * (whitespace-pre-line) in both languages. Every figure stays below 1,000 and none is grouped, so
 * a table of years (2019–2023) prints its numbers one way.
 */
export interface Table {
  /** The sentence before the table. */
  intro: Localized;
  labels: Localized[];
  /** One row's figure as a noun phrase: "the number of televisions sold by shop B", "दुकान B की बिक्री". */
  figure(label: Localized): Localized;
  /** "What is the average number of televisions sold per shop?" */
  average: Localized;
  /** "… the highest and the lowest …" */
  range: Localized;
  /** "the total of the five shops" / "पाँचों दुकानों की कुल बिक्री" */
  total: Localized;
  /** How a chart of it is drawn and titled (data-charts.ts): a shop's month as bars, years as a line. */
  chart: { kind: 'bar' | 'line'; title: Localized };
}

const letters = ['A', 'B', 'C', 'D', 'E'];
export const shops: Table = {
  intro: {
    hi: 'तालिका में पाँच दुकानों द्वारा एक महीने में बेचे गए टेलीविज़नों की संख्या दी गई है।',
    en: 'The table shows the number of televisions sold by five shops in a month.',
  },
  labels: letters.map((l) => ({ hi: `दुकान ${l}`, en: `Shop ${l}` })),
  figure: (l) => ({ hi: `${l.hi} की बिक्री`, en: `the number of televisions sold by shop ${l.en.slice(-1)}` }),
  average: {
    hi: 'प्रति दुकान औसत बिक्री कितनी है?',
    en: 'What is the average number of televisions sold per shop?',
  },
  range: {
    hi: 'सबसे अधिक और सबसे कम बिक्री वाली दुकानों की बिक्री का अंतर कितना है?',
    en: 'What is the difference between the highest and the lowest sales of a shop?',
  },
  total: { hi: 'पाँचों दुकानों की कुल बिक्री', en: 'the total of the five shops' },
  chart: {
    kind: 'bar',
    title: { hi: 'पाँच दुकानों द्वारा एक महीने में बेचे गए टेलीविज़न', en: 'televisions sold by five shops in a month' },
  },
};
export const years: Table = {
  intro: {
    hi: 'तालिका में एक कॉलेज में पाँच वर्षों में प्रवेश पाने वाले विद्यार्थियों की संख्या दी गई है।',
    en: 'The table shows the number of students admitted to a college in five years.',
  },
  labels: [2019, 2020, 2021, 2022, 2023].map((y) => both(`${y}`)),
  figure: (l) => ({ hi: `${l.hi} की प्रवेश संख्या`, en: `the number of students admitted in ${l.en}` }),
  average: {
    hi: 'प्रति वर्ष औसत प्रवेश संख्या कितनी है?',
    en: 'What is the average number of students admitted per year?',
  },
  range: {
    hi: 'सबसे अधिक और सबसे कम प्रवेश संख्या का अंतर कितना है?',
    en: 'What is the difference between the highest and the lowest yearly admissions?',
  },
  total: { hi: 'पाँचों वर्षों की कुल प्रवेश संख्या', en: 'the total of the five years' },
  chart: {
    kind: 'line',
    title: {
      hi: 'एक कॉलेज में पाँच वर्षों में प्रवेश पाने वाले विद्यार्थी',
      en: 'students admitted to a college over five years',
    },
  },
};
export const days: Table = {
  intro: {
    hi: 'तालिका में एक पुस्तक मेले में पाँच दिनों में बिकी पुस्तकों की संख्या दी गई है।',
    en: 'The table shows the number of books sold at a book fair on five days.',
  },
  labels: [
    { hi: 'सोमवार', en: 'Monday' },
    { hi: 'मंगलवार', en: 'Tuesday' },
    { hi: 'बुधवार', en: 'Wednesday' },
    { hi: 'गुरुवार', en: 'Thursday' },
    { hi: 'शुक्रवार', en: 'Friday' },
  ],
  figure: (l) => ({ hi: `${l.hi} की बिक्री`, en: `the number of books sold on ${l.en}` }),
  average: { hi: 'प्रति दिन औसत बिक्री कितनी है?', en: 'What is the average number of books sold per day?' },
  range: {
    hi: 'सबसे अधिक और सबसे कम बिक्री वाले दिनों की बिक्री का अंतर कितना है?',
    en: 'What is the difference between the highest and the lowest sales of a day?',
  },
  total: { hi: 'पाँचों दिनों की कुल बिक्री', en: 'the total of the five days' },
  chart: {
    kind: 'bar',
    title: { hi: 'एक पुस्तक मेले में पाँच दिनों में बिकी पुस्तकें', en: 'books sold at a book fair over five days' },
  },
};

export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
export const ratio = (a: number, b: number) => both(`${a / gcd(a, b)} : ${b / gcd(a, b)}`);
export const percent = (n: number) => both(`${n}%`);
export const whole = (n: number) => both(`${n}`);
export const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** A question about rows i and j of the table (`fits` has checked that its answer is whole). */
export type Ask = (
  t: Table,
  v: number[],
  i: number,
  j: number,
) => Omit<Draft, 'text' | 'params'> & { ask: Localized };

export const asks: Record<string, Ask> = {
  ratio: (t, v, i, j) => {
    const [a, b] = [v[i] ?? 0, v[j] ?? 0];
    const [fa, fb] = [t.figure(t.labels[i] as Localized), t.figure(t.labels[j] as Localized)];
    // A third row, for the slip of reading a neighbouring line.
    const k = [(j + 1) % 5, (j + 2) % 5].find((n) => n !== i) ?? 0;
    const g = gcd(a, b);
    return {
      ask: {
        hi: `${fa.hi} और ${fb.hi} का अनुपात क्या है?`,
        en: `What is the ratio of ${fa.en} to ${fb.en}?`,
      },
      correct: ratio(a, b),
      // The ratio turned round, and a neighbouring row read by mistake.
      wrong: [ratio(b, a), ratio(v[k] ?? 1, b), ratio(a, v[k] ?? 1), ratio(v[k] ?? 1, a)],
      explanation: {
        hi: `${fa.hi} = ${a}, ${fb.hi} = ${b}; अनुपात = ${a} : ${b} = ${a / g} : ${b / g}`,
        en: `${capital(fa.en)} = ${a} and ${fb.en} = ${b}; the ratio is ${a} : ${b} = ${a / g} : ${b / g}`,
      },
    };
  },
  change: (t, v, i, j) => {
    const [a, b] = [v[i] ?? 0, v[j] ?? 0];
    const [fa, fb] = [t.figure(t.labels[i] as Localized), t.figure(t.labels[j] as Localized)];
    const more = b > a;
    const p = (Math.abs(b - a) * 100) / a;
    // Dividing by the other figure is the usual slip.
    const slip = (Math.abs(b - a) * 100) / b;
    const [word, wordHi] = more ? ['more', 'अधिक'] : ['less', 'कम'];
    return {
      ask: {
        hi: `${fb.hi}, ${fa.hi} से कितने प्रतिशत ${wordHi} है?`,
        en: `By what percent is ${fb.en} ${word} than ${fa.en}?`,
      },
      correct: percent(p),
      // Nothing is 100 % or more less than a positive figure: such an option is ruled out unsolved.
      wrong: [...(Number.isInteger(slip) ? [slip] : []), ...nearMisses(p, [5, -5, 10, -10])]
        .filter((n) => more || n < 100)
        .map(percent),
      explanation: {
        hi: `अंतर = ${Math.abs(b - a)}; प्रतिशत = ${Math.abs(b - a)} ÷ ${a} × 100 = ${p}% (${fa.hi} के सापेक्ष)`,
        en: `Difference = ${Math.abs(b - a)}; percent = ${Math.abs(b - a)} ÷ ${a} × 100 = ${p}% (of ${fa.en}, the base)`,
      },
    };
  },
  share: (t, v, i) => {
    const a = v[i] ?? 0;
    const sum = v.reduce((s, n) => s + n, 0);
    const fa = t.figure(t.labels[i] as Localized);
    const p = (a * 100) / sum;
    // The share of the other four instead of the whole.
    const slip = (a * 100) / (sum - a);
    return {
      ask: {
        hi: `${fa.hi}, ${t.total.hi} का कितना प्रतिशत है?`,
        en: `${capital(fa.en)} is what percent of ${t.total.en}?`,
      },
      correct: percent(p),
      wrong: [...(Number.isInteger(slip) ? [slip] : []), ...nearMisses(p, [2, -2, 5, -5])].map(percent),
      explanation: {
        hi: `कुल = ${v.join(' + ')} = ${sum}; ${a} ÷ ${sum} × 100 = ${p}%`,
        en: `Total = ${v.join(' + ')} = ${sum}; ${a} ÷ ${sum} × 100 = ${p}%`,
      },
    };
  },
  average: (t, v) => {
    const sum = v.reduce((s, n) => s + n, 0);
    const mean = sum / 5;
    // Dividing by four, and the middle of the highest and the lowest.
    const slips = [sum / 4, (Math.max(...v) + Math.min(...v)) / 2].filter(Number.isInteger);
    return {
      ask: t.average,
      correct: whole(mean),
      // An average lies between the lowest and the highest figure; no option outside them.
      wrong: [...slips, ...nearMisses(mean, [10, -10, 20, -20])]
        .filter((n) => n > Math.min(...v) && n < Math.max(...v))
        .map(whole),
      explanation: {
        hi: `औसत = (${v.join(' + ')}) ÷ 5 = ${sum} ÷ 5 = ${mean}`,
        en: `Average = (${v.join(' + ')}) ÷ 5 = ${sum} ÷ 5 = ${mean}`,
      },
    };
  },
  range: (t, v) => {
    const s = [...v].sort((x, y) => x - y);
    const [low, second, fourth, high] = [s[0] ?? 0, s[1] ?? 0, s[3] ?? 0, s[4] ?? 0];
    // The next-highest or next-lowest read in place of the extreme.
    return {
      ask: t.range,
      correct: whole(high - low),
      wrong: [high - second, fourth - low, ...nearMisses(high - low, [10, -10, 20])].map(whole),
      explanation: {
        hi: `सबसे अधिक = ${high}, सबसे कम = ${low}; अंतर = ${high} − ${low} = ${high - low}`,
        en: `Highest = ${high}, lowest = ${low}; difference = ${high} − ${low} = ${high - low}`,
      },
    };
  },
};

/** True when the answer is whole and believable: a change of 5–150 %, distinct figures. */
export function fits(kind: string, v: number[], i: number, j: number): boolean {
  const [a, b] = [v[i] ?? 0, v[j] ?? 0];
  const sum = v.reduce((s, n) => s + n, 0);
  if (kind === 'change') {
    const p = (Math.abs(b - a) * 100) / a;
    return Number.isInteger(p) && p >= 5 && p <= 150;
  }
  // Ratios a paper prints: terms up to 25 (460 : 220 = 23 : 11, not 790 : 590 = 79 : 59).
  if (kind === 'ratio') return Math.max(a, b) / gcd(a, b) <= 25;
  if (kind === 'share') return Number.isInteger((a * 100) / sum);
  if (kind === 'average') return sum % 5 === 0;
  return true;
}

export const dataInterpretation: QuestionFamily = {
  key: 'data-interpretation',
  subject: 'maths',
  topic: 'data-interpretation',
  difficulty: 'medium',
  draw(rng: Rng): Draft {
    const t = rng.pick([shops, years, days]);
    const kind = rng.pick(Object.keys(asks));
    let [v, i, j] = [[0], 0, 1];
    do {
      // Five different figures, 120–960 in tens (a shop's month, a college's intake, a fair's day).
      v = rng.shuffle(Array.from({ length: 85 }, (_, k) => 120 + 10 * k)).slice(0, 5);
      [i = 0, j = 1] = rng.shuffle([0, 1, 2, 3, 4]);
    } while (!fits(kind, v, i, j));
    const ask = (asks[kind] as Ask)(t, v, i, j);
    const rows = (lang: 'hi' | 'en') => t.labels.map((l, k) => `${l[lang]}: ${v[k]}`).join('\n');
    return {
      text: {
        hi: `${t.intro.hi}\n${rows('hi')}\n${ask.ask.hi}`,
        en: `${t.intro.en}\n${rows('en')}\n${ask.ask.en}`,
      },
      correct: ask.correct,
      wrong: ask.wrong,
      explanation: ask.explanation,
      params: { values: v.join(' '), kind, i, j },
    };
  },
};
