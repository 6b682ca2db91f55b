import { type BankList, type BankListQuery, bankPageSize, subjectKeys } from '@abhyas/core';
import { and, count, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentBankQuestion, presentCounted } from '../bank-presenter.ts';
import { answeredBy, bookmarkedBy, examsOf, inExam, visibleTo } from '../bank-queries.ts';
import { searchCondition } from './search-bank.ts';

type Reader = Pick<Deps, 'db'>;
const dictionaryOrder = new Map<string, number>(subjectKeys.map((k, i) => [k, i]));
const bySubjectOrder = (a: { key: string }, b: { key: string }) =>
  (dictionaryOrder.get(a.key) ?? 999) - (dictionaryOrder.get(b.key) ?? 999) || a.key.localeCompare(b.key);

/** The subject cards: every subject with questions the student may see, in the dictionary's order. */
export async function listBankSubjects(d: Reader, userId: string) {
  const rows = await d.db
    .select({ key: questions.subject, n: count() })
    .from(questions)
    .where(visibleTo(userId))
    .groupBy(questions.subject);
  return { subjects: rows.map((r) => presentCounted(r.key, r.n)).sort(bySubjectOrder) };
}

/** The topics of one subject with their counts, most questions first. */
export async function listBankTopics(d: Reader, userId: string, subject: string) {
  const rows = await d.db
    .select({ key: questions.topic, n: count() })
    .from(questions)
    .where(and(eq(questions.subject, subject), visibleTo(userId)))
    .groupBy(questions.topic);
  if (rows.length === 0 && !dictionaryOrder.has(subject)) throw notFound('No such subject');
  const topics = rows.map((r) => presentCounted(r.key, r.n)).sort((a, b) => b.count - a.count);
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return { subject: presentCounted(subject, total), topics };
}

/** The conditions of one list query: what the student may see, narrowed by each filter given. */
export function bankConditions(userId: string, query: Omit<BankListQuery, 'page'>): SQL | undefined {
  return and(
    visibleTo(userId),
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

/** The SQL of one page (one row more than a page, to know whether another follows). */
export function bankPageQuery(d: Reader, userId: string, query: BankListQuery) {
  return d.db
    .select({
      id: questions.id,
      subject: questions.subject,
      topic: questions.topic,
      difficulty: questions.difficulty,
      textHi: questions.textHi,
      textEn: questions.textEn,
      options: questions.options,
      imageUrl: questions.imageUrl,
      exams: examsOf,
      bookmarked: bookmarkedBy(userId),
      answered: answeredBy(userId),
    })
    .from(questions)
    .where(bankConditions(userId, query))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(bankPageSize + 1)
    .offset((query.page - 1) * bankPageSize);
}

/**
 * Searches run with sequential scans switched off for their one statement. PostgreSQL's default
 * costs (random_page_cost 4) make it read the whole table once a word is in more than a few per
 * cent of the questions, although the trigram bitmap scan is faster on a cached heap (measured in
 * bench/bank-search.ts, which also checks the plans); the issue asks that search never scans.
 */
export const searchPlannerSetting = sql`set local enable_seqscan = off`;

/**
 * One page of bank questions, newest first, without keys or explanations (the query does not even
 * select them). No count of every match is made: the page says only whether another follows.
 */
export async function listBank(d: Reader, userId: string, query: BankListQuery): Promise<BankList> {
  const rows = searchCondition(query.q)
    ? await d.db.transaction(async (tx) => {
        await tx.execute(searchPlannerSetting);
        // A transaction handle reads like the database here; the type differs only in name.
        return bankPageQuery({ db: tx as unknown as Db }, userId, query);
      })
    : await bankPageQuery(d, userId, query);
  return {
    items: rows.slice(0, bankPageSize).map(presentBankQuestion),
    page: query.page,
    hasMore: rows.length > bankPageSize,
  };
}
