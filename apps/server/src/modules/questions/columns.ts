import type { QuestionInput } from '@abhyas/core';

/** The CSV/XLSX column format (docs/content-import.md). option5_* and image_url may be left out. */
export const columns = [
  'section',
  'subject',
  'topic',
  'difficulty',
  'question_hi',
  'question_en',
  'option1_hi',
  'option1_en',
  'option2_hi',
  'option2_en',
  'option3_hi',
  'option3_en',
  'option4_hi',
  'option4_en',
  'option5_hi',
  'option5_en',
  'answer',
  'explanation_hi',
  'explanation_en',
  'image_url',
  'passage_hi',
  'passage_en',
  'fact_date',
  'expires_on',
] as const;
// passage_*: reading comprehension and cloze, the passage repeated on each of its questions' rows;
// fact_date and expires_on: current affairs only (docs/current-affairs.md).
const optionalColumns = new Set<string>([
  'option5_hi',
  'option5_en',
  'image_url',
  'passage_hi',
  'passage_en',
  'fact_date',
  'expires_on',
]);
export const requiredColumns = columns.filter((c) => !optionalColumns.has(c));

export type Cells = Record<string, string>;

/** One question as the columns' cells, for export and the template. */
export function toCells(q: QuestionInput): Cells {
  const cells: Cells = {
    section: String(q.section),
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    question_hi: q.text.hi,
    question_en: q.text.en,
    answer: String(q.answer),
    explanation_hi: q.explanation.hi,
    explanation_en: q.explanation.en,
    image_url: q.image ?? '',
    passage_hi: q.passage?.hi ?? '',
    passage_en: q.passage?.en ?? '',
    fact_date: q.factDate ?? '',
    expires_on: q.expiresOn ?? '',
  };
  for (let i = 0; i < 5; i++) {
    cells[`option${i + 1}_hi`] = q.options[i]?.hi ?? '';
    cells[`option${i + 1}_en`] = q.options[i]?.en ?? '';
  }
  return cells;
}

/** Whole numbers stay numbers; anything else is passed on as text for the schema to refuse by rule. */
const numberOrText = (s: string): number | string => (/^\s*\d+\s*$/.test(s) ? Number(s) : s.trim());

/**
 * A row's cells as the question shape `questionInputSchema` checks. Options run up to the last
 * filled option column (option6_* and beyond are read too, so "too many options" is reported, not
 * dropped); an empty option before it stays, to be reported as missing text.
 */
export function fromCells(cells: Cells): Record<string, unknown> {
  const get = (c: string) => (cells[c] ?? '').trim();
  const optionNumbers = Object.keys(cells)
    .map((c) => c.match(/^option(\d+)_(hi|en)$/)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .filter((n) => get(`option${n}_hi`) !== '' || get(`option${n}_en`) !== '');
  const last = Math.max(0, ...optionNumbers);
  const options = Array.from({ length: last }, (_, i) => ({
    hi: get(`option${i + 1}_hi`),
    en: get(`option${i + 1}_en`),
  }));
  const image = get('image_url');
  const passage = { hi: get('passage_hi'), en: get('passage_en') };
  const factDate = get('fact_date');
  const expiresOn = get('expires_on');
  return {
    section: numberOrText(get('section')),
    subject: get('subject'),
    topic: get('topic'),
    difficulty: get('difficulty').toLowerCase(),
    text: { hi: get('question_hi'), en: get('question_en') },
    options,
    answer: numberOrText(get('answer')),
    explanation: { hi: get('explanation_hi'), en: get('explanation_en') },
    ...(image ? { image } : {}),
    // Either half given: both are checked, so a missing one is reported against its column.
    ...(passage.hi || passage.en ? { passage } : {}),
    ...(factDate ? { factDate } : {}),
    ...(expiresOn ? { expiresOn } : {}),
  };
}

/** A schema path as the column the admin sees: ['options', 2, 'hi'] → option3_hi. */
export function columnOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path;
  if (head === 'text' && typeof second === 'string') return `question_${second}`;
  if (head === 'explanation' && typeof second === 'string') return `explanation_${second}`;
  if (head === 'options' && typeof second === 'number')
    return typeof third === 'string' ? `option${second + 1}_${third}` : `option${second + 1}`;
  if (head === 'image') return 'image_url';
  if (head === 'passage' && typeof second === 'string') return `passage_${second}`;
  if (head === 'factDate') return 'fact_date';
  if (head === 'expiresOn') return 'expires_on';
  return String(head ?? 'row');
}

/** The example row of the downloadable template: a valid question, so the template imports as-is. */
export const exampleQuestion: QuestionInput = {
  section: 1,
  subject: 'geography',
  topic: 'indian-geography',
  difficulty: 'easy',
  text: { hi: 'भारत की सबसे लंबी नदी कौन-सी है?', en: 'Which is the longest river of India?' },
  options: [
    { hi: 'गंगा', en: 'Ganga' },
    { hi: 'यमुना', en: 'Yamuna' },
    { hi: 'गोदावरी', en: 'Godavari' },
    { hi: 'नर्मदा', en: 'Narmada' },
  ],
  answer: 1,
  explanation: {
    hi: 'गंगा लगभग 2525 किमी लंबी है और भारत की सबसे लंबी नदी है।',
    en: 'The Ganga, about 2525 km long, is the longest river of India.',
  },
};
