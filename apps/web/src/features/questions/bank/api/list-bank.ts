import { type BankList, bankListSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export const bankListPrefix = ['question-bank', 'list'] as const;
export const bankListKey = (filters: BankFilters) => [...bankListPrefix, filters] as const;

/** One page of questions, without keys: the answer comes only from `revealAnswer`. */
export async function listBank(filters: BankFilters, signal?: AbortSignal): Promise<BankList> {
  const { page, ...query } = filters;
  const body = await apiGet<unknown>('/questions/bank', { query, page, ...(signal ? { signal } : {}) });
  return bankListSchema.parse(body);
}

export function useBankList(filters: BankFilters) {
  return useQuery({
    queryKey: bankListKey(filters),
    queryFn: ({ signal }) => listBank(filters, signal),
    // The old page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}
