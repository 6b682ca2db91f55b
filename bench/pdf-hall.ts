/**
 * pdf-hall: does making PDFs slow the exam hall? Issue 17: one student cycling through the set PDFs
 * raised a candidate's answer-save latency from p50 17 ms to 616 ms, because the PDFs were laid out
 * and shaped on the event loop. The real server (bench/targets/exam-app.ts, PGlite in a fresh data
 * dir, so no PDF is on disk yet) takes paced answer saves from candidates sitting a set (as in
 * answer-saves). Windows alternate: saves alone (the baseline), then saves while eight students each
 * keep one set-PDF download in flight, every one a PDF not made before (the paper of another set and
 * language: a render each, never the disk cache), so eight renders are in flight (the server renders
 * in worker threads, modules/notes/pdf/renderer.ts, one per user at a time); after each such window
 * the downloads stop and the renders still queued finish before the next baseline. Alternating
 * spreads a shared machine's swings over both sides. The figure is the p99 of every save made with
 * PDFs in flight as a ratio to the p99 of every save of the baseline windows. Goal: ≤ 1.2×, no save
 * and no PDF refused.
 */

import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe as describeSaves, type Outcome, paced, type Sizes, type Target } from './answer-saves.ts';
import { BenchScope } from './lib/bench-scope.ts';
import {
  type ExamServer,
  JsonClient,
  loopWindow,
  mintTokens,
  ms,
  percentile,
  startExamApp,
} from './lib/exam-load.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase, defaultBenchDatabaseUrl } from './lib/postgres.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';
import type { LoopReport } from './targets/loop-report.ts';

const name = 'pdf-hall';
const downloaders = 8;
const goal = 1.2;

function sizes(quick: boolean): Sizes & { rounds: number } {
  return {
    // About 50 saves a second: a hall of a few hundred candidates, well within what the server takes
    // on 2 cores (answer-saves), so the baseline measures the saves and not a queue.
    candidates: [quick ? 30 : 100],
    rounds: quick ? 1 : 8,
    warmupSeconds: quick ? 1 : 2,
    windowSeconds: quick ? 3 : 8,
    minIntervalMs: 1000,
    maxIntervalMs: 3000,
    // Only paced windows run here.
    closedConcurrency: 0,
    closedSeconds: 0,
    sockets: 256,
  };
}

interface Downloads {
  made: number;
  refused: number;
  errors: string[];
  latencies: number[];
}

/**
 * The set PDFs still to ask for. When every one has been made, the server's disk cache is emptied
 * and the list starts again (`passes`), so eight renders stay in flight in every window: the second
 * pass renders without reading the sets' contents again (the server keeps them, as a running server
 * does after a set's first PDF).
 */
interface PdfList {
  urls: string[];
  next: number;
  passes: number;
  cacheDir: string;
}

function nextPdf(list: PdfList): string {
  if (list.next >= list.urls.length) {
    // Only the finished files: a render in flight still writes its temporary file and renames it.
    for (const f of readdirSync(list.cacheDir)) if (f.endsWith('.pdf')) rmSync(path.join(list.cacheDir, f));
    list.next = 0;
    list.passes += 1;
  }
  return list.urls[list.next++] ?? '';
}

/**
 * `downloaders` students, each downloading one PDF after another (the next set and language of the
 * list, so each is made for the first time) until `stop` resolves; their latencies and refusals.
 */
