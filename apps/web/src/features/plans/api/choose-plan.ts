import {
  type ChooseSubscriptionRequest,
  type ChooseSubscriptionResponse,
  chooseSubscriptionResponseSchema,
} from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { rememberSubscription } from '../lib/selected-subscription';
import { myPlansKey } from './get-my-plans';

/** Choosing is idempotent on the server: a second tap of the same plan records nothing new. */
export async function choosePlan(input: ChooseSubscriptionRequest): Promise<ChooseSubscriptionResponse> {
  return chooseSubscriptionResponseSchema.parse(await apiPost<unknown>('/plans/subscriptions', input));
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  const userId = useStoredValue('userId');
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: async ({ subscription }) => {
      // The student's own plan is the session's selectedSubscription; an institute's plan is not theirs.
      if (subscription.audience === 'student') rememberSubscription(subscription);
      await queryClient.invalidateQueries({ queryKey: myPlansKey(userId) });
    },
  });
}
