import { parseArgs } from 'node:util';
import { aimedQuiz } from './aimed-quiz.ts';
import { answerSaves } from './answer-saves.ts';
import { attendanceMark } from './attendance-mark.ts';
import { bankSearch } from './bank-search.ts';
import { chatFanout } from './chat-fanout.ts';
import { chatMemory } from './chat-memory.ts';
import { chatSustained } from './chat-sustained.ts';
import { credentialStuffing } from './credential-stuffing.ts';
import { dataCost } from './data-cost.ts';
import { deadlineStampede } from './deadline-stampede.ts';
import { firstPaint } from './first-paint.ts';
import { globalBoardBench } from './global-board.ts';
import { instituteDashboardBench } from './institute-dashboard.ts';
import { keyCorrection } from './key-correction.ts';
import { cpuBusy, describeMachine } from './lib/machine.ts';
import { markdownTable } from './lib/table.ts';
import type { Bench, SummaryRow } from './lib/types.ts';
import { lighthouseBench } from './lighthouse.ts';
import { liveDay } from './live-day.ts';
import { meThroughput } from './me-throughput.ts';
import { pdfBench } from './pdf.ts';
import { pdfHall } from './pdf-hall.ts';
import { soak } from './soak.ts';
import { startup } from './startup.ts';
import { submitRank } from './submit-rank.ts';

const benches: Bench[] = [
  meThroughput,
  startup,
  firstPaint,
  lighthouseBench,
  answerSaves,
  deadlineStampede,
  dataCost,
  submitRank,
  keyCorrection,
  pdfBench,
  pdfHall,
  aimedQuiz,
  bankSearch,
  globalBoardBench,
  instituteDashboardBench,
  attendanceMark,
  chatFanout,
  chatMemory,
  chatSustained,
  soak,
  liveDay,
  credentialStuffing,
];

const { values } = parseArgs({
  options: { only: { type: 'string' }, quick: { type: 'boolean', default: false } },
});
const selected = values.only
  ? benches.filter((b) => b.name === values.only)
  : benches.filter((b) => !b.onlyWhenNamed);
if (selected.length === 0) {
  console.error(`No benchmark named "${values.only}". Known: ${benches.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

console.log(
  `Abhyas benchmarks${values.quick ? ' (quick: smoke run, do not record)' : ''} — ${new Date().toISOString()}`,
);
console.log(describeMachine());

// Other work on the machine (a test run, a build) shows up as noise in every figure; say so up front.
const busy = await cpuBusy();
if (busy !== null) {
  console.log(`CPU busy before the run: ${(100 * busy).toFixed(0)}%`);
  if (busy > 0.1)
    console.log('warning: something else is using the CPU; figures will be noisy. Record a quiet run.');
}
console.log('');

const rows: SummaryRow[] = [];
let failed = false;
for (const bench of selected) {
  const began = Date.now();
  try {
    rows.push(...(await bench.run({ quick: values.quick })));
  } catch (err) {
    // One broken benchmark should not hide the others' figures; the exit code still says it failed.
    failed = true;
    console.error(
      `\n${bench.name} FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  // How long each bench took, so CI's smoke run shows where its minutes go.
  console.log(`${bench.name}: ${((Date.now() - began) / 1000).toFixed(0)} s`);
  console.log('');
}

console.log(
  markdownTable(
    ['bench', 'variant', 'figure', 'baseline', 'ratio'],
    rows.map((r) => [r.bench, r.variant, r.figure, r.baseline, r.ratio]),
  ),
);
process.exit(failed ? 1 : 0);
