import { type DashboardSummary, dashboardSummarySchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';

/** Per user, so a second account on the same phone never sees the first one's numbers. */
export const summaryKey = (userId: string | null) => ['dashboard', 'summary', userId] as const;

/** GET /api/dashboard/summary: everything the dashboard shows, in one read. */
export async function getSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return dashboardSummarySchema.parse(await apiGet<unknown>('/dashboard/summary', signal ? { signal } : {}));
}

export function useSummary() {
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: summaryKey(userId),
    queryFn: ({ signal }) => getSummary(signal),
    // Always read again on opening (the cached copy paints at once meanwhile): a test, quiz or study
    // session just finished elsewhere in the app must show; and on coming back from another tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
