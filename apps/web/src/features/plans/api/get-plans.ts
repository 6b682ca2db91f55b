import { type PlanList, planListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const plansKey = ['plans'] as const;

/** The catalogue: the same for everyone, so it is cached for the session. */
export async function getPlans(signal?: AbortSignal): Promise<PlanList> {
  return planListSchema.parse(await apiGet<unknown>('/plans', signal ? { signal } : {}));
}

export function usePlans() {
  return useQuery({ queryKey: plansKey, queryFn: ({ signal }) => getPlans(signal), staleTime: Infinity });
}
