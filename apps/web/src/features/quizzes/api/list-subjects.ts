import { practiceAreaListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const subjectsKey = ['quiz-subjects'] as const;

/**
 * The subject cards: practice questions per subject and the student's accuracy there. A visitor
 * reads the public list: what a brand-new student may practise, no accuracy (docs/first-visit.md).
 */
export async function listSubjects(visitor: boolean, signal?: AbortSignal) {
  const path = visitor ? '/quizzes/public/subjects' : '/quizzes/subjects';
  return practiceAreaListSchema.parse(await apiGet<unknown>(path, signal ? { signal } : {}));
}

export function useSubjects(visitor = false) {
  return useQuery({
    queryKey: visitor ? [...subjectsKey, 'public'] : subjectsKey,
    queryFn: ({ signal }) => listSubjects(visitor, signal),
  });
}