async function downloadUntil(
  app: ExamServer,
  tokens: string[],
  pdfs: PdfList,
  stop: Promise<void>,
  out: Downloads,
): Promise<void> {
  const client = new JsonClient(app.base, downloaders);
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  try {
    await Promise.all(
      tokens.map(async (token) => {
        while (!stopped) {
          const r = await client.request('GET', nextPdf(pdfs), undefined, token);
          if (r.status === 200) {
            out.made += 1;
            out.latencies.push(r.ms);
          } else if (r.status === 429) out.refused += 1;
          else if (out.errors.length < 5)
            out.errors.push(`${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
        }
      }),
    );
  } finally {
    client.close();
  }
}

/**
 * BENCH_PDF_HALL_DB=postgres runs the server on a PostgreSQL database of the bench's own instead of
 * PGlite: PGlite answers queries on the server's own thread, so a set's content read for its first
 * PDF waits in line with the saves there, where PostgreSQL does that work in its own process.
 */
const onPostgres = process.env.BENCH_PDF_HALL_DB === 'postgres';
const dbLabel = onPostgres ? 'PostgreSQL' : 'PGlite';

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  const candidates = s.candidates[0]!;
  console.log(
    `${name}: ${candidates} candidates saving an answer ${s.minIntervalMs / 1000}–${s.maxIntervalMs / 1000} s ` +
      `after each ack; ${s.rounds} rounds of two windows (${s.warmupSeconds} s warm-up + ${s.windowSeconds} s ` +
      `each): saves alone, then with ${downloaders} students each keeping one uncached set-PDF download in flight (${dbLabel})`,
  );
  const scope = new BenchScope();
  try {
    const dataDir = makeTempDir('pdf-hall');
    scope.dirs.push(dataDir);
    if (onPostgres)
      scope.database = await createBenchDatabase(process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl);
    const app = await startExamApp(
      `app (${dbLabel})`,
      scope.database ? { url: scope.database.url } : { dataDir },
      { candidates: { setSlug: 'ssc-cgl-mock-1', count: candidates + downloaders } },
      // On PostgreSQL too the PDFs go to this run's own folder, never the repository's data/ (where a
      // later run would find them made and render nothing).
      { DATA_DIR: dataDir },
    );
    scope.servers.push(app);
    const all = app.setup.candidates;
    const tokens = await mintTokens(app, all);
    const hall = all.slice(0, candidates);
    const pdfTokens = tokens.slice(candidates);
    const client = new JsonClient(app.base, s.sockets);
    scope.clients.push(client);
    const target: Target = {
      label: 'app',
      client,
      path: (c) => `/api/attempts/${c.attemptId}/saves`,
      tokens: tokens.slice(0, candidates),
      seqs: [],
    };
    // Every paper the server may make: each downloadable set in each language it offers and in both.
    const list = await client.request<{ items: { slug: string; languages: string[] }[] }>(
      'GET',
      '/api/notes/sets',
      undefined,
      pdfTokens[0],
    );
    if (list.status !== 200) throw new Error(`GET /api/notes/sets answered ${list.status}`);
    const pdfs = list.body.items.flatMap((set) =>
      [...set.languages, ...(set.languages.length > 1 ? ['both'] : [])].map(
        (language) => `/api/notes/sets/${set.slug}/pdf?language=${language}`,
      ),
    );
    console.log(`  ${list.body.items.length} sets, ${pdfs.length} set PDFs to make (papers)`);

    // A running server has made PDFs before: one first (the last of the list), so the render thread
    // has started and parsed its faces before any window; the cold start is the pdf bench's figure.
    const warm = await client.request('GET', pdfs.pop() ?? '', undefined, pdfTokens[0]);
    if (warm.status !== 200) throw new Error(`the first set PDF answered ${warm.status}`);
    console.log(`  first PDF (render thread started, faces parsed): ${ms(warm.ms)} ms`);
    const questionIds = app.setup.questionIds;
    const pdfList: PdfList = { urls: pdfs, next: 0, passes: 1, cacheDir: path.join(dataDir, 'pdf-cache') };
    const d: Downloads = { made: 0, refused: 0, errors: [], latencies: [] };
    const alone: Outcome[] = [];
    const withPdfs: Outcome[] = [];
    // The server's own thread in each measured window (after its warm-up): what the PDFs cost it.
    const loops: { alone: LoopReport[]; withPdfs: LoopReport[] } = { alone: [], withPdfs: [] };
    const measured = async (into: LoopReport[]) => {
      let end: (() => Promise<LoopReport>) | undefined;
      const started = setTimeout(() => {
        end = loopWindow(app);
      }, s.warmupSeconds * 1000);
      const outcome = await paced(target, hall, questionIds, candidates, s);
      clearTimeout(started);
      if (end) into.push(await end());
      return outcome;
    };
    const busyWindow = async () => {
      let endPdfs = () => {};
      const stop = new Promise<void>((resolve) => {
        endPdfs = resolve;
      });
      const downloads = downloadUntil(app, pdfTokens, pdfList, stop, d);
      withPdfs.push(await measured(loops.withPdfs));
      endPdfs();
      // The renders still in flight finish before the next window.
      await downloads;
    };
    // Alone first in even rounds, PDFs first in odd ones: a drift in the machine lands on both sides.
    for (let round = 0; round < s.rounds; round++) {
      if (round % 2 === 0) alone.push(await measured(loops.alone));
      await busyWindow();
      if (round % 2 === 1) alone.push(await measured(loops.alone));
    }

    const pool = (os: Outcome[]) => {
      const latencies = os.flatMap((o) => o.latencies);
      return {
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        saves: latencies.length,
        errors: os.reduce((n, o) => n + o.errors, 0),
      };
    };
    const show = (label: string, os: Outcome[]) =>
      os.forEach((o, i) => {
        console.log(`    ${label}, round ${i + 1}: ${describeSaves(o)}`);
        for (const why of o.samples) console.log(`      error: ${why}`);
      });
    show('saves alone', alone);
    show(`saves with ${downloaders} PDF renders in flight`, withPdfs);
    const describeLoop = (label: string, rs: LoopReport[]) =>
      rs.forEach((r, i) => {
        console.log(
          `    server thread, ${label}, round ${i + 1}: loop delay p99 ${ms(r.delayP99Ms)} / max ${ms(r.delayMaxMs)} ms, ` +
            `busy ${Math.round(r.utilisation * 100)} %, ${r.gcCount} GCs (${ms(r.gcTotalMs)} ms, longest ${ms(r.gcMaxMs)} ms, kind ${r.gcMaxKind})`,
        );
      });
    describeLoop('saves alone', loops.alone);
    describeLoop('with PDFs', loops.withPdfs);
    const [base, busy] = [pool(alone), pool(withPdfs)];
    const pdfP50 = percentile(d.latencies, 50);
    console.log(
      `    PDFs: ${d.made} made (p50 ${ms(pdfP50)} ms each, ${downloaders} in flight), ` +
        `${d.refused} refused, ${d.errors.length} errors; ${pdfList.passes} pass(es) over the list${d.errors.map((e) => `\n      error: ${e}`).join('')}`,
    );
    const ratio = busy.p99 / base.p99;
    // A database stall of a few hundred ms lands in one window and decides the pooled p99 of that
    // side on its own (alone p99 ranged 15–106 ms between runs of the same code): the median over
    // the rounds of each window's p99 says what a typical window looks like.
    const roundsP99 = (os: Outcome[]) =>
      percentile(
        os.map((o) => percentile(o.latencies, 99)),
        50,
      );
    const typical = { alone: roundsP99(alone), busy: roundsP99(withPdfs) };
    console.log(
      `    median over rounds of each window's p99: alone ${ms(typical.alone)} ms, with PDFs ${ms(typical.busy)} ms ` +
        `(${formatRatio(typical.busy / typical.alone)})`,
    );
    const met =
      ratio <= goal &&
      base.errors + busy.errors === 0 &&
      d.refused === 0 &&
      d.errors.length === 0 &&
      d.made > 0;
    console.log(
      `    all rounds: alone p50 ${ms(base.p50)} / p99 ${ms(base.p99)} ms (${base.saves} saves); with PDFs ` +
        `p50 ${ms(busy.p50)} / p99 ${ms(busy.p99)} ms (${busy.saves} saves); p99 ratio ${formatRatio(ratio)}; ` +
        `goal ≤ ${goal}×: ${met ? 'met' : 'NOT met'}`,
    );
    return [
      {
        bench: name,
        variant: `${formatInt(candidates)} candidates' saves, ${downloaders} uncached set-PDF renders in flight, ${s.rounds} rounds (${dbLabel})`,
        figure: `saves p50 ${ms(busy.p50)} / p99 ${ms(busy.p99)} ms, ${busy.errors} errors; ${d.made} PDFs made (p50 ${ms(pdfP50)} ms), ${d.refused} refused; goal ≤ ${goal}× p99: ${met ? 'met' : 'NOT met'}`,
        baseline: `saves alone p50 ${ms(base.p50)} / p99 ${ms(base.p99)} ms`,
        ratio: `p99 ${formatRatio(ratio)}, p50 ${formatRatio(busy.p50 / base.p50)}, windows' p99 median ${formatRatio(typical.busy / typical.alone)}`,
      },
    ];
  } finally {
    await scope.close();
  }
}

export const pdfHall: Bench = { name, run };
