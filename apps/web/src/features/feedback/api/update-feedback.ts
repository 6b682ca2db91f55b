import { type Feedback, feedbackSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { feedbackListKey } from './list-feedback';

export async function updateFeedback({ id, handled }: { id: string; handled: boolean }): Promise<Feedback> {
  const body = await apiPatch<{ feedback?: unknown } | undefined>(`/admin/feedback/${id}`, { handled });
  return feedbackSchema.parse(body?.feedback);
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackListKey() }),
  });
}
