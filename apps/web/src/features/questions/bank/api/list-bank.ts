import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BankFilters, listBank } from '@/lib/api/list-bank';

export type { BankFilters };
export { listBank };

export const bankListPrefix = ['question-bank', 'list'] as const;
export const bankListKey = (filters: BankFilters) => [...bankListPrefix, filters] as const;

export function useBankList(filters: BankFilters) {
  return useQuery({
    queryKey: bankListKey(filters),
    queryFn: ({ signal }) => listBank(filters, signal),
    // The old page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}
