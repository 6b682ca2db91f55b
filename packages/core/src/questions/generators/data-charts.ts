import type { Localized } from '../../content/localized.ts';
import { type ChartKind, chartPrefixes } from '../charts.ts';
import {
  asks,
  capital,
  days,
  fits,
  gcd,
  ratio,
  shops,
  type Table,
  whole,
  years,
} from './data-interpretation.ts';
import { both, type Draft, nearMisses, type QuestionFamily } from './family.ts';
import { type Rng, seededRng } from './random.ts';

/**
 * Data interpretation on a chart, five questions to a chart (issue 21): a bar chart of a shop's or a
 * fair's five figures, a line graph of five years, a pie chart of a whole split five ways. Five
 * families, `data-chart-1` … `data-chart-5`, each asking one of the chart's five questions; the same
 * seed draws the same chart in all five (the chart is drawn first, and only charts on which all five
 * questions have a whole, believable answer are kept), so a set names one seed five times and the
 * candidate answers five questions on one chart. The chart travels in the question's text
 * (`charts.ts`): the web draws it, everything else shows its rows.
 */

/** A whole split five ways, in percent (a pie chart). */
interface Pie {
  title: (total: number) => Localized;
  labels: Localized[];
  /** One slice as a count: "the number of employees in Sales". */
  figure(label: Localized): Localized;
  /** "How many employees are in Sales and Research together?" */
  together(a: Localized, b: Localized): Localized;
  /** "How many more employees are in Sales than in Research?" */
  more(a: Localized, b: Localized): Localized;
}
const employees: Pie = {
  title: (n) => ({
    hi: `एक कंपनी के ${n} कर्मचारी, विभाग के अनुसार (प्रतिशत में)`,
    en: `the ${n} employees of a company by department (in percent)`,
  }),
  labels: [
    { hi: 'बिक्री', en: 'Sales' },
    { hi: 'उत्पादन', en: 'Production' },
    { hi: 'लेखा', en: 'Accounts' },
    { hi: 'अनुसंधान', en: 'Research' },
    { hi: 'प्रशासन', en: 'Administration' },
  ],
  figure: (l) => ({ hi: `${l.hi} विभाग के कर्मचारियों की संख्या`, en: `the number of employees in ${l.en}` }),
  together: (a, b) => ({
    hi: `${a.hi} और ${b.hi} विभागों में कुल मिलाकर कितने कर्मचारी हैं?`,
    en: `How many employees are in ${a.en} and ${b.en} together?`,
  }),
  more: (a, b) => ({
    hi: `${a.hi} विभाग में ${b.hi} विभाग से कितने अधिक कर्मचारी हैं?`,
    en: `How many more employees are in ${a.en} than in ${b.en}?`,
  }),
};
const sports: Pie = {
  title: (n) => ({
    hi: `एक विद्यालय के ${n} विद्यार्थी, पसंदीदा खेल के अनुसार (प्रतिशत में)`,
    en: `the ${n} students of a school by favourite sport (in percent)`,
  }),
  labels: [
    { hi: 'क्रिकेट', en: 'Cricket' },
    { hi: 'फ़ुटबॉल', en: 'Football' },
    { hi: 'हॉकी', en: 'Hockey' },
    { hi: 'बैडमिंटन', en: 'Badminton' },
    { hi: 'कबड्डी', en: 'Kabaddi' },
  ],
  // Sports are common nouns in running English ("like badminton"); the chart's rows keep capitals.
  figure: (l) => ({
    hi: `${l.hi} पसंद करने वाले विद्यार्थियों की संख्या`,
    en: `the number of students who like ${l.en.toLowerCase()}`,
  }),
  // Each student names one favourite sport, so "Hockey or Kabaddi" is the two slices added.
  together: (a, b) => ({
    hi: `कितने विद्यार्थियों को ${a.hi} या ${b.hi} पसंद है?`,
    en: `How many students like ${a.en.toLowerCase()} or ${b.en.toLowerCase()}?`,
  }),
  more: (a, b) => ({
    hi: `${a.hi} पसंद करने वाले विद्यार्थी ${b.hi} पसंद करने वालों से कितने अधिक हैं?`,
    en: `How many more students like ${a.en.toLowerCase()} than like ${b.en.toLowerCase()}?`,
  }),
};

type Chart =
  | { kind: 'bar' | 'line'; table: Table; values: number[] }
  | { kind: 'pie'; pie: Pie; total: number; values: number[] };

/** Whole answers for all five questions: a ratio, a change, a share, an average (bars and lines). */
const tableFits = (v: number[]) =>
  ['ratio', 'change', 'share', 'average'].every((kind) =>
    [0, 1, 2, 3, 4].some((i) => [0, 1, 2, 3, 4].some((j) => i !== j && fits(kind, v, i, j))),
  );

