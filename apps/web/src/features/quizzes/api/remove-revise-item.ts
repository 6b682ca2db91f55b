import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';

/** Takes a question off the revise list. */
export async function removeReviseItem(itemId: string) {
  await apiDelete<unknown>(`/quizzes/revise/${encodeURIComponent(itemId)}`);
}

export function useRemoveReviseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeReviseItem,
    onSuccess: () => client.invalidateQueries({ queryKey: ['quiz-revise'] }),
  });
}
