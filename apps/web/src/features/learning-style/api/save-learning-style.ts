import { type LearningStyleAnswers, type SavedLearningStyle, savedLearningStyleSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { myLearningStyleKey } from './get-my-learning-style';

/** Sends only the answers; the server works out the result and answers with it. */
export async function saveLearningStyle(input: LearningStyleAnswers): Promise<SavedLearningStyle> {
  return savedLearningStyleSchema.parse(await apiPut<unknown>('/learning-style', input));
}

export function useSaveLearningStyle() {
  const queryClient = useQueryClient();
  const userId = useStoredValue('userId');
  return useMutation({
    mutationFn: saveLearningStyle,
    onSuccess: (saved) => queryClient.setQueryData(myLearningStyleKey(userId), saved),
  });
}
