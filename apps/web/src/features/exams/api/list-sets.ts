import { setListSchema, type TestLanguage } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const setListKey = (seriesSlug: string, language: TestLanguage) =>
  ['exam-sets', seriesSlug, language] as const;

/** Public: the practice sets of a series that exist in `language`. */
export async function listSets(seriesSlug: string, language: TestLanguage, signal?: AbortSignal) {
  const body = await apiGet<unknown>(`/exams/series/${encodeURIComponent(seriesSlug)}/sets`, {
    query: { language },
    ...(signal ? { signal } : {}),
  });
  return setListSchema.parse(body);
}

export function useSetList(seriesSlug: string, language: TestLanguage) {
  return useQuery({
    queryKey: setListKey(seriesSlug, language),
    queryFn: ({ signal }) => listSets(seriesSlug, language, signal),
  });
}
