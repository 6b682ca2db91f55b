import { mathRuns } from './maths.ts';
import type { Inline } from './mixed-lines.ts';
import { PdfWriter } from './writer.ts';

export interface SetPdfQuestion {
  position: number;
  section: number;
  text: { hi: string; en: string };
  options: { hi: string; en: string }[];
  correctOption: number;
  explanation: { hi: string; en: string };
  hasImage: boolean;
  /** The passage the question is asked on (reading comprehension, cloze), printed once before its first. */
  passage?: { hi: string; en: string } | undefined;
}

/**
 * What a set's PDF holds: `paper`, the questions only (the paper a student sits); `answers`, the same
 * paper followed by its answer key with the explanations.
 */
export type SetPdfVariant = 'paper' | 'answers';

export interface SetPdfInput {
  title: { hi: string; en: string };
  seriesTitle: { hi: string; en: string };
  sectionNames: { hi: string; en: string }[];
  /** The languages to print, in order: ['hi'], ['en'] or ['hi', 'en']. */
  languages: ('hi' | 'en')[];
  variant: SetPdfVariant;
  questions: SetPdfQuestion[];
  fonts?: 'embedded' | 'standard';
  /** Name a lone section too (a digest's one day); a set with one section prints no heading. */
  headEverySection?: boolean;
}

const words = {
  hi: {
    answer: 'उत्तर',
    explanation: 'व्याख्या',
    questions: 'प्रश्न',
    figure: '(चित्र: प्रश्न ऑनलाइन देखें)',
    passage: 'गद्यांश पढ़कर आगे के प्रश्नों के उत्तर दीजिए',
    key: 'उत्तर कुंजी और व्याख्या',
  },
  en: {
    answer: 'Answer',
    explanation: 'Explanation',
    questions: 'questions',
    figure: '(figure: see the question online)',
    passage: 'Read the passage and answer the questions that follow',
    key: 'Answer key and explanations',
  },
};

/**
 * Options are numbered 1–4, as the real computer-based tests and our exam hall number them
 * (apps/web/src/lib/option-label.ts); options that bring their own "(A) " labels get no number.
 */
const ownLabel = /^\s*\((?:[A-Ea-e]|[1-9])\)\s/;
const optionPrefix = (options: string[], i: number) =>
  options.some((o) => ownLabel.test(o)) ? '' : `${i + 1}. `;

/** One question with its options, in each language; after its section's heading when it opens one. */
function question(w: PdfWriter, input: SetPdfInput, q: SetPdfQuestion, heading: string | null): void {
  if (heading) w.heading(heading, 2);
  input.languages.forEach((lang, li) => {
    const options = q.options.map((o) => o[lang]);
    const number: Inline = { text: li === 0 ? `${q.position}. ` : '', bold: true };
    w.paragraph([number, ...mathRuns(q.text[lang])], li === 0 ? 0 : 16);
    if (q.hasImage) w.paragraph([{ text: words[lang].figure }], 16);
    options.forEach((o, i) => {
      w.paragraph([{ text: optionPrefix(options, i) }, ...mathRuns(o)], 16);
    });
  });
  w.rule();
}

/**
 * A passage before the first of its questions: the instruction, then its paragraphs, once per
 * language, or once when both languages are the same text (an English passage in a Hindi paper).
 */
function passage(w: PdfWriter, input: SetPdfInput, text: { hi: string; en: string }): void {
  const languages = text.hi === text.en ? input.languages.slice(0, 1) : input.languages;
  w.paragraph([{ text: input.languages.map((l) => words[l].passage).join(' / '), bold: true }]);
  for (const lang of languages)
    for (const paragraph of text[lang].split(/\n\s*\n/)) w.paragraph(mathRuns(paragraph.trim()), 0);
  w.rule();
}

/** One question's entry in the answer key: its number, the answer and the explanation, per language. */
function answer(w: PdfWriter, input: SetPdfInput, q: SetPdfQuestion): void {
  input.languages.forEach((lang, li) => {
    const options = q.options.map((o) => o[lang]);
    const chosen = options[q.correctOption] ?? '';
    w.paragraph([
      { text: li === 0 ? `${q.position}. ` : '', bold: true },
      { text: `${words[lang].answer}: `, bold: true },
      { text: optionPrefix(options, q.correctOption) },
      ...mathRuns(chosen),
    ]);
    const explanation = q.explanation[lang].trim();
    if (explanation)
      w.paragraph([{ text: `${words[lang].explanation}: `, bold: true }, ...mathRuns(explanation)], 16);
  });
  w.rule();
}

/**
 * A practice set as a PDF, each question in the chosen language(s): the question paper, and for the
 * `answers` variant the answer key with the explanations after it, from a page of its own (so the
 * paper can be sat before the key is read). No question and no answer is split across two pages.
 */
export function setPdf(input: SetPdfInput): Promise<Buffer> {
  const [first = 'hi'] = input.languages;
  const title = input.languages.map((l) => input.title[l]).join(' / ');
  const w = new PdfWriter(
    { title, language: first, ...(input.fonts ? { fonts: input.fonts } : {}) },
    `Abhyas · ${input.title[first]}`,
  );
  const count = input.questions.length;
  w.title(
    title,
    `${input.languages.map((l) => input.seriesTitle[l]).join(' / ')} · ${count} ${words[first].questions}`,
  );
  let section = -1;
  let lastPassage: string | undefined;
  for (const q of input.questions) {
    let heading: string | null = null;
    if (q.section !== section && (input.sectionNames.length > 1 || input.headEverySection)) {
      section = q.section;
      const name = input.sectionNames[section];
      if (name) heading = input.languages.map((l) => name[l]).join(' / ');
    }
    const shared = q.passage;
    if (shared && shared.en !== lastPassage) w.keepTogether((block) => passage(block, input, shared));
    lastPassage = shared?.en;
    // A section's heading goes with its first question, so it never ends a page on its own.
    w.keepTogether((block) => question(block, input, q, heading));
  }
  if (input.variant === 'answers') {
    w.newPage();
    w.title(input.languages.map((l) => words[l].key).join(' / '), title);
    for (const q of input.questions) w.keepTogether((block) => answer(block, input, q));
  }
  return w.finish();
}
