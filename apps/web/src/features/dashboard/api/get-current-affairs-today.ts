import type { CurrentAffairsList } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The current month's current-affairs days, for the dashboard's "Today's current affairs" card: the
 * same cache entry as the page's current month (features/current-affairs/api/list-days.ts
 * `daysKey(null)`), read without a parse so the contracts stay in that page's own chunk.
 */
export function useCurrentAffairsToday() {
  return useQuery({
    queryKey: ['current-affairs', 'days', 'current'],
    queryFn: ({ signal }) => apiGet<CurrentAffairsList>('/current-affairs', { signal }),
    staleTime: 0,
  });
}
