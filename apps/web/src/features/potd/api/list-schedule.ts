import { potdScheduleSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const schedulePrefix = ['potd', 'schedule'] as const;

/** Platform admins: the problems of the days `from`..`to` (YYYY-MM-DD, at most 62 days). */
export async function listSchedule(from: string, to: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/potd/schedule', {
    query: { from, to },
    ...(signal ? { signal } : {}),
  });
  return potdScheduleSchema.parse(body);
}

export function useSchedule(from: string, to: string) {
  return useQuery({
    queryKey: [...schedulePrefix, from, to],
    queryFn: ({ signal }) => listSchedule(from, to, signal),
  });
}
