import { type Feedback, feedbackSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { feedbackListKey } from './list-feedback';

/** POST /api/admin/feedback/{id}/reply: mailed to the sender; the message becomes handled. */
export async function replyToFeedback({ id, reply }: { id: string; reply: string }): Promise<Feedback> {
  const body = await apiPost<{ feedback?: unknown } | undefined>(`/admin/feedback/${id}/reply`, { reply });
  return feedbackSchema.parse(body?.feedback);
}

export function useReplyToFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackListKey() }),
  });
}
