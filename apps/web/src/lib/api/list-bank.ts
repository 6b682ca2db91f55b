// The bank's list and search, shared by the question bank and the admins' Problem of the Day
// calendar (which picks a day's question from the bank).
import { type BankList, bankListSchema } from '@abhyas/core';
import { apiGet } from '@/lib/api-client';

/** What the question list asks for; absent filters are left out of the request. */
export interface BankFilters {
  subject?: string | undefined;
  topic?: string | undefined;
  difficulty?: string | undefined;
  exam?: string | undefined;
  answered?: string | undefined;
  bookmarked?: string | undefined;
  q?: string | undefined;
  page: number;
}

/** One page of questions, without keys: the answer comes only from `revealAnswer`. */
export async function listBank(filters: BankFilters, signal?: AbortSignal): Promise<BankList> {
  const { page, ...query } = filters;
  const body = await apiGet<unknown>('/questions/bank', { query, page, ...(signal ? { signal } : {}) });
  return bankListSchema.parse(body);
}
