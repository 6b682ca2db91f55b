import { type BankList, type BankListQuery, bankPageSize, searchWords, subjectKeys } from '@abhyas/core';
import { and, count, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { PromiseCache } from '../../../lib/promise-cache.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { presentBankQuestion, presentCounted } from '../bank-presenter.ts';
import { answeredBy, bankItemColumns, bookmarkedBy, inExam, visibleTo } from '../bank-queries.ts';
import { searchCondition } from './search-bank.ts';

type Reader = Pick<Deps, 'db' | 'clock'>;
const dictionaryOrder = new Map<string, number>(subjectKeys.map((k, i) => [k, i]));
const bySubjectOrder = (a: { key: string }, b: { key: string }) =>
  (dictionaryOrder.get(a.key) ?? 999) - (dictionaryOrder.get(b.key) ?? 999) || a.key.localeCompare(b.key);

/** The subject cards: every subject with questions the student may see, in the dictionary's order. */
export async function listBankSubjects(d: Reader, userId: string) {
  const rows = await d.db
    .select({ key: questions.subject, n: count() })
    .from(questions)
    .where(visibleTo(userId, d.clock()))
    .groupBy(questions.subject);
  return { subjects: rows.map((r) => presentCounted(r.key, r.n)).sort(bySubjectOrder) };
}

/** The topics of one subject with their counts, most questions first. */
export async function listBankTopics(d: Reader, userId: string, subject: string) {
  const rows = await d.db
    .select({ key: questions.topic, n: count() })
    .from(questions)
    .where(and(eq(questions.subject, subject), visibleTo(userId, d.clock())))
    .groupBy(questions.topic);
  if (rows.length === 0 && !dictionaryOrder.has(subject)) throw notFound('No such subject');
  const topics = rows.map((r) => presentCounted(r.key, r.n)).sort((a, b) => b.count - a.count);
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return { subject: presentCounted(subject, total), topics };
}

/** The conditions of one list query: what the student may see, narrowed by each filter given. */
export function bankConditions(
  userId: string,
  query: Omit<BankListQuery, 'page'>,
  now: Date,
): SQL | undefined {
  return and(
    visibleTo(userId, now),
    query.subject ? eq(questions.subject, query.subject) : undefined,
    query.topic ? eq(questions.topic, query.topic) : undefined,
    query.difficulty ? eq(questions.difficulty, query.difficulty) : undefined,
    query.exam ? inExam(query.exam) : undefined,
    query.answered === 'yes' ? answeredBy(userId) : undefined,
    query.answered === 'no' ? not(answeredBy(userId)) : undefined,
    query.bookmarked === 'yes' ? bookmarkedBy(userId) : undefined,
    searchCondition(query.q),
  );
}

/** A point in the bank's order (newest first: created_at, then id, both descending). */
export interface BankPosition {
  /** created_at as PostgreSQL prints it (microseconds kept; a JavaScript Date would drop them). */
  createdAt: string;
  id: string;
}

/** Which part of the bank a search step reads (see `listBank`). */
export type SearchStep = { from: BankPosition } | 'whole bank';

/**
 * The SQL of one page (one row more than a page, to know whether another follows). A search step
 * `{ from }` keeps only the questions at or before that point of the order (newer, or as new with a
 * greater id): a prefix of the order, which `questions_newest_idx` reads newest first. The step
 * 'whole bank' sorts its matches: `nulls last` (the columns are never null, so the order is the
 * same) is an order that index cannot give, so the planner cannot walk it backwards hoping to meet
 * a rare word soon, which would read the whole table; the trigram index finds the matches instead.
 */
export function bankPageQuery(d: Reader, userId: string, query: BankListQuery, step?: SearchStep) {
  const from = typeof step === 'object' ? step.from : undefined;
  const order =
    step === 'whole bank'
      ? [sql`${questions.createdAt} desc nulls last`, sql`${questions.id} desc nulls last`]
      : [desc(questions.createdAt), desc(questions.id)];
  return d.db
    .select(bankItemColumns(userId))
    .from(questions)
    .where(
      and(
        bankConditions(userId, query, d.clock()),
        from
          ? sql`(${questions.createdAt}, ${questions.id}) >= (${from.createdAt}::timestamptz, ${from.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...order)
    .limit(bankPageSize + 1)
    .offset((query.page - 1) * bankPageSize);
}

/**
 * Searches run with sequential scans switched off for their statements. PostgreSQL's default
 * costs (random_page_cost 4) make it read the whole table once a word is in more than a few per
 * cent of the questions, although the trigram bitmap scan is faster on a cached heap (measured in
 * bench/bank-search.ts, which also checks the plans); the issue asks that search never scans.
 */
export const searchPlannerSetting = 'set local enable_seqscan = off';

/**
 * How many of the newest questions a one-word search looks at first: a word in 5 % of the bank fills
 * a page (21) among them nearly always; a rarer word costs at most this many rows more.
 */
export const searchWindow = 1_000;
const boundaries = new WeakMap<object, PromiseCache<BankPosition | null>>();

/**
 * The `searchWindow`-th newest question's place in the order, or null in a smaller bank; kept a few
 * minutes per process. Any point of the order bounds a prefix of it, so a stale one only makes the
 * window a little larger (new questions) or smaller (deleted ones), never a page wrong.
 */
export function newestBoundary(d: Reader, window = searchWindow): Promise<BankPosition | null> {
  let cache = boundaries.get(d.db);
  if (!cache) {
    cache = new PromiseCache<BankPosition | null>(() => new Date(), 5 * 60_000, 8);
    boundaries.set(d.db, cache);
  }
  return cache.get(String(window), async () => {
    const [row] = rowsOf<BankPosition>(
      await d.db.execute(sql`select ${questions.createdAt}::text as "createdAt", ${questions.id} as id
        from ${questions} order by ${questions.createdAt} desc, ${questions.id} desc
        offset ${window - 1} limit 1`),
    );
    return row ?? null;
  });
}

/**
 * One page of bank questions, newest first, without keys or explanations (the query does not even
 * select them). No count of every match is made: the page says only whether another follows.
 *
 * A search is newest first too, so by the trigram index alone it reads every match (7,500 rows for a
 * word in 7.5 % of 100,000 questions) to sort them by date. A one-word search first looks among the
 * newest `searchWindow` questions only (a prefix of the order, so if the page is filled there it is
 * the page): a common word fills it after a few hundred of them, walked newest first. Otherwise (a
 * rarer word, several words, a later page) the whole bank answers through the trigram index, which
 * for such a search has few matches to read. Neither step scans the table.
 */
export async function listBank(
  d: Reader,
  userId: string,
  query: BankListQuery,
  window = searchWindow,
): Promise<BankList> {
  const rows = searchCondition(query.q)
    ? await searchBank(d, userId, query, window)
    : await bankPageQuery(d, userId, query);
  return {
    items: rows.slice(0, bankPageSize).map(presentBankQuestion),
    page: query.page,
    hasMore: rows.length > bankPageSize,
  };
}

async function searchBank(d: Reader, userId: string, query: BankListQuery, window: number) {
  // Several words must all match, so their matches are few, and the whole bank's step alone reads
  // them; trying the newest first would only add a statement. One word may be in thousands.
  const from = searchWords(query.q ?? '').length === 1 ? await newestBoundary(d, window) : null;
  return d.db.transaction(async (tx) => {
    // A transaction handle reads like the database here; the type differs only in name.
    const inTx = { db: tx as unknown as Db, clock: d.clock };
    await tx.execute(sql.raw(searchPlannerSetting));
    if (from) {
      const newest = await bankPageQuery(inTx, userId, query, { from });
      if (newest.length > bankPageSize) return newest;
    }
    return bankPageQuery(inTx, userId, query, 'whole bank');
  });
}
