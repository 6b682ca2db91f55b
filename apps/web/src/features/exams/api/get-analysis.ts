import { attemptAnalysisSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const attemptAnalysisKey = (attemptId: string) => ['attempt-analysis', attemptId] as const;

export async function getAttemptAnalysis(attemptId: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(`/attempts/${encodeURIComponent(attemptId)}/analysis`, {
    ...(signal ? { signal } : {}),
  });
  return attemptAnalysisSchema.parse(body);
}

export function useAttemptAnalysis(attemptId: string | null) {
  return useQuery({
    queryKey: attemptAnalysisKey(attemptId ?? ''),
    queryFn: ({ signal }) => getAttemptAnalysis(attemptId ?? '', signal),
    enabled: attemptId !== null,
  });
}
