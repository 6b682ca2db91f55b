import { practiceAreaListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const subjectsKey = ['quiz-subjects'] as const;

/** The subject cards: practice questions per subject and the student's accuracy there. */
export async function listSubjects(signal?: AbortSignal) {
  return practiceAreaListSchema.parse(await apiGet<unknown>('/quizzes/subjects', signal ? { signal } : {}));
}

export function useSubjects() {
  return useQuery({ queryKey: subjectsKey, queryFn: ({ signal }) => listSubjects(signal) });
}
