import { searchWords } from '@abhyas/core';
import { and, type SQL, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema/index.ts';

/**
 * The search part of a bank query: every word of the query (in core's search form: matras dropped,
 * lower case) must occur in the question's stored search text. `like '%word%'` on a column with a
 * pg_trgm GIN index is answered from the index (a bitmap scan on the trigrams), never by reading the
 * whole table; words shorter than three characters are left out by `searchWords` for that reason.
 * The words hold only letters and digits, so they need no escaping for LIKE.
 */
export function searchCondition(query: string | undefined): SQL | undefined {
  const words = query ? searchWords(query) : [];
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${questions.searchText} like ${`%${w}%`}`));
}
