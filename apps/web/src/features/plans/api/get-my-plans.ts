import { type MyPlans, myPlansSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { rememberSubscription } from '../lib/selected-subscription';

export const myPlansKey = (userId: string | null) => ['plans', 'mine', userId] as const;

/** The caller's plan (and their institute's, for its admin); the stored selectedSubscription follows it. */
export async function getMyPlans(signal?: AbortSignal): Promise<MyPlans> {
  const mine = myPlansSchema.parse(await apiGet<unknown>('/plans/mine', signal ? { signal } : {}));
  rememberSubscription(mine.student.subscription);
  return mine;
}

export function useMyPlans() {
  const userId = useStoredValue('userId');
  return useQuery({ queryKey: myPlansKey(userId), queryFn: ({ signal }) => getMyPlans(signal) });
}
