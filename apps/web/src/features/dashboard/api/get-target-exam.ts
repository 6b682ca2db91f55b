import { targetExamSummarySchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { targetExamSummaryKey } from '@/lib/api/target-exam';
import { apiGet } from '@/lib/api-client';

/** The "Your exam" card: the student's target exam and the next test of it (docs/first-visit.md). */
export async function getTargetExam(signal?: AbortSignal) {
  return targetExamSummarySchema.parse(
    await apiGet<unknown>('/dashboard/target-exam', signal ? { signal } : {}),
  );
}

export function useTargetExamSummary() {
  return useQuery({ queryKey: targetExamSummaryKey, queryFn: ({ signal }) => getTargetExam(signal) });
}
