import { bankTopicsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const bankTopicsKey = (subject: string) => ['question-bank', 'topics', subject] as const;

/** The topics of one subject with their counts (a visitor: public counts); 404 for an unknown subject. */
export async function getBankTopics(subject: string, visitor: boolean, signal?: AbortSignal) {
  const body = await apiGet<unknown>(
    `/questions/${visitor ? 'public/' : ''}bank/subjects/${encodeURIComponent(subject)}`,
    signal ? { signal } : {},
  );
  return bankTopicsSchema.parse(body);
}

export function useBankTopics(subject: string, visitor = false) {
  return useQuery({
    queryKey: visitor ? [...bankTopicsKey(subject), 'public'] : bankTopicsKey(subject),
    queryFn: ({ signal }) => getBankTopics(subject, visitor, signal),
  });
}
