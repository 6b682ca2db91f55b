import { practiceAreaListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const topicsKey = (subject: string) => ['quiz-topics', subject] as const;

/** The topics of a subject with their practice questions and the student's accuracy (a visitor: public counts). */
export async function listTopics(subject: string, visitor: boolean, signal?: AbortSignal) {
  const body = await apiGet<unknown>(
    `/quizzes/${visitor ? 'public/' : ''}subjects/${encodeURIComponent(subject)}/topics`,
    signal ? { signal } : {},
  );
  return practiceAreaListSchema.parse(body);
}

export function useTopics(subject: string, visitor = false) {
  return useQuery({
    queryKey: visitor ? [...topicsKey(subject), 'public'] : topicsKey(subject),
    queryFn: ({ signal }) => listTopics(subject, visitor, signal),
  });
}
