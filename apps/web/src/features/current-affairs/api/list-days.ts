import { currentAffairsListSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const currentAffairsPrefix = ['current-affairs'] as const;

/**
 * A month's published days with the viewer's quiz of each. `null` is the current Indian month, the
 * entry the dashboard's card reads too (features/dashboard/components/current-affairs-card.tsx).
 */
export const daysKey = (month: string | null) => ['current-affairs', 'days', month ?? 'current'] as const;

export async function listDays(month: string | null, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/current-affairs', {
    query: { month: month ?? undefined },
    ...(signal ? { signal } : {}),
  });
  return currentAffairsListSchema.parse(body);
}

export function useDays(month: string | null) {
  return useQuery({
    queryKey: daysKey(month),
    queryFn: ({ signal }) => listDays(month, signal),
    placeholderData: month === null ? undefined : keepPreviousData,
    // A quiz just played on the quiz page must show as started or finished on coming back.
    staleTime: 0,
  });
}
