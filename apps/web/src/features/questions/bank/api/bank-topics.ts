import { bankTopicsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const bankTopicsKey = (subject: string) => ['question-bank', 'topics', subject] as const;

/** The topics of one subject with their counts; 404 for a subject the bank does not know. */
export async function getBankTopics(subject: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(
    `/questions/bank/subjects/${encodeURIComponent(subject)}`,
    signal ? { signal } : {},
  );
  return bankTopicsSchema.parse(body);
}

export function useBankTopics(subject: string) {
  return useQuery({
    queryKey: bankTopicsKey(subject),
    queryFn: ({ signal }) => getBankTopics(subject, signal),
  });
}
