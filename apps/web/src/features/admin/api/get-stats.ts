import { type AdminStats, adminStatsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

export async function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return adminStatsSchema.parse(await apiGet<unknown>('/admin/stats', signal ? { signal } : {}));
}

/** The dashboard's numbers; fresh for a minute (they are counts over the platform, not live figures). */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 60_000,
  });
}
