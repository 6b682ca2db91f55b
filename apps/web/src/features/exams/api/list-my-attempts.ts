import { myAttemptListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const myAttemptsKey = (setSlug: string) => ['my-attempts', setSlug] as const;

/** Signed in only; newest first. */
export async function listMyAttempts(setSlug: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>('/attempts', {
    query: { setId: setSlug },
    ...(signal ? { signal } : {}),
  });
  return myAttemptListSchema.parse(body);
}

export function useMyAttempts(setSlug: string, enabled: boolean) {
  return useQuery({
    queryKey: myAttemptsKey(setSlug),
    queryFn: ({ signal }) => listMyAttempts(setSlug, signal),
    enabled,
  });
}

/** The student's active attempt at a set, if any: the hall resumes it (started on another device, say). */
export async function findActiveAttemptId(setSlug: string): Promise<string | null> {
  const { items } = await listMyAttempts(setSlug);
  return items.find((a) => a.status === 'active')?.id ?? null;
}
