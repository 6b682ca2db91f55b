import { mathToText } from '@abhyas/core';
import { type Inline, PdfWriter } from './writer.ts';

export interface SetPdfQuestion {
  position: number;
  section: number;
  text: { hi: string; en: string };
  options: { hi: string; en: string }[];
  correctOption: number;
  explanation: { hi: string; en: string };
  hasImage: boolean;
}

export interface SetPdfInput {
  title: { hi: string; en: string };
  seriesTitle: { hi: string; en: string };
  sectionNames: { hi: string; en: string }[];
  /** The languages to print, in order: ['hi'], ['en'] or ['hi', 'en']. */
  languages: ('hi' | 'en')[];
  questions: SetPdfQuestion[];
  fonts?: 'embedded' | 'standard';
}

const words = {
  hi: { answer: 'उत्तर', explanation: 'व्याख्या', questions: 'प्रश्न', figure: '(चित्र: प्रश्न ऑनलाइन देखें)' },
  en: {
    answer: 'Answer',
    explanation: 'Explanation',
    questions: 'questions',
    figure: '(figure: see the question online)',
  },
};

/**
 * Options are numbered 1–4, as the real computer-based tests and our exam hall number them
 * (apps/web/src/lib/option-label.ts); options that bring their own "(A) " labels get no number.
 */
const ownLabel = /^\s*\((?:[A-Ea-e]|[1-9])\)\s/;
const optionPrefix = (options: string[], i: number) =>
  options.some((o) => ownLabel.test(o)) ? '' : `${i + 1}. `;

/** A practice set with its answers and explanations, each question in the chosen language(s). */
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
  for (const q of input.questions) {
    if (q.section !== section && input.sectionNames.length > 1) {
      section = q.section;
      const name = input.sectionNames[section];
      if (name) w.heading(input.languages.map((l) => name[l]).join(' / '), 2);
    }
    input.languages.forEach((lang, li) => {
      const options = q.options.map((o) => o[lang]);
      const number: Inline = { text: li === 0 ? `${q.position}. ` : '', bold: true };
      w.paragraph([number, { text: mathToText(q.text[lang]) }], li === 0 ? 0 : 16);
      if (q.hasImage) w.paragraph([{ text: words[lang].figure }], 16);
      options.forEach((o, i) => {
        w.paragraph([{ text: `${optionPrefix(options, i)}${mathToText(o)}` }], 16);
      });
    });
    for (const lang of input.languages) {
      const options = q.options.map((o) => o[lang]);
      const answer = options[q.correctOption] ?? '';
      w.paragraph([
        { text: `${words[lang].answer}: `, bold: true },
        { text: `${optionPrefix(options, q.correctOption)}${mathToText(answer)}` },
      ]);
      const explanation = q.explanation[lang].trim();
      if (explanation)
        w.paragraph([
          { text: `${words[lang].explanation}: `, bold: true },
          { text: mathToText(explanation) },
        ]);
    }
    w.rule();
  }
  return w.finish();
}
