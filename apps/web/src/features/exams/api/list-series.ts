import { type ExamKey, seriesListSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const seriesListKey = (exam: ExamKey | null) => ['exam-series', exam] as const;

/** Public: every test series, or only those of one exam. */
export async function listSeries(exam: ExamKey | null, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/exams/series', {
    query: { exam },
    ...(signal ? { signal } : {}),
  });
  return seriesListSchema.parse(body);
}

export function useSeriesList(exam: ExamKey | null) {
  return useQuery({
    queryKey: seriesListKey(exam),
    queryFn: ({ signal }) => listSeries(exam, signal),
    // Keeps the old cards on screen while a new filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
