import { questionReportRequestSchema } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';

export type BankReportInput = z.input<typeof questionReportRequestSchema> & { questionId: string };
const receiptSchema = z.object({ id: z.string() });

/**
 * A report from the bank goes through the existing flow (POST /questions/{id}/reports) with the
 * student's submitted attempt that held the question; 409 CONFLICT when it was reported already.
 */
export async function reportBankQuestion({ questionId, ...input }: BankReportInput) {
  const body = questionReportRequestSchema.parse(input);
  return receiptSchema.parse(
    await apiPost<unknown>(`/questions/${encodeURIComponent(questionId)}/reports`, body),
  );
}

export function useReportBankQuestion() {
  return useMutation({ mutationFn: reportBankQuestion });
}
