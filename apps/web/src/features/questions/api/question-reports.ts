import { type QuestionReport, questionReportListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { type ReportStatus, reportKeys } from './types';

export async function listQuestionReports(
  status: ReportStatus,
  signal?: AbortSignal,
): Promise<QuestionReport[]> {
  const body = await apiGet<unknown>('/admin/question-reports', {
    query: { status },
    ...(signal ? { signal } : {}),
  });
  return questionReportListSchema.parse(body).items;
}

/** Students' reports of a wrong question or key, newest first (the server sends at most 200). */
export function useQuestionReports(status: ReportStatus) {
  return useQuery({
    queryKey: reportKeys.list(status),
    queryFn: ({ signal }) => listQuestionReports(status, signal),
  });
}
