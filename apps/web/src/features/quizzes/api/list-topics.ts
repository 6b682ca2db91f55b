import { practiceAreaListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const topicsKey = (subject: string) => ['quiz-topics', subject] as const;

/** The topics of a subject with their practice questions and the student's accuracy. */
export async function listTopics(subject: string, signal?: AbortSignal) {
  const body = await apiGet<unknown>(
    `/quizzes/subjects/${encodeURIComponent(subject)}/topics`,
    signal ? { signal } : {},
  );
  return practiceAreaListSchema.parse(body);
}

export function useTopics(subject: string) {
  return useQuery({ queryKey: topicsKey(subject), queryFn: ({ signal }) => listTopics(subject, signal) });
}
