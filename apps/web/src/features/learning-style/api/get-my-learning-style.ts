import { type SavedLearningStyle, savedLearningStyleSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { useIsSignedIn, useStoredValue } from '@/lib/session';

export const myLearningStyleKey = (userId: string | null) => ['learning-style', userId] as const;

/** The saved result, or null when the user has not taken the questionnaire yet (404). */
export async function getMyLearningStyle(signal?: AbortSignal): Promise<SavedLearningStyle | null> {
  try {
    return savedLearningStyleSchema.parse(
      await apiGet<unknown>('/learning-style/me', signal ? { signal } : {}),
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
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
