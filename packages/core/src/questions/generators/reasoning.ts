import type { Localized } from '../../content/localized.ts';
import { both, type Draft, nearMisses, type QuestionFamily } from './family.ts';

export const numberSeries: QuestionFamily = {
  key: 'number-series',
  subject: 'reasoning',
  topic: 'series',
  difficulty: 'medium',
  draw(rng): Draft {
    const kind = rng.pick(['arithmetic', 'geometric', 'growing'] as const);
    const start = rng.int(2, 9);
    const step = rng.int(2, kind === 'geometric' ? 3 : 9);
    const term = (i: number) =>
      kind === 'arithmetic'
        ? start + i * step
        : kind === 'geometric'
          ? start * step ** i
          : start + (step * i * (i + 1)) / 2;
    const shown = [0, 1, 2, 3, 4].map(term);
    const next = term(5);
    const rule: Localized =
      kind === 'arithmetic'
        ? { hi: `हर पद में ${step} जुड़ता है`, en: `each term adds ${step}` }
        : kind === 'geometric'
          ? { hi: `हर पद ${step} से गुणा होता है`, en: `each term is multiplied by ${step}` }
          : {
              hi: `अंतर ${step} के गुणज हैं (${step}, ${2 * step}, ${3 * step}, …)`,
              en: `the differences are multiples of ${step} (${step}, ${2 * step}, ${3 * step}, …)`,
            };
    const last = shown[4] ?? 0;
    return {
      text: {
        hi: `शृंखला ${shown.join(', ')}, ? में अगला पद क्या होगा?`,
        en: `What comes next in the series ${shown.join(', ')}, ?`,
      },
      correct: both(`${next}`),
      wrong: nearMisses(next, [step, -step, 1, last - next + step]).map((n) => both(`${n}`)),
      explanation: {
        hi: `नियम: ${rule.hi}; अगला पद ${next} है।`,
        en: `Rule: ${rule.en}; the next term is ${next}.`,
      },
      params: { kind, start, step },
    };
  },
};

const days: Localized[] = [
  { hi: 'रविवार', en: 'Sunday' },
  { hi: 'सोमवार', en: 'Monday' },
  { hi: 'मंगलवार', en: 'Tuesday' },
  { hi: 'बुधवार', en: 'Wednesday' },
  { hi: 'गुरुवार', en: 'Thursday' },
  { hi: 'शुक्रवार', en: 'Friday' },
  { hi: 'शनिवार', en: 'Saturday' },
];
const months: Localized[] = [
  { hi: 'जनवरी', en: 'January' },
  { hi: 'फ़रवरी', en: 'February' },
  { hi: 'मार्च', en: 'March' },
  { hi: 'अप्रैल', en: 'April' },
  { hi: 'मई', en: 'May' },
  { hi: 'जून', en: 'June' },
  { hi: 'जुलाई', en: 'July' },
  { hi: 'अगस्त', en: 'August' },
  { hi: 'सितंबर', en: 'September' },
  { hi: 'अक्टूबर', en: 'October' },
  { hi: 'नवंबर', en: 'November' },
  { hi: 'दिसंबर', en: 'December' },
];

export const calendar: QuestionFamily = {
  key: 'calendar',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'hard',
  draw(rng) {
    const year = rng.int(2002, 2099);
    const month = rng.int(0, 11);
    const day = rng.int(1, 28);
    const date = Date.UTC(year, month, day);
    const elapsed = Math.round((date - Date.UTC(2001, 0, 1)) / 86_400_000);
    const weekday = new Date(date).getUTCDay();
    const odd = elapsed % 7;
    const name = months[month] ?? { hi: '', en: '' };
    const correct = days[weekday] ?? { hi: '', en: '' };
    return {
      text: {
        hi: `${day} ${name.hi} ${year} को सप्ताह का कौन-सा दिन था/होगा?`,
        en: `What day of the week is ${day} ${name.en} ${year}?`,
      },
      correct,
      wrong: [1, 2, 3, 4, 5, 6].map((k) => days[(weekday + k) % 7] ?? correct).slice(rng.int(0, 3), 6),
      explanation: {
        hi: `1 जनवरी 2001 को सोमवार था। तब से ${elapsed} दिन = ${Math.floor(elapsed / 7)} सप्ताह और ${odd} विषम दिन, इसलिए सोमवार से ${odd} दिन आगे: ${correct.hi}।`,
        en: `1 January 2001 was a Monday. ${elapsed} days have passed since = ${Math.floor(elapsed / 7)} weeks and ${odd} odd days, so ${odd} days after Monday: ${correct.en}.`,
      },
      params: { year, month: month + 1, day },
    };
  },
};

