import { practiceAreaListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * What the signed-in student may practise in each topic of a subject (the quiz screens' own read,
 * GET /api/quizzes/subjects/{subject}/topics): the end of a note offers a topic's quiz only when
 * it has questions for this student (sealed ones do not count, docs/honest-ranks.md).
 */
export function usePracticeTopics(subject: string, enabled: boolean) {
  return useQuery({
    queryKey: ['quiz-topics', subject],
    queryFn: async ({ signal }) =>
      practiceAreaListSchema.parse(
        await apiGet<unknown>(`/quizzes/subjects/${encodeURIComponent(subject)}/topics`, { signal }),
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}
