import { bankSubjectsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const bankSubjectsKey = ['question-bank', 'subjects'] as const;

/** The subject cards: subjects with how many questions the student may practise in each. */
export async function getBankSubjects(signal?: AbortSignal) {
  return bankSubjectsSchema.parse(
    await apiGet<unknown>('/questions/bank/subjects', signal ? { signal } : {}),
  );
}

export function useBankSubjects() {
  return useQuery({ queryKey: bankSubjectsKey, queryFn: ({ signal }) => getBankSubjects(signal) });
}
