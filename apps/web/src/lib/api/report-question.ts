import { questionReportRequestSchema } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';

export type QuestionReportInput = z.input<typeof questionReportRequestSchema> & { questionId: string };
const receiptSchema = z.object({ id: z.string() });

/**
 * A student's report of one question (POST /questions/{id}/reports) with the submitted attempt that
 * held it; the solutions view and the bank both send it. 409 CONFLICT when it was reported already.
 */
export async function reportQuestion({ questionId, ...input }: QuestionReportInput) {
  const body = questionReportRequestSchema.parse(input);
  return receiptSchema.parse(
    await apiPost<unknown>(`/questions/${encodeURIComponent(questionId)}/reports`, body),
  );
}

export function useReportQuestion(onReported?: (input: QuestionReportInput) => void) {
  return useMutation({
    mutationFn: reportQuestion,
    onSuccess: (_receipt, input) => onReported?.(input),
  });
}
