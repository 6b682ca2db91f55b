import { questionReportRequestSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { attemptAnalysisKey } from './get-analysis';

export type QuestionReportInput = z.input<typeof questionReportRequestSchema>;
const receiptSchema = z.object({ id: z.string() });

/** 409 CONFLICT when this attempt already reported the question. */
export async function reportQuestion({ questionId, ...input }: QuestionReportInput & { questionId: string }) {
  const body = questionReportRequestSchema.parse(input);
  return receiptSchema.parse(
    await apiPost<unknown>(`/questions/${encodeURIComponent(questionId)}/reports`, body),
  );
}

export function useReportQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportQuestion,
    // `reportedByMe` comes from the analysis; refetch so the button shows "Reported".
    onSuccess: (_receipt, input) =>
      queryClient.invalidateQueries({ queryKey: attemptAnalysisKey(input.attemptId) }),
  });
}