const degrees = (n: number) => both(`${n}°`);

export const clockAngle: QuestionFamily = {
  key: 'clock',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'medium',
  draw(rng) {
    const hour = rng.int(1, 12);
    const minute = 5 * rng.int(0, 11);
    const raw = Math.abs(30 * (hour % 12) - 5.5 * minute);
    const angle = Math.min(raw, 360 - raw);
    const time = `${hour}:${String(minute).padStart(2, '0')}`;
    return {
      text: {
        hi: `${time} बजे घड़ी की घंटे और मिनट की सुइयों के बीच का (छोटा) कोण कितना होता है?`,
        en: `What is the (smaller) angle between the hour and minute hands of a clock at ${time}?`,
      },
      correct: degrees(angle),
      wrong: [Math.abs(30 * (hour % 12) - 6 * minute) % 360, angle + 30, Math.abs(angle - 15), 360 - angle]
        .filter((n) => n > 0 && n < 360)
        .map(degrees),
      explanation: {
        hi: `कोण = |30 × घंटे − 5.5 × मिनट| = |30 × ${hour % 12} − 5.5 × ${minute}| = ${raw}°; छोटा कोण ${angle}°`,
        en: `Angle = |30 × hours − 5.5 × minutes| = |30 × ${hour % 12} − 5.5 × ${minute}| = ${raw}°; the smaller angle is ${angle}°`,
      },
      params: { hour, minute },
    };
  },
};

const words = [
  'TIGER',
  'HOUSE',
  'PLANT',
  'CLOUD',
  'RIVER',
  'MANGO',
  'CHAIR',
  'BREAD',
  'STONE',
  'LIGHT',
  'WATER',
  'GREEN',
];
const shift = (word: string, k: number) =>
  [...word].map((c) => String.fromCharCode(((c.charCodeAt(0) - 65 + k + 26) % 26) + 65)).join('');

export const codingDecoding: QuestionFamily = {
  key: 'coding-decoding',
  subject: 'reasoning',
  topic: 'coding-decoding',
  difficulty: 'medium',
  draw(rng) {
    const [example, asked] = rng.shuffle(words);
    const k = rng.int(1, 4);
    const from = example ?? 'TIGER';
    const to = asked ?? 'HOUSE';
    const code = shift(to, k);
    return {
      text: {
        hi: `किसी कूट भाषा में ${from} को ${shift(from, k)} लिखा जाता है। उसी भाषा में ${to} को कैसे लिखा जाएगा?`,
        en: `In a certain code, ${from} is written as ${shift(from, k)}. How is ${to} written in that code?`,
      },
      correct: both(code),
      wrong: [shift(to, -k), shift(to, k + 1), [...code].reverse().join('')].map(both),
      explanation: {
        hi: `हर अक्षर वर्णमाला में ${k} स्थान आगे लिखा गया है, इसलिए ${to} → ${code}`,
        en: `Each letter moves ${k} place${k === 1 ? '' : 's'} forward in the alphabet, so ${to} → ${code}`,
      },
      params: { to, k },
    };
  },
};

const triples: [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 16, 20],
  [7, 24, 25],
];

export const directionSense: QuestionFamily = {
  key: 'direction-sense',
  subject: 'reasoning',
  topic: 'direction-sense',
  difficulty: 'easy',
  draw(rng) {
    const [a, b, c] = rng.pick(triples);
    const unit = rng.pick([1, 10, 100]);
    const [north, east, far] = [a * unit, b * unit, c * unit];
    const metres = (n: number) => ({ hi: `${n} मीटर`, en: `${n} m` });
    return {
      text: {
        hi: `राम ${north} मीटर उत्तर की ओर चलता है, फिर दाएँ मुड़कर ${east} मीटर चलता है। वह अपने प्रारंभिक बिंदु से कितनी दूरी पर है?`,
        en: `Ram walks ${north} m north, then turns right and walks ${east} m. How far is he from his starting point?`,
      },
      correct: metres(far),
      wrong: nearMisses(far, [north + east - far, Math.abs(east - north) - far, unit]).map(metres),
      explanation: {
        hi: `दाएँ मुड़ने पर वह पूर्व की ओर चलता है; दूरी = √(${north}² + ${east}²) = ${far} मीटर`,
        en: `Turning right from north he walks east; distance = √(${north}² + ${east}²) = ${far} m`,
      },
      params: { north, east },
    };
  },
};
