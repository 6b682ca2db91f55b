/**
 * bank-search: the question bank's full-text search (Hindi and English) at 100,000 generated
 * questions, through the server's own query (`listBank`, modules/questions/services/browse-bank.ts),
 * in this process (no HTTP). The figure is its p99 over a mix of queries (Hindi with and without
 * matras, English, two words, a rare word); the baseline is the same queries with index scans
 * switched off (the sequential scan the trigram index saves), measured on the same database in the
 * same run. The server runs searches with `enable_seqscan = off` (browse-bank.ts explains why) in
 * up to two steps: a one-word search among the newest `searchWindow` questions first, then, if that
 * did not fill the page (and for several words at once), the whole bank sorted by date. The plans of both steps are checked under that setting: no Seq Scan
 * on questions in either; the whole-bank step must use the trigram index, the newest step the
 * trigram index or the newest-first index (bounded by the window), or the bench fails. PGlite is
 * measured the same way (it loads pg_trgm too).
 */
import { type BankListQuery, bankListQuerySchema, searchWords } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  type Database,
  openPglite,
  openPostgres,
  type PgliteDatabase,
} from '../apps/server/src/db/client.ts';
import {
  bankPageQuery,
  listBank,
  newestBoundary,
} from '../apps/server/src/modules/questions/services/browse-bank.ts';
import { BenchScope } from './lib/bench-scope.ts';
import { makeTempDir } from './lib/paths.ts';
import { createBenchDatabase, defaultBenchDatabaseUrl, unreachableReason } from './lib/postgres.ts';
import { formatInt, formatMs, formatRatio, median } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'bank-search';
const goalMs = 50;
/** The bank reads by the day (a coming Problem of the Day is hidden); the bench reads at its start. */
const clock = () => new Date();

// 40 Hindi and 40 English words; each question gets three of each, so one word matches ~7.5 % of
// the bank and two words together well under 1 %.
const hindi = `संविधान अनुच्छेद लोकसभा राज्यसभा राष्ट्रपति प्रधानमंत्री न्यायालय नदी पर्वत मरुस्थल पठार
  जलवायु मानसून वर्षा मिट्टी खनिज उद्योग कृषि व्यापार मुद्रा बैंक बजट कर जनसंख्या साक्षरता इतिहास मुगल
  स्वतंत्रता आंदोलन क्रांति विज्ञान ऊर्जा प्रकाश ध्वनि विद्युत कोशिका प्रोटीन विटामिन पर्यावरण प्रदूषण`
  .split(/\s+/)
  .filter(Boolean);
const english = `constitution article parliament council president minister court river mountain desert
  plateau climate monsoon rainfall soil mineral industry agriculture trade currency banking budget tax
  population literacy history mughal freedom movement revolution science energy light sound electricity
  cell protein vitamin environment pollution`
  .split(/\s+/)
  .filter(Boolean);

const queries: { label: string; q: string }[] = [
  { label: 'Hindi word', q: 'संविधान' },
  { label: 'Hindi without matras', q: 'सवधन' },
  { label: 'Hindi two words', q: 'लोकसभा मानसून' },
  { label: 'English word', q: 'Parliament' },
  { label: 'English two words', q: 'monsoon constitution' },
  { label: 'rare number', q: 'क्रमांक 12345' },
];

const arr = (words: string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);

