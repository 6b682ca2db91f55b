import { reviseListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const reviseKey = (page: number) => ['quiz-revise', page] as const;

/** The revise list: wrong answers not yet answered right (answered, so with key and explanation). */
export async function listRevise(page: number, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/quizzes/revise', { page, limit: 10, ...(signal ? { signal } : {}) });
  return reviseListSchema.parse(body);
}

export function useRevise(page: number) {
  return useQuery({ queryKey: reviseKey(page), queryFn: ({ signal }) => listRevise(page, signal) });
}
