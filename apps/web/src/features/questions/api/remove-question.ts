import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { contentKeys } from './types';

/** Takes a question out of a set; it stays in the bank (409 setHasAttempts once students took the set). */
export async function removeQuestion({ setId, questionId }: { setId: string; questionId: string }) {
  await apiDelete<unknown>(`/admin/content/sets/${setId}/questions/${questionId}`);
}

export function useRemoveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