/** `count` questions over 8 subjects; 5 % of them in 50 published sets, 1 % only in 10 drafts. */
async function seed(db: Db, count: number) {
  await db.execute(sql`select setseed(0.12)`);
  await db.execute(sql`
    insert into questions (subject, topic, difficulty, text_hi, text_en, options, correct_option,
      explanation_hi, explanation_en, text_key)
    select (array['polity','history','geography','economics','physics','biology','environment','static-gk'])[1 + g % 8],
      'topic-' || (g % 5), (array['easy','medium','hard'])[1 + g % 3],
      'प्रश्न क्रमांक ' || g || ': ' || (${arr(hindi)})[1 + g % 40] || ' और ' || (${arr(hindi)})[1 + (g / 40) % 40]
        || ' के बारे में ' || (${arr(hindi)})[1 + (g * 7) % 39] || ' से संबंधित कौन सा कथन सही है?',
      'Question number ' || g || ': which statement about ' || (${arr(english)})[1 + g % 40] || ' and '
        || (${arr(english)})[1 + (g / 40) % 40] || ' related to ' || (${arr(english)})[1 + (g * 7) % 39] || ' is correct?',
      '[{"hi":"क","en":"a"},{"hi":"ख","en":"b"},{"hi":"ग","en":"c"},{"hi":"घ","en":"d"}]'::jsonb,
      g % 4, 'व्याख्या', 'Why', 'bench bank ' || g
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into exam_series (slug, exam_key, title_hi, title_en) values ('bench-bank', 'SSC', 'बेंच', 'Bench')`);
  await db.execute(sql`
    insert into practice_sets (slug, series_id, exam_key, title_hi, title_en, languages, published)
    select 'bench-bank-' || s, (select id from exam_series where slug = 'bench-bank'), 'SSC', 'सेट', 'Set',
      '{hi,en}', s <= 50
    from generate_series(1, 60) s`);
  // Every 20th question in a published set, every 100th (offset by 7) only in a draft; ≤ 100 per set.
  await db.execute(sql`
    insert into set_questions (set_id, question_id, section, position)
    select ps.id, q.id, 0, x.pos
    from (select g,
            case when g % 20 = 0 then 1 + (g / 20) % 50 else 51 + (g / 100) % 10 end as s,
            case when g % 20 = 0 then (g / 20) / 50 + 1 else (g / 100) / 10 + 1 end as pos
          from generate_series(1, ${count}) g where g % 20 = 0 or g % 100 = 7) x
    join questions q on q.text_key = 'bench bank ' || x.g
    join practice_sets ps on ps.slug = 'bench-bank-' || x.s`);
  await db.execute(sql`analyze`);
}

async function time<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await f();
  return { ms: performance.now() - started, value };
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

type Explain = (text: string, params: unknown[]) => Promise<string>;

