import { potdArchiveSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/use-ui-language';

export const archivePageSize = 10;

/** Past days' problems with their keys and the viewer's own result, newest first. */
export async function listArchive(page: number, bookmarked: boolean, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/potd/archive', {
    page,
    limit: archivePageSize,
    query: { bookmarked: bookmarked ? 'yes' : undefined },
    ...(signal ? { signal } : {}),
  });
  return potdArchiveSchema.parse(body);
}

export function useArchive(page: number, bookmarked: boolean) {
  const language = useUiLanguage();
  return useQuery({
    queryKey: ['potd', 'archive', language, page, bookmarked],
    queryFn: ({ signal }) => listArchive(page, bookmarked, signal),
    placeholderData: keepPreviousData,
  });
}
