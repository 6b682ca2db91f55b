import { type FeedbackReceipt, type FeedbackRequest, feedbackReceiptSchema } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** Public; when the sender is signed in the bearer token goes along and links the message to them. */
export async function sendFeedback(input: FeedbackRequest): Promise<FeedbackReceipt> {
  return feedbackReceiptSchema.parse(await apiPost<unknown>('/feedback', input));
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
