import { attemptResultSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const attemptResultKey = (attemptId: string) => ['attempt-result', attemptId] as const;

/** 409 ATTEMPT_NOT_SUBMITTED while the attempt is still running. */
export async function getAttemptResult(attemptId: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(`/attempts/${encodeURIComponent(attemptId)}/result`, {
    ...(signal ? { signal } : {}),
  });
  return attemptResultSchema.parse(body);
}

export function useAttemptResult(attemptId: string | null) {
  return useQuery({
    queryKey: attemptResultKey(attemptId ?? ''),
    queryFn: ({ signal }) => getAttemptResult(attemptId ?? '', signal),
    enabled: attemptId !== null,
  });
}
