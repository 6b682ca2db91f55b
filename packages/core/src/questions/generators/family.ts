import type { Localized } from '../../content/localized.ts';
import type { Difficulty } from '../contracts.ts';
import { type Rng, seededRng } from './random.ts';

/** One generated question in the bank's shape (section-less), plus the values it was made from. */
export interface GeneratedQuestion {
  subject: 'maths' | 'reasoning';
  topic: string;
  difficulty: Difficulty;
  text: Localized;
  options: Localized[];
  /** 1-based number of the correct option. */
  answer: number;
  explanation: Localized;
  /** The drawn values, so a test can recompute the answer independently. */
  params: Record<string, number | string>;
}

/** What a family draws: the question, its correct option and three wrong ones (all distinct). */
export interface Draft {
  text: Localized;
  correct: Localized;
  wrong: Localized[];
  explanation: Localized;
  params: Record<string, number | string>;
  /**
   * Options printed in a fixed order instead of shuffled (`wrong` unused): the five standard choices
   * of a banking paper's quadratic comparison, which every paper lists the same way.
   */
  fixedOptions?: Localized[];
}

export interface QuestionFamily {
  key: string;
  subject: 'maths' | 'reasoning';
  topic: string;
  difficulty: Difficulty;
  draw(rng: Rng): Draft;
}

/** The same text in both languages (numbers, codes, letters). */
export const both = (text: string): Localized => ({ hi: text, en: text });

/** FNV-1a over a text: a seed for ordering a question's options by its text. */
function textSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * Generates a family's question for a seed: draws until the correct option and three wrong ones are
 * distinct (a draw that repeats one is drawn again, deterministically), then shuffles the options.
 * The shuffle is seeded by the question's text, and each family's wrong options follow from its text,
 * so two seeds that draw the same question give the same options in the same order: a text the sets
 * name twice means one thing everywhere (the content check requires it).
 */
export function generate(family: QuestionFamily, seed: number): GeneratedQuestion {
  const rng = seededRng(seed);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const draft = family.draw(rng);
    if (draft.fixedOptions) return fixed(family, draft, draft.fixedOptions);
    const wrong = uniqueWrong(draft.correct, draft.wrong).slice(0, 3);
    if (wrong.length < 3) continue;
    const options = seededRng(textSeed(draft.text.en)).shuffle([draft.correct, ...wrong]);
    return {
      subject: family.subject,
      topic: family.topic,
      difficulty: family.difficulty,
      text: draft.text,
      options,
      answer: options.indexOf(draft.correct) + 1,
      explanation: draft.explanation,
      params: draft.params,
    };
  }
  throw new Error(`${family.key}: no four distinct options for seed ${seed}`);
}

function fixed(family: QuestionFamily, draft: Draft, options: Localized[]): GeneratedQuestion {
  const answer = options.findIndex((o) => o.en === draft.correct.en) + 1;
  if (answer === 0) throw new Error(`${family.key}: the correct option is not among the fixed ones`);
  const { subject, topic, difficulty } = family;
  const { text, explanation, params } = draft;
  return { subject, topic, difficulty, text, options, answer, explanation, params };
}

function uniqueWrong(correct: Localized, wrong: Localized[]): Localized[] {
  const seen = new Set([correct.en, correct.hi]);
  return wrong.filter((w) => {
    if (seen.has(w.en) || seen.has(w.hi)) return false;
    seen.add(w.en);
    seen.add(w.hi);
    return true;
  });
}

/** Wrong numeric answers near the right one: the slips a hurried candidate makes. */
export function nearMisses(correct: number, deltas: readonly number[]): number[] {
  return deltas.map((d) => correct + d).filter((n) => n > 0 && n !== correct);
}

/** Indian digit grouping (12,34,567), as exam papers print amounts. */
export const inr = (n: number) => n.toLocaleString('en-IN');
