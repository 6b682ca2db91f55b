import { type DiscoverList, discoverListSchema, type ExamKey } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { communityKeys } from './keys';

/** GET /api/community/groups/discover?q=&exam=&page=: public groups by name or exam, Hindi or English. */
export function useDiscoverGroups(q: string, exam: ExamKey | null, page: number) {
  return useQuery({
    queryKey: communityKeys.discover(q, exam, page),
    queryFn: async ({ signal }): Promise<DiscoverList> =>
      discoverListSchema.parse(
        await apiGet<unknown>('/community/groups/discover', {
          signal,
          query: { q: q.trim() || undefined, exam: exam ?? undefined, page },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
