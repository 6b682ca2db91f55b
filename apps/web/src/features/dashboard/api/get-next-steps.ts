import { type NextSteps, nextStepsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';

/** Per user, so a second account on the same phone never sees the first one's tests. */
export const nextStepsKey = (userId: string | null) => ['dashboard', 'next-steps', userId] as const;

/** GET /api/dashboard/next-steps: the student's unfinished tests and newest results. */
export async function getNextSteps(signal?: AbortSignal): Promise<NextSteps> {
  return nextStepsSchema.parse(await apiGet<unknown>('/dashboard/next-steps', signal ? { signal } : {}));
}

export function useNextSteps() {
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: nextStepsKey(userId),
    queryFn: ({ signal }) => getNextSteps(signal),
    // A test finished in another tab should show up when the student comes back to this one.
    refetchOnWindowFocus: true,
  });
}
