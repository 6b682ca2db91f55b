import { practiceSamplesSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * A few sample questions of a subject for a visitor, without keys (`GET /api/quizzes/public/…`,
 * docs/first-visit.md). Shared, not in a feature, because the quiz and the bank pages both show them.
 */
export async function getPracticeSamples(subject: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(
    `/quizzes/public/subjects/${encodeURIComponent(subject)}/samples`,
    signal ? { signal } : {},
  );
  return practiceSamplesSchema.parse(body);
}

export function usePracticeSamples(subject: string, enabled = true) {
  return useQuery({
    queryKey: ['practice-samples', subject],
    queryFn: ({ signal }) => getPracticeSamples(subject, signal),
    enabled,
    // The samples are the same every day; a visitor moving between pages need not fetch them again.
    staleTime: 60 * 60_000,
  });
}
