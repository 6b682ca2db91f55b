import {
  type FeedbackFormType,
  type FeedbackList,
  type FeedbackStatus,
  feedbackListSchema,
} from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface FeedbackListParams {
  page: number;
  limit: number;
  status?: FeedbackStatus | undefined;
  formType?: FeedbackFormType | undefined;
}

export const feedbackListKey = (params?: FeedbackListParams) =>
  params ? (['admin-feedback', params] as const) : (['admin-feedback'] as const);

export async function listFeedback(params: FeedbackListParams, signal?: AbortSignal): Promise<FeedbackList> {
  const body = await apiGet<unknown>('/admin/feedback', {
    page: params.page,
    limit: params.limit,
    query: { status: params.status, formType: params.formType },
    ...(signal ? { signal } : {}),
  });
  return feedbackListSchema.parse(body);
}

/** Platform admins only: callers must check the role first (a 403 would end the session). */
export function useFeedbackList(params: FeedbackListParams, enabled: boolean) {
  return useQuery({
    queryKey: feedbackListKey(params),
    queryFn: ({ signal }) => listFeedback(params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
