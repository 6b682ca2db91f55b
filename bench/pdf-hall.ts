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

import { describe as describeSaves, type Outcome, paced, type Sizes, type Target } from './answer-saves.ts';
import { BenchScope } from './lib/bench-scope.ts';
import { type ExamServer, JsonClient, mintTokens, ms, percentile, startExamApp } from './lib/exam-load.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase, defaultBenchDatabaseUrl } from './lib/postgres.ts';
import { formatInt, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'pdf-hall';
const downloaders = 8;
const goal = 1.2;

function sizes(quick: boolean): Sizes & { rounds: number } {
  return {
    // About 50 saves a second: a hall of a few hundred candidates, well within what the server takes
    // on 2 cores (answer-saves), so the baseline measures the saves and not a queue.
    candidates: [quick ? 30 : 100],
    rounds: quick ? 1 : 4,
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
  /** Every set PDF was made before the window ended: fewer than eight were in flight at the end. */
  ranOut: boolean;
}

/**
 * `downloaders` students, each downloading one PDF after another (the next set and language of the
 * list, so each is made for the first time) until `stop` resolves; their latencies and refusals.
 */
async function downloadUntil(
  app: ExamServer,
  tokens: string[],
  pdfs: { urls: string[]; next: number },
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
          const url = pdfs.urls[pdfs.next++];
          if (!url) {
            // Every set PDF has been made: this student stops (the report says so).
            out.ranOut = true;
            return;
          }
          const r = await client.request('GET', url, undefined, token);
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
    const pdfList = { urls: pdfs, next: 0 };
    const d: Downloads = { made: 0, refused: 0, errors: [], latencies: [], ranOut: false };
    const alone: Outcome[] = [];
    const withPdfs: Outcome[] = [];
    for (let round = 0; round < s.rounds; round++) {
      alone.push(await paced(target, hall, questionIds, candidates, s));
      let endPdfs = () => {};
      const stop = new Promise<void>((resolve) => {
        endPdfs = resolve;
      });
      const downloads = downloadUntil(app, pdfTokens, pdfList, stop, d);
      withPdfs.push(await paced(target, hall, questionIds, candidates, s));
      endPdfs();
      // The renders still in flight finish before the next baseline window.
      await downloads;
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
    const [base, busy] = [pool(alone), pool(withPdfs)];
    const pdfP50 = percentile(d.latencies, 50);
    console.log(
      `    PDFs: ${d.made} made (p50 ${ms(pdfP50)} ms each, ${downloaders} in flight), ` +
        `${d.refused} refused, ${d.errors.length} errors${d.ranOut ? '; ran out of PDFs to make before the window ended' : ''}${d.errors.map((e) => `\n      error: ${e}`).join('')}`,
    );
    const ratio = busy.p99 / base.p99;
    const met =
      ratio <= goal &&
      base.errors + busy.errors === 0 &&
      d.refused === 0 &&
      d.errors.length === 0 &&
      d.made > 0 &&
      !d.ranOut;
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
        ratio: `p99 ${formatRatio(ratio)}, p50 ${formatRatio(busy.p50 / base.p50)}`,
      },
    ];
  } finally {
    await scope.close();
  }
}

export const pdfHall: Bench = { name, run };
