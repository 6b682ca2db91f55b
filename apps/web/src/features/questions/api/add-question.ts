import { type QuestionInput, questionInputSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { type AdminQuestion, adminQuestionSchema, contentKeys } from './types';

/** The form validates with the same schema the server declares for the body. */
export const addQuestionSchema = questionInputSchema;

export async function addQuestion({
  setId,
  question,
}: {
  setId: string;
  question: QuestionInput;
}): Promise<AdminQuestion> {
  const body = await apiPost<{ question?: unknown }>(`/admin/content/sets/${setId}/questions`, question);
  return adminQuestionSchema.parse(body?.question);
}

export function useAddQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
