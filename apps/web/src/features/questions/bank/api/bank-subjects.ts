import { bankSubjectsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const bankSubjectsKey = ['question-bank', 'subjects'] as const;

/**
 * The subject cards: subjects with how many questions the student may practise in each. A visitor
 * reads the public counts: what a brand-new student may see (docs/first-visit.md).
 */
export async function getBankSubjects(visitor: boolean, signal?: AbortSignal) {
  const path = visitor ? '/questions/public/bank/subjects' : '/questions/bank/subjects';
  return bankSubjectsSchema.parse(await apiGet<unknown>(path, signal ? { signal } : {}));
}

export function useBankSubjects(visitor = false) {
  return useQuery({
    queryKey: visitor ? [...bankSubjectsKey, 'public'] : bankSubjectsKey,
    queryFn: ({ signal }) => getBankSubjects(visitor, signal),
  });
}