function drawChart(rng: Rng): Chart {
  const kind = rng.pick<ChartKind>(['bar', 'line', 'pie']);
  if (kind === 'pie') {
    const pie = rng.pick([employees, sports]);
    // Totals a multiple of 20, so 5 % of them is whole; slices 5–40 % in fives, all different.
    const total = rng.pick([600, 720, 800, 900, 960]);
    for (;;) {
      const v = [0, 0, 0, 0].map(() => 5 * rng.int(1, 8));
      const last = 100 - v.reduce((s, n) => s + n, 0);
      const values = [...v, last];
      if (last >= 5 && last <= 40 && new Set(values).size === 5) return { kind, pie, total, values };
    }
  }
  const table = kind === 'line' ? years : rng.pick([shops, days]);
  for (;;) {
    // Five different figures, 120–960 in tens, on which each of the five questions has a whole answer.
    const values = rng.shuffle(Array.from({ length: 85 }, (_, k) => 120 + 10 * k)).slice(0, 5);
    if (tableFits(values)) return { kind, table, values };
  }
}

/** Two different rows (i, j) drawn until `ok` holds for them. */
function pair(rng: Rng, ok: (i: number, j: number) => boolean): [number, number] {
  for (;;) {
    const [i = 0, j = 1] = rng.shuffle([0, 1, 2, 3, 4]);
    if (ok(i, j)) return [i, j];
  }
}

/** The five questions on a bar or line chart: those of the table family, on the chart's figures. */
const tableAsks = ['ratio', 'change', 'share', 'average', 'range'] as const;

type Question = Omit<Draft, 'text' | 'params'> & { ask: Localized; i: number; j: number };

/** The five questions on a pie chart: a slice as a count, a ratio, an angle, two together, a gap. */
function pieQuestion(part: number, c: Extract<Chart, { kind: 'pie' }>, rng: Rng): Question {
  const { pie, total, values: p } = c;
  const count = (k: number) => (total * (p[k] ?? 0)) / 100;
  const label = (k: number) => pie.labels[k] as Localized;
  if (part === 1) {
    const [i, j] = pair(rng, () => true);
    const f = pie.figure(label(i));
    return {
      ask: { hi: `${f.hi} कितनी है?`, en: `What is ${f.en}?` },
      correct: whole(count(i)),
      // Another slice read by mistake, and the near slips of the multiplication.
      wrong: [count(j), ...nearMisses(count(i), [total / 20, -total / 20, total / 10, (3 * total) / 20])].map(
        whole,
      ),
      explanation: {
        hi: `${label(i).hi} = ${p[i]}%; ${total} × ${p[i]} ÷ 100 = ${count(i)}`,
        en: `${label(i).en} = ${p[i]}%; ${total} × ${p[i]} ÷ 100 = ${count(i)}`,
      },
      i,
      j,
    };
  }
  if (part === 2) {
    // Ratios a paper prints: terms up to 8.
    const [i, j] = pair(rng, (a, b) => Math.max(p[a] ?? 0, p[b] ?? 0) / gcd(p[a] ?? 1, p[b] ?? 1) <= 8);
    const [a, b] = [p[i] ?? 0, p[j] ?? 0];
    const [fa, fb] = [pie.figure(label(i)), pie.figure(label(j))];
    const k = [0, 1, 2, 3, 4].find((n) => n !== i && n !== j) ?? 0;
    return {
      ask: { hi: `${fa.hi} और ${fb.hi} का अनुपात क्या है?`, en: `What is the ratio of ${fa.en} to ${fb.en}?` },
      correct: ratio(a, b),
      wrong: [ratio(b, a), ratio(a, p[k] ?? 1), ratio(p[k] ?? 1, b), ratio(a + 5, b)],
      explanation: {
        hi: `दोनों एक ही कुल के भाग हैं, अतः अनुपात प्रतिशतों का अनुपात है: ${a} : ${b} = ${a / gcd(a, b)} : ${b / gcd(a, b)}`,
        en: `Both are parts of one total, so the ratio is that of the percents: ${a} : ${b} = ${a / gcd(a, b)} : ${b / gcd(a, b)}`,
      },
      i,
      j,
    };
  }
  if (part === 3) {
    const [i, j] = pair(rng, () => true);
    // 36 / 10 rather than 3.6: whole degrees with no binary fraction (35 × 3.6 is 125.99…).
    const angle = ((p[i] ?? 0) * 36) / 10;
    const degrees = (n: number) => both(`${n}°`);
    return {
      ask: {
        hi: `पाई चार्ट में ${label(i).hi} को दर्शाने वाले त्रिज्यखंड का केंद्रीय कोण कितना है?`,
        en: `What is the central angle of the ${label(i).en} sector of the pie chart?`,
      },
      correct: degrees(angle),
      // Another slice's angle, and the percent read as degrees.
      wrong: [((p[j] ?? 0) * 36) / 10, ...nearMisses(angle, [18, -18, 36, 54])].map(degrees),
      explanation: {
        hi: `पूरा वृत्त 360° है; 360° का ${p[i]}% = ${p[i]} × 3.6° = ${angle}°`,
        en: `A full circle is 360°; ${p[i]}% of 360° = ${p[i]} × 3.6° = ${angle}°`,
      },
      i,
      j,
    };
  }
  if (part === 4) {
    const [i, j] = pair(rng, () => true);
    const sum = count(i) + count(j);
    return {
      ask: pie.together(label(i), label(j)),
      correct: whole(sum),
      wrong: [count(i) * 2, ...nearMisses(sum, [total / 20, -total / 20, total / 10, (3 * total) / 20])].map(
        whole,
      ),
      explanation: {
        hi: `${label(i).hi} ${p[i]}% + ${label(j).hi} ${p[j]}% = ${(p[i] ?? 0) + (p[j] ?? 0)}%; ${total} × ${(p[i] ?? 0) + (p[j] ?? 0)} ÷ 100 = ${sum}`,
        en: `${label(i).en} ${p[i]}% + ${label(j).en} ${p[j]}% = ${(p[i] ?? 0) + (p[j] ?? 0)}%; ${total} × ${(p[i] ?? 0) + (p[j] ?? 0)} ÷ 100 = ${sum}`,
      },
      i,
      j,
    };
  }
  const [i, j] = pair(rng, (a, b) => (p[a] ?? 0) > (p[b] ?? 0));
  const gap = count(i) - count(j);
  return {
    ask: pie.more(label(i), label(j)),
    correct: whole(gap),
    // The larger slice alone (the subtraction forgotten), and the near slips.
    wrong: [count(i), ...nearMisses(gap, [total / 20, -total / 20, total / 10, (3 * total) / 20])].map(whole),
    explanation: {
      hi: `${label(i).hi} ${p[i]}% − ${label(j).hi} ${p[j]}% = ${(p[i] ?? 0) - (p[j] ?? 0)}%; ${total} × ${(p[i] ?? 0) - (p[j] ?? 0)} ÷ 100 = ${gap}`,
      en: `${label(i).en} ${p[i]}% − ${label(j).en} ${p[j]}% = ${(p[i] ?? 0) - (p[j] ?? 0)}%; ${total} × ${(p[i] ?? 0) - (p[j] ?? 0)} ÷ 100 = ${gap}`,
    },
    i,
    j,
  };
}

