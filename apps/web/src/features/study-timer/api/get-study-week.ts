import { type StudyWeek, studyWeekSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useIsSignedIn, useStoredValue } from '@/lib/session';

/** Per user, so a second account on the same phone never sees the first one's minutes. */
export const studyWeekKey = (userId: string | null) => ['study-timer', 'week', userId] as const;

/** GET /api/study-timer/week: focus minutes on each of the last seven Indian days, today last. */
export async function getStudyWeek(signal?: AbortSignal): Promise<StudyWeek> {
  return studyWeekSchema.parse(await apiGet<unknown>('/study-timer/week', signal ? { signal } : {}));
}

export function useStudyWeek() {
  const signedIn = useIsSignedIn();
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: studyWeekKey(userId),
    queryFn: ({ signal }) => getStudyWeek(signal),
    enabled: signedIn,
    refetchOnWindowFocus: true,
  });
}
