/**
 * pdf: a 100-question bilingual practice set (questions of the real bank, content/questions, each in
 * Hindi then English, with options, the answer and the explanation) made into a PDF by the server's
 * own code (modules/notes/pdf/set-pdf.ts): Noto Sans Devanagari and DejaVu Sans embedded and
 * subset, every line shaped by fontkit. Goal: under 2 s. The baseline, in the same run, is the same
 * layout code with pdfkit's built-in Helvetica (nothing embedded, nothing shaped), which cannot write
 * Hindi: it prints the English half only, so the ratio is an upper bound on what Hindi costs.
 * In the bench's own process (no HTTP); the first PDF of a process also reads and parses the fonts,
 * so it is reported apart ("cold").
 */

import { type SetPdfInput, setPdf } from '../apps/server/src/modules/notes/pdf/set-pdf.ts';
import { loadBank } from '../content/library.ts';
import { formatMs, formatRatio, median } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'pdf';
const questionCount = 100;

/** 100 bank questions, taken in turn from every file so that subjects (and maths) mix as in a set. */
function bankSet(languages: ('hi' | 'en')[], fonts: 'embedded' | 'standard'): SetPdfInput {
  const files = loadBank();
  const picked = [];
  for (let round = 0; picked.length < questionCount; round++) {
    let added = false;
    for (const file of files) {
      const q = file.questions[round];
      if (q && picked.length < questionCount) {
        picked.push(q);
        added = true;
      }
    }
    if (!added) break;
  }
  return {
    title: { hi: 'बेंच सेट: सामान्य अध्ययन', en: 'Bench set: General Studies' },
    seriesTitle: { hi: 'बेंच शृंखला', en: 'Bench series' },
    sectionNames: [{ hi: 'सामान्य अध्ययन', en: 'General Studies' }],
    languages,
    fonts,
    questions: picked.map((q, i) => ({
      position: i + 1,
      section: 0,
      text: q.text,
      options: q.options,
      correctOption: q.answer - 1,
      explanation: q.explanation,
      hasImage: q.image !== undefined,
    })),
  };
}

async function time(input: SetPdfInput): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const pdf = await setPdf(input);
  return { ms: performance.now() - started, bytes: pdf.length };
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const rounds = opts.quick ? 2 : 7;
  const bilingual = bankSet(['hi', 'en'], 'embedded');
  const baseline = bankSet(['en'], 'standard');
  if (bilingual.questions.length !== questionCount) throw new Error('the bank has fewer than 100 questions');
  console.log(
    `${name}: a ${questionCount}-question bilingual set with answers and explanations as a PDF, ${rounds} rounds (medians)`,
  );
  const cold = await time(bilingual);
  const made: number[] = [];
  const base: number[] = [];
  let bytes = 0;
  let baseBytes = 0;
  for (let r = 0; r < rounds; r++) {
    const a = await time(bilingual);
    const b = await time(baseline);
    made.push(a.ms);
    base.push(b.ms);
    bytes = a.bytes;
    baseBytes = b.bytes;
  }
  const [m, b] = [median(made), median(base)];
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `  bilingual, shaped: cold ${formatMs(cold.ms)}, warm ${formatMs(m)} (${kb(bytes)}); ` +
      `English only in Helvetica: ${formatMs(b)} (${kb(baseBytes)}). Goal < 2 s: ${
        Math.max(m, cold.ms) < 2000 ? 'met' : 'NOT met'
      }`,
  );
  return [
    {
      bench: name,
      variant: `${questionCount}-question bilingual set with answers, Noto Devanagari shaped`,
      figure: `warm ${formatMs(m)}; cold ${formatMs(cold.ms)}; ${kb(bytes)}`,
      baseline: `English only, built-in Helvetica ${formatMs(b)}; goal 2,000 ms`,
      ratio: `vs Helvetica ${formatRatio(m / b)}; vs goal ${formatRatio(Math.max(m, cold.ms) / 2000)}`,
    },
  ];
}

export const pdfBench: Bench = { name, run };
