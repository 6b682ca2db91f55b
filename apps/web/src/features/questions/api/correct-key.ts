import { correctKeyResultSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { contentKeys, reportKeys } from './types';

export type CorrectKeyResult = z.infer<typeof correctKeyResultSchema>;

export interface CorrectKeyInput {
  questionId: string;
  /** 0-based, unlike the authoring API's 1-based `answer`. */
  answer: number;
  reportId?: string;
}

/** Re-scores every submitted attempt holding the question and recomputes ranks, in one go. */
export async function correctKey({ questionId, ...body }: CorrectKeyInput): Promise<CorrectKeyResult> {
  return correctKeyResultSchema.parse(await apiPost<unknown>(`/admin/questions/${questionId}/answer`, body));
}

export function useCorrectKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctKey,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
