import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { type AdminQuestion, adminQuestionSchema, contentKeys } from './types';

export type QuestionEdit = Omit<
  AdminQuestion,
  'id' | 'position' | 'image' | 'passage' | 'factDate' | 'expiresOn'
> & {
  image?: string;
  passage?: { hi: string; en: string };
  factDate?: string;
  expiresOn?: string;
};

export async function updateQuestion(input: {
  setId: string;
  questionId: string;
  question: QuestionEdit;
}): Promise<AdminQuestion> {
  const body = await apiPut<{ question?: unknown }>(
    `/admin/content/sets/${input.setId}/questions/${input.questionId}`,
    input.question,
  );
  return adminQuestionSchema.parse(body?.question);
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: (_q, input) => queryClient.invalidateQueries({ queryKey: contentKeys.set(input.setId) }),
  });
}
