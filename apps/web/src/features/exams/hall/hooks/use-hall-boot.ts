import { useQuery } from '@tanstack/react-query';
import { bootHall } from '../lib/boot';
import { idbStore } from '../lib/idb-store';

export const hallBootKey = (setSlug: string) => ['exam-hall-boot', setSlug] as const;

/**
 * Read once per visit, and afresh on each (`refetchOnMount: 'always'`): coming back from the section
 * summary must see the answers and position of a moment ago, not those of the first visit. Callers
 * wait for `isFetchedAfterMount`. The hall then keeps its own state, so no refetching behind its back.
 */
export function useHallBoot(setSlug: string, namedAttemptId: string | null = null) {
  return useQuery({
    queryKey: hallBootKey(setSlug),
    queryFn: () => bootHall(idbStore, setSlug, namedAttemptId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    networkMode: 'always',
    retry: false,
  });
}
