import { quizHistorySchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const historyKey = (page: number) => ['quiz-history', page] as const;

/** The student's own quizzes, newest first. */
export async function listHistory(page: number, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/quizzes/history', { page, limit: 10, ...(signal ? { signal } : {}) });
  return quizHistorySchema.parse(body);
}

export function useHistory(page: number) {
  return useQuery({ queryKey: historyKey(page), queryFn: ({ signal }) => listHistory(page, signal) });
}
