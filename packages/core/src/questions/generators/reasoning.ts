import type { Localized } from '../../content/localized.ts';
import { both, type Draft, nearMisses, type QuestionFamily } from './family.ts';
import { everyone as walkers } from './people.ts';

type SeriesKind = 'arithmetic' | 'falling' | 'geometric' | 'growing' | 'squares';

/** The n-th term (from 0) of each kind of series; `step` is the difference, ratio or offset. */
export function seriesTerm(kind: SeriesKind, start: number, step: number, i: number): number {
  if (kind === 'arithmetic') return start + i * step;
  if (kind === 'falling') return start - i * step;
  if (kind === 'geometric') return start * step ** i;
  if (kind === 'growing') return start + (step * i * (i + 1)) / 2;
  return (start + i) ** 2 + step;
}

/**
 * Five kinds of series with wide ranges (issue 21: 144 questions in all). The wrong options are
 * near the next term but never one of the terms shown: "the last term again" is ruled out at once.
 */
export const numberSeries: QuestionFamily = {
  key: 'number-series',
  subject: 'reasoning',
  topic: 'series',
  difficulty: 'medium',
  draw(rng): Draft {
    const kind = rng.pick(['arithmetic', 'falling', 'geometric', 'growing', 'squares'] as const);
    const start =
      kind === 'falling' ? rng.int(60, 150) : kind === 'geometric' ? rng.int(2, 12) : rng.int(2, 40);
    const step =
      kind === 'geometric'
        ? rng.int(2, 3)
        : kind === 'squares'
          ? rng.int(-2, 3)
          : kind === 'falling'
            ? rng.int(2, 11)
            : rng.int(2, 15);
    const term = (i: number) => seriesTerm(kind, start, step, i);
    const shown = [0, 1, 2, 3, 4].map(term);
    const next = term(5);
    const rule: Localized =
      kind === 'arithmetic'
        ? { hi: `हर पद में ${step} जुड़ता है`, en: `each term adds ${step}` }
        : kind === 'falling'
          ? { hi: `हर पद में से ${step} घटता है`, en: `each term subtracts ${step}` }
          : kind === 'geometric'
            ? { hi: `हर पद ${step} से गुणा होता है`, en: `each term is multiplied by ${step}` }
            : kind === 'growing'
              ? {
                  hi: `अंतर ${step} के गुणज हैं (${step}, ${2 * step}, ${3 * step}, …)`,
                  en: `the differences are multiples of ${step} (${step}, ${2 * step}, ${3 * step}, …)`,
                }
              : {
                  hi: `पद क्रमागत वर्ग ${step === 0 ? 'हैं' : `${step > 0 ? '+' : '−'} ${Math.abs(step)} हैं`} (${start}², ${start + 1}², …)`,
                  en: `the terms are consecutive squares${step === 0 ? '' : ` ${step > 0 ? 'plus' : 'minus'} ${Math.abs(step)}`} (${start}², ${start + 1}², …)`,
                };
    const gap = Math.abs(next - (shown[4] ?? 0));
    return {
      text: {
        hi: `शृंखला ${shown.join(', ')}, ? में अगला पद क्या होगा?`,
        en: `What comes next in the series ${shown.join(', ')}, ?`,
      },
      correct: both(`${next}`),
      // The last difference added again, then near misses.
      wrong: nearMisses(next, [gap, 1, -1, 2, -2])
        .filter((n) => !shown.includes(n))
        .map((n) => both(`${n}`)),
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

/**
 * Dates from 1950 to 2040. The tense is fixed against REFERENCE_YEAR, not today's date, so a seed
 * always gives the same question: earlier years "was"/"था", later ones "will be"/"होगा", and the
 * reference year itself is never asked (issue 21: "था/होगा" whatever the year).
 */
export const REFERENCE_YEAR = 2026;
const anchors = [
  { year: 1950, weekday: 0 },
  { year: 2001, weekday: 1 },
];

export const calendar: QuestionFamily = {
  key: 'calendar',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'hard',
  draw(rng) {
    let year = rng.int(1950, 2039);
    if (year >= REFERENCE_YEAR) year += 1;
    const past = year < REFERENCE_YEAR;
    const month = rng.int(0, 11);
    const day = rng.int(1, 28);
    const date = Date.UTC(year, month, day);
    // Count from 1 January 2001 (a Monday) or, before it, from 1 January 1950 (a Sunday).
    const anchor = year >= 2001 ? anchors[1] : anchors[0];
    const from = anchor ?? { year: 2001, weekday: 1 };
    const start = days[from.weekday] ?? { hi: '', en: '' };
    const elapsed = Math.round((date - Date.UTC(from.year, 0, 1)) / 86_400_000);
    const weekday = new Date(date).getUTCDay();
    const odd = elapsed % 7;
    const name = months[month] ?? { hi: '', en: '' };
    const correct = days[weekday] ?? { hi: '', en: '' };
    return {
      text: {
        hi: `${day} ${name.hi} ${year} को सप्ताह का कौन-सा दिन ${past ? 'था' : 'होगा'}?`,
        en: past
          ? `What day of the week was ${day} ${name.en} ${year}?`
          : `What day of the week will ${day} ${name.en} ${year} be?`,
      },
      correct,
      // Which three other days are offered follows from the date, so a date means one question.
      wrong: [1, 2, 3, 4, 5, 6].map((k) => days[(weekday + k) % 7] ?? correct).slice((day + month) % 4, 6),
      explanation: {
        hi: `1 जनवरी ${from.year} को ${start.hi} था। तब से ${elapsed} दिन = ${Math.floor(elapsed / 7)} सप्ताह और ${odd} विषम दिन, इसलिए ${start.hi} से ${odd} दिन आगे: ${correct.hi}।`,
        en: `1 January ${from.year} was a ${start.en}. ${elapsed} days have passed since = ${Math.floor(elapsed / 7)} weeks and ${odd} odd day${odd === 1 ? '' : 's'}, so ${odd} day${odd === 1 ? '' : 's'} after ${start.en}: ${correct.en}.`,
      },
      params: { year, month: month + 1, day },
    };
  },
};

const degrees = (n: number) => both(`${n}°`);

/**
 * Any minute of the clock (issue 21: 144 times, 36 of them drawn). Wrong options are angles a
 * hurried candidate gets (the hour hand left on the hour, 30° or 15° off) but, like the answer,
 * never above 180°: a "smaller angle" of 210° is ruled out at once.
 */
export const clockAngle: QuestionFamily = {
  key: 'clock',
  subject: 'reasoning',
  topic: 'reasoning',
  difficulty: 'medium',
  draw(rng) {
    const hour = rng.int(1, 12);
    const minute = rng.int(0, 59);
    const raw = Math.abs(30 * (hour % 12) - 5.5 * minute);
    const angle = Math.min(raw, 360 - raw);
    const smaller = (n: number) => Math.min(n % 360, 360 - (n % 360));
    const time = `${hour}:${String(minute).padStart(2, '0')}`;
    return {
      text: {
        hi: `${time} बजे घड़ी की घंटे और मिनट की सुइयों के बीच का (छोटा) कोण कितना होता है?`,
        en: `What is the (smaller) angle between the hour and minute hands of a clock at ${time}?`,
      },
      correct: degrees(angle),
      wrong: [
        smaller(Math.abs(30 * (hour % 12) - 6 * minute)),
        angle + 30,
        angle - 30,
        angle + 15,
        angle - 15,
        180 - angle,
      ]
        .filter((n) => n > 0 && n <= 180 && n !== angle)
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
  'PAPER',
  'SMILE',
  'TRAIN',
  'HORSE',
  'BRICK',
  'FLAME',
  'GLASS',
  'SUGAR',
  'MONEY',
  'EARTH',
  'QUEEN',
  'NIGHT',
  'PLANE',
  'FRUIT',
  'TABLE',
  'SHIRT',
  'BEACH',
  'CLOCK',
  'DREAM',
  'FIELD',
  'GRAPE',
  'LEMON',
  'OCEAN',
  'SPOON',
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
    // Letters moved 1–5 places forward or 1–3 back: 36 words give over 10,000 questions (issue 21).
    const k = rng.pick([-3, -2, -1, 1, 2, 3, 4, 5]);
    const from = example ?? 'TIGER';
    const to = asked ?? 'HOUSE';
    const code = shift(to, k);
    return {
      text: {
        hi: `किसी कूट भाषा में ${from} को ${shift(from, k)} लिखा जाता है। उसी भाषा में ${to} को कैसे लिखा जाएगा?`,
        en: `In a certain code, ${from} is written as ${shift(from, k)}. How is ${to} written in that code?`,
      },
      correct: both(code),
      // The shift the other way, one place further, and the code reversed.
      wrong: [shift(to, -k), shift(to, k + Math.sign(k)), [...code].reverse().join('')].map(both),
      explanation: {
        hi: `हर अक्षर वर्णमाला में ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} लिखा गया है, इसलिए ${to} → ${code}`,
        en: `Each letter moves ${Math.abs(k)} place${Math.abs(k) === 1 ? '' : 's'} ${k > 0 ? 'forward' : 'back'} in the alphabet, so ${to} → ${code}`,
      },
      params: { to, k },
    };
  },
};

const triples: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];
/** Compass points in clockwise order, so a right turn is the next one. */
const compass: Localized[] = [
  { hi: 'उत्तर', en: 'north' },
  { hi: 'पूर्व', en: 'east' },
  { hi: 'दक्षिण', en: 'south' },
  { hi: 'पश्चिम', en: 'west' },
];

/**
 * A walk of two legs at a right angle, each 20 m to 1 km (issue 21 found walks of 3 m), by one of
 * several people, starting towards any compass point and turning either way.
 */
export const directionSense: QuestionFamily = {
  key: 'direction-sense',
  subject: 'reasoning',
  topic: 'direction-sense',
  difficulty: 'easy',
  draw(rng) {
    const [p, q, c] = rng.pick(triples);
    const [a, b] = rng.int(0, 1) === 1 ? [p, q] : [q, p];
    const scales = [5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100].filter(
      (s) => Math.min(a, b) * s >= 20 && c * s <= 700,
    );
    const unit = rng.pick(scales);
    const [first, second, far] = [a * unit, b * unit, c * unit];
    const who = rng.pick(walkers);
    const facing = rng.int(0, 3);
    const right = rng.int(0, 1) === 1;
    const from = compass[facing] ?? { hi: '', en: '' };
    const to = compass[(facing + (right ? 1 : 3)) % 4] ?? { hi: '', en: '' };
    const man = who.sex === 'male';
    const walks = man ? 'चलता' : 'चलती';
    const metres = (n: number) => ({ hi: `${n} मीटर`, en: `${n} m` });
    return {
      text: {
        hi: `${who.hi} ${first} मीटर ${from.hi} की ओर ${walks} है, फिर ${right ? 'दाएँ' : 'बाएँ'} मुड़कर ${second} मीटर ${walks} है। वह अपने प्रारंभिक बिंदु से कितनी दूरी पर है?`,
        en: `${who.en} walks ${first} m ${from.en}, then turns ${right ? 'right' : 'left'} and walks ${second} m. How far is ${man ? 'he' : 'she'} from ${man ? 'his' : 'her'} starting point?`,
      },
      correct: metres(far),
      // The distance walked, the difference of the legs, and one scale step too far.
      wrong: nearMisses(far, [first + second - far, Math.abs(first - second) - far, unit, -unit]).map(metres),
      explanation: {
        hi: `${from.hi} से ${right ? 'दाएँ' : 'बाएँ'} मुड़कर वह ${to.hi} की ओर ${walks} है, पहले रास्ते से समकोण पर; दूरी = √(${first}² + ${second}²) = ${far} मीटर`,
        en: `Turning ${right ? 'right' : 'left'} from ${from.en}, ${man ? 'he' : 'she'} walks ${to.en}, at a right angle to the first leg; distance = √(${first}² + ${second}²) = ${far} m`,
      },
      params: { north: first, east: second },
    };
  },
};
