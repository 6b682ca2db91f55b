/**
 * pdf: a 100-question bilingual practice set (questions of the real bank, content/questions, each in
 * Hindi then English, with options, the answer and the explanation) made into a PDF by the server's
 * own code (modules/notes/pdf/set-pdf.ts): Noto Sans Devanagari and DejaVu Sans embedded and
 * subset, every line shaped by fontkit. Goal: under 2 s. The baseline, in the same run, is the same
 * layout code with pdfkit's built-in Helvetica (nothing embedded, nothing shaped), which cannot write
 * Hindi: it prints the English half only, so the ratio is an upper bound on what Hindi costs.
 * In the bench's own process (no HTTP); the first PDF of a process also reads and parses the fonts,
 * so it is reported apart ("cold"). The faces remember the words they shaped for the whole process
 * (modules/notes/pdf/fonts.ts), so printing the same set again ("warm, same set") measures little
 * but layout and embedding; "warm, new set" prints each round 100 questions no earlier PDF of the
 * process held (the next slice of the bank), which is what a running server meets: its new words
 * are shaped, the common ones come from the cache. The goal is judged on the new sets.
 */

import { type SetPdfInput, setPdf } from '../apps/server/src/modules/notes/pdf/set-pdf.ts';
import { loadBank } from '../content/library.ts';
import { formatMs, formatRatio, median } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'pdf';
const questionCount = 100;

/** Every bank question, taken in turn from every file so that subjects (and maths) mix as in a set. */
function interleavedBank() {
  const files = loadBank();
  const all = [];
  for (let round = 0; ; round++) {
    let added = false;
    for (const file of files) {
      const q = file.questions[round];
      if (q) {
        all.push(q);
        added = true;
      }
    }
    if (!added) return all;
  }
}

let bank: ReturnType<typeof interleavedBank> | undefined;

/** The `index`-th slice of 100 questions of the interleaved bank (0: the first 100, as before). */
function bankSet(languages: ('hi' | 'en')[], fonts: 'embedded' | 'standard', index = 0): SetPdfInput {
  bank ??= interleavedBank();
  const picked = bank.slice(index * questionCount, (index + 1) * questionCount);
  return {
    title: { hi: 'बेंच सेट: सामान्य अध्ययन', en: 'Bench set: General Studies' },
    seriesTitle: { hi: 'बेंच शृंखला', en: 'Bench series' },
    sectionNames: [{ hi: 'सामान्य अध्ययन', en: 'General Studies' }],
    languages,
    variant: 'answers',
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

/**
 * Wall time, and the CPU time this process spent (user + system): on a machine shared with other work
 * the wall time stretches while the CPU time stays what one quiet core would need.
 */
async function time(input: SetPdfInput): Promise<{ ms: number; cpuMs: number; bytes: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pdf = await setPdf(input);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes: pdf.length };
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const rounds = opts.quick ? 2 : 7;
  const bilingual = bankSet(['hi', 'en'], 'embedded');
  const baseline = bankSet(['en'], 'standard');
  // Sets 1…rounds: questions no earlier PDF of this process printed.
  const fresh = Array.from({ length: rounds }, (_, r) => bankSet(['hi', 'en'], 'embedded', r + 1));
  if ([bilingual, ...fresh].some((set) => set.questions.length !== questionCount))
    throw new Error(`the bank has fewer than ${(rounds + 1) * questionCount} questions`);
  console.log(
    `${name}: a ${questionCount}-question bilingual set with answers and explanations as a PDF, ${rounds} rounds (medians)`,
  );
  const cold = await time(bilingual);
  const made: number[] = [];
  const madeCpu: number[] = [];
  const fresher: number[] = [];
  const fresherCpu: number[] = [];
  const base: number[] = [];
  const baseCpu: number[] = [];
  let bytes = 0;
  let baseBytes = 0;
  for (let r = 0; r < rounds; r++) {
    const n = await time(fresh[r] as SetPdfInput);
    const a = await time(bilingual);
    const b = await time(baseline);
    fresher.push(n.ms);
    fresherCpu.push(n.cpuMs);
    made.push(a.ms);
    madeCpu.push(a.cpuMs);
    base.push(b.ms);
    baseCpu.push(b.cpuMs);
    bytes = a.bytes;
    baseBytes = b.bytes;
  }
  const [m, b, mc, bc] = [median(made), median(base), median(madeCpu), median(baseCpu)];
  const [f, fc] = [median(fresher), median(fresherCpu)];
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  // The goal is judged on a new set's wall time in a warm process (what a student waits for once
  // the server runs and has printed other sets).
  console.log(
    `  bilingual, shaped: warm, new set ${formatMs(f)} wall / ${formatMs(fc)} CPU; warm, same set again ` +
      `${formatMs(m)} wall / ${formatMs(mc)} CPU; cold (fonts parsed, nothing shaped yet) ` +
      `${formatMs(cold.ms)} wall / ${formatMs(cold.cpuMs)} CPU (${kb(bytes)}); English only in Helvetica: ` +
      `${formatMs(b)} wall / ${formatMs(bc)} CPU (${kb(baseBytes)}). Goal < 2 s (new set): ${f < 2000 ? 'met' : 'NOT met'}`,
  );
  return [
    {
      bench: name,
      variant: `${questionCount}-question bilingual set with answers, Noto Devanagari shaped`,
      figure: `warm new set ${formatMs(f)} (CPU ${formatMs(fc)}); same set ${formatMs(m)} (CPU ${formatMs(mc)}); cold ${formatMs(cold.ms)}; ${kb(bytes)}`,
      baseline: `English only, built-in Helvetica ${formatMs(b)} (CPU ${formatMs(bc)}); goal 2,000 ms`,
      ratio: `new set vs Helvetica ${formatRatio(f / b)}; vs goal ${formatRatio(f / 2000)}`,
    },
  ];
}

export const pdfBench: Bench = { name, run };
