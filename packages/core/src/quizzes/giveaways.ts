/**
 * Two questions one quiz must not hold together: one whose explanation answers the other
 * (docs/quizzes.md, "Questions that give each other away"). A quiz shows each explanation right
 * after its answer, so "the skin is the largest organ; the liver is the largest gland" would answer
 * "Which is the largest gland?" a few questions later.
 *
 * The rule, per language: `from`'s explanation contains `to`'s correct option as whole words, and
 * at least two distinct key terms of `to`'s question (words that are not the answer itself, not
 * numbers, not question words). Both are needed: an answer alone ("Gujarat", "1982") is named by many
 * explanations that answer nothing else, and shared terms alone are merely the same topic. Answers
 * too short or generic to give anything away ("All of these", "Both A and B", "Yes") never count.
 * Pure and cheap (a few string searches per pair), so the draw runs it over its candidates only.
 */
import type { Localized } from '../content/localized.ts';
import { normaliseText } from '../questions/contracts.ts';

/** What the rule reads of a question: its text, options, key (0-based) and explanation. */
export interface Explained {
  text: Localized;
  options: readonly Localized[];
  correctOption: number;
  explanation: Localized;
}

/** Question words and words every stem of this bank uses; they say nothing about which fact is asked. */
const stopWords = new Set(
  [
    'which what when where whom whose with from that this these those following called known first',
    'india indian there their they have been were does give gives given true false statement',
    'statements correct incorrect about into than also only both none above below other same under',
    'over more most less least each after before during between among name named option options',
    'select choose find number word words',
    'निम्नलिखित सबसे भारत भारतीय द्वारा किसने किसको किसके किसकी कहाँ कहलाता कहलाती कहते जाता जाती',
    'जाते होता होती होते वाला वाली वाले प्रथम पहला पहली किया गया गयी विकल्प',
  ]
    .join(' ')
    .split(' ')
    .map(normaliseText),
);
const genericAnswer = /^(all|none|both|neither|only|can ?t|cannot|no error|उपर्युक्त|इनमें|सभी|कोई नहीं|दोनों)/;

interface Side {
  answer: string | null;
  terms: string[];
  explanation: string;
}
type Prepared = Record<'hi' | 'en', Side>;

const padded = (s: string) => ` ${normaliseText(s)} `;

function side(q: Explained, lang: 'hi' | 'en'): Side {
  const raw = normaliseText(q.options[q.correctOption]?.[lang] ?? '');
  const answer = raw.length >= 4 && !genericAnswer.test(raw) ? raw : null;
  const inAnswer = new Set(raw.split(' '));
  const terms = normaliseText(q.text[lang])
    .split(' ')
    .filter((w) => w.length >= 4 && !/^\d+$/.test(w) && !stopWords.has(w) && !inAnswer.has(w));
  return { answer, terms: [...new Set(terms)], explanation: padded(q.explanation[lang]) };
}

// Drawn content objects are read again for every pair: prepare each once.
const prepared = new WeakMap<Explained, Prepared>();
function prepare(q: Explained): Prepared {
  let p = prepared.get(q);
  if (!p) {
    p = { hi: side(q, 'hi'), en: side(q, 'en') };
    prepared.set(q, p);
  }
  return p;
}

/** Whether `from`'s explanation gives away `to`'s answer (in either language). */
export function givesAway(from: Explained, to: Explained): boolean {
  if (from === to) return false;
  const a = prepare(from);
  const b = prepare(to);
  return (['hi', 'en'] as const).some((lang) => {
    const { answer, terms } = b[lang];
    const explanation = a[lang].explanation;
    if (!answer || !explanation.includes(` ${answer} `)) return false;
    let shared = 0;
    for (const term of terms) if (explanation.includes(` ${term} `) && ++shared >= 2) return true;
    return false;
  });
}

/** Whether one of the two gives the other away: they may not share a quiz. */
export const giveEachOtherAway = (a: Explained, b: Explained): boolean => givesAway(a, b) || givesAway(b, a);

/**
 * Up to `n` of `candidates`, in their order, skipping one that gives away (or is given away by) a
 * question already kept. `kept` holds the quiz's questions so far and grows with each one taken, so
 * a draw in several steps (fresh, generated, then met) keeps the rule across its steps.
 */
export function keepApart<T>(
  candidates: readonly T[],
  n: number,
  contentOf: (candidate: T) => Explained | undefined,
  kept: Explained[],
): T[] {
  const out: T[] = [];
  for (const c of candidates) {
    if (out.length >= n) break;
    const q = contentOf(c);
    if (q && kept.some((k) => giveEachOtherAway(k, q))) continue;
    if (q) kept.push(q);
    out.push(c);
  }
  return out;
}
