import { type SavedLearningStyle, savedLearningStyleSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useIsSignedIn, useStoredValue } from '@/lib/session';

export const myLearningStyleKey = (userId: string | null) => ['learning-style', userId] as const;

/**
 * The saved result, or null when the user has not taken the questionnaire yet: the server answers
 * 200 `null` then (docs/api-errors.md, "Absent is not always 404"), so nothing is logged as an error.
 */
export async function getMyLearningStyle(signal?: AbortSignal): Promise<SavedLearningStyle | null> {
  return savedLearningStyleSchema
    .nullable()
    .parse(await apiGet<unknown>('/learning-style/me', signal ? { signal } : {}));
}

export function useMyLearningStyle() {
  const signedIn = useIsSignedIn();
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: myLearningStyleKey(userId),
    queryFn: ({ signal }) => getMyLearningStyle(signal),
    enabled: signedIn,
  });
}