function tableQuestion(part: number, c: Extract<Chart, { kind: 'bar' | 'line' }>, rng: Rng): Question {
  const kind = tableAsks[part - 1] ?? 'range';
  const [i, j] = pair(rng, (a, b) => fits(kind, c.values, a, b));
  const asked = asks[kind]?.(c.table, c.values, i, j);
  if (!asked) throw new Error(`no question ${kind}`);
  return { ...asked, i, j };
}

/** The chart's first line and rows, in one language (the format `readChart` reads). */
function chartLines(c: Chart, lang: 'hi' | 'en'): string {
  const title = c.kind === 'pie' ? c.pie.title(c.total)[lang] : c.table.chart.title[lang];
  const labels = c.kind === 'pie' ? c.pie.labels : c.table.labels;
  const rows = labels.map((l, k) => `${l[lang]}: ${c.values[k]}`).join('\n');
  return `${chartPrefixes[c.kind][lang]} ${capital(title)}\n${rows}`;
}

/**
 * One question on a chart. Its rows are chosen by a source seeded from the chart alone, so the five
 * families, drawing the same chart from the same seed, ask about it independently of one another.
 */
function questionOn(chart: Chart, part: number): Question {
  let h = 0x811c9dc5;
  for (const ch of `${chart.kind}:${chart.values.join(',')}:${part}`)
    h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  const rng = seededRng(h | 0);
  return chart.kind === 'pie' ? pieQuestion(part, chart, rng) : tableQuestion(part, chart, rng);
}

/** Three wrong options different from the key and from each other, in both languages. */
function hasThreeWrong(q: Question): boolean {
  const seen = new Set([q.correct.en, q.correct.hi]);
  let n = 0;
  for (const w of q.wrong) {
    if (seen.has(w.en) || seen.has(w.hi)) continue;
    seen.add(w.en);
    seen.add(w.hi);
    n += 1;
  }
  return n >= 3;
}

function chartFamily(part: number): QuestionFamily {
  return {
    key: `data-chart-${part}`,
    subject: 'maths',
    topic: 'data-interpretation',
    difficulty: 'medium',
    draw(rng: Rng): Draft {
      // Only a chart all five questions can be asked on: every family keeps the same one.
      let chart = drawChart(rng);
      let questions = [1, 2, 3, 4, 5].map((k) => questionOn(chart, k));
      while (!questions.every(hasThreeWrong)) {
        chart = drawChart(rng);
        questions = [1, 2, 3, 4, 5].map((k) => questionOn(chart, k));
      }
      const q = questions[part - 1] as Question;
      return {
        text: {
          hi: `${chartLines(chart, 'hi')}\n${q.ask.hi}`,
          en: `${chartLines(chart, 'en')}\n${q.ask.en}`,
        },
        correct: q.correct,
        wrong: q.wrong,
        explanation: q.explanation,
        params: {
          chart: chart.kind,
          values: chart.values.join(' '),
          total: chart.kind === 'pie' ? chart.total : 0,
          part,
          i: q.i,
          j: q.j,
        },
      };
    },
  };
}

/** The five questions on one chart, in the order a set asks them. */
export const dataCharts: readonly QuestionFamily[] = [1, 2, 3, 4, 5].map(chartFamily);