async function measure(
  label: string,
  database: Database,
  explain: Explain,
  count: number,
  rounds: number,
  quick: boolean,
): Promise<SummaryRow> {
  const db = database.db;
  await database.migrate();
  const seeded = await time(() => seed(db, count));
  console.log(`  ${label}: ${formatInt(count)} questions seeded and indexed in ${formatMs(seeded.ms)}`);
  const userId = '00000000-0000-4000-8000-00000000b0b0';
  const parsed: BankListQuery[] = queries.map((q) => bankListQuerySchema.parse({ q: q.q }));
  const from = await newestBoundary({ db, clock });
  if (!from)
    console.log(`    fewer questions than the newest-first window: every search reads the whole bank`);
  for (const [i, query] of parsed.entries()) {
    // The server tries the newest questions first for a one-word search only (browse-bank.ts).
    const oneWord = searchWords(query.q ?? '').length === 1;
    const steps = [
      ...(from && oneWord
        ? [{ step: 'newest', sql: bankPageQuery({ db, clock }, userId, query, { from }).toSQL() }]
        : []),
      { step: 'whole bank', sql: bankPageQuery({ db, clock }, userId, query, 'whole bank').toSQL() },
    ];
    const found: string[] = [];
    for (const { step, sql: statement } of steps) {
      const plan = await explain(statement.sql, statement.params);
      const trigram = /questions_search_trgm_idx/.test(plan);
      // The newest step may walk the newest-first index instead; its window bound must be in the plan.
      const newest =
        step === 'newest' && /questions_newest_idx/.test(plan) && /ROW\(created_at, id\) >=/.test(plan);
      if (/Seq Scan on questions/.test(plan) || !(trigram || newest)) {
        // A few thousand rows (--quick) are read faster whole; the planner rightly scans them.
        if (quick) {
          console.log(
            `    EXPLAIN: "${queries[i]?.q}" (${step}) scans the table at this small size (checked at full size)`,
          );
          continue;
        }
        throw new Error(`${label}: "${queries[i]?.q}" (${step}) is not answered by an index:\n${plan}`);
      }
      found.push(`${step}: ${trigram ? 'questions_search_trgm_idx' : 'questions_newest_idx (window)'}`);
    }
    if (found.length > 0)
      console.log(`    EXPLAIN "${queries[i]?.q}": ${found.join('; ')}; no Seq Scan on questions`);
  }
  // Warm-up, then timed rounds through the server's own function.
  for (const query of parsed) await listBank({ db, clock }, userId, query);
  const indexed: number[] = [];
  const hits = new Map<string, number>();
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++)
    for (const [i, query] of parsed.entries()) {
      const { ms, value } = await time(() => listBank({ db, clock }, userId, query));
      indexed.push(ms);
      const key = queries[i]?.label ?? '';
      hits.set(key, value.items.length);
      perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
    }
  // The baseline: the same queries with index and bitmap scans off, inside one transaction each.
  const scanned: number[] = [];
  const baselineRounds = Math.max(1, Math.ceil(rounds / 10));
  for (let r = 0; r < baselineRounds; r++)
    for (const query of parsed) {
      const { ms } = await time(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_bitmapscan = off`);
          await tx.execute(sql`set local enable_indexscan = off`);
          return bankPageQuery({ db: tx as unknown as Db, clock }, userId, query);
        }),
      );
      scanned.push(ms);
    }
  const [p, m, s] = [p99(indexed), median(indexed), median(scanned)];
  console.log(
    `    indexed: p99 ${formatMs(p)}, median ${formatMs(m)} over ${indexed.length} searches; ` +
      `sequential scan: median ${formatMs(s)} over ${scanned.length}; page sizes ${[...hits]
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
  );
  console.log(
    `    per query (median / p99): ${[...perQuery]
      .map(([k, v]) => `${k} ${formatMs(median(v))} / ${formatMs(p99(v))}`)
      .join(', ')}`,
  );
  if (p > goalMs) console.log(`    warning: p99 ${formatMs(p)} is above the ${goalMs} ms goal`);
  return {
    bench: name,
    variant: `search ${formatInt(count)} questions (${label})`,
    figure: `p99 ${formatMs(p)} (median ${formatMs(m)})`,
    baseline: `seq scan median ${formatMs(s)}; goal ${goalMs} ms`,
    ratio: `scan/index ${formatRatio(s / m)}; p99/goal ${formatRatio(p / goalMs)}`,
  };
}

const planText = (rows: { 'QUERY PLAN'?: string }[]) => rows.map((r) => r['QUERY PLAN'] ?? '').join('\n');

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const count = Number(process.env.BENCH_BANK_QUESTIONS ?? (opts.quick ? 3_000 : 100_000));
  const rounds = opts.quick ? 3 : 50;
  console.log(
    `${name}: search a bank of ${formatInt(count)} generated questions, ${queries.length} queries × ${rounds} rounds, ` +
      `against the same queries by sequential scan`,
  );
  const rows: SummaryRow[] = [];
  const scope = new BenchScope();
  try {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl;
    const why = await unreachableReason(adminUrl);
    if (why === null) {
      scope.database = await createBenchDatabase(adminUrl);
      const database = await openPostgres(scope.database.url, 4);
      const client = new pg.Client({ connectionString: scope.database.url });
      try {
        await client.connect();
        // The plan under the server's own setting for searches (browse-bank.ts searchPlannerSetting).
        const explain: Explain = async (text, params) => {
          await client.query('begin');
          try {
            await client.query('set local enable_seqscan = off');
            return planText((await client.query(`explain ${text}`, params)).rows);
          } finally {
            await client.query('rollback');
          }
        };
        rows.push(await measure('PostgreSQL', database, explain, count, rounds, opts.quick));
      } finally {
        await client.end().catch(() => undefined);
        await database.close();
      }
    } else {
      console.log(`  PostgreSQL skipped: the bench database is unreachable (${why}).`);
      rows.push({ bench: name, variant: 'PostgreSQL', figure: 'skipped', baseline: '—', ratio: '—' });
    }
    // On disk, as a real install keeps it (bench/.tmp, removed afterwards).
    const dataDir = makeTempDir('bank-search');
    scope.dirs.push(dataDir);
    const pglite: PgliteDatabase = await openPglite({ dataDir });
    try {
      const explain: Explain = (text, params) =>
        pglite.client.transaction(async (tx) => {
          await tx.exec('set local enable_seqscan = off');
          return planText((await tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows);
        });
      rows.push(await measure('PGlite', pglite, explain, count, rounds, opts.quick));
    } finally {
      await pglite.close();
    }
    return rows;
  } finally {
    await scope.close();
  }
}

export const bankSearch: Bench = { name, run };
