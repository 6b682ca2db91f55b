import { adminSeriesListSchema, adminSetListSchema, type ExamKey } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The scheduling form's choices (platform admins): the series of the live key's exam, then that
 * series' unpublished sets (a live paper is a set kept unpublished until its results). Read from the
 * authoring API, /api/admin/content.
 */
export async function listSeriesOf(examKey: ExamKey, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/admin/content/series', signal ? { signal } : {});
  return adminSeriesListSchema.parse(body).items.filter((s) => s.examKey === examKey);
}

export async function listUnpublishedSets(seriesId: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/admin/content/sets', {
    query: { seriesId },
    ...(signal ? { signal } : {}),
  });
  return adminSetListSchema.parse(body).items.filter((s) => !s.published);
}

export function useSeriesOf(examKey: ExamKey | null) {
  return useQuery({
    queryKey: ['live-tests', 'admin', 'series', examKey],
    queryFn: ({ signal }) => listSeriesOf(examKey as ExamKey, signal),
    enabled: examKey !== null,
  });
}

export function useUnpublishedSets(seriesId: string | null) {
  return useQuery({
    queryKey: ['live-tests', 'admin', 'sets', seriesId],
    queryFn: ({ signal }) => listUnpublishedSets(seriesId as string, signal),
    enabled: seriesId !== null,
  });
}
