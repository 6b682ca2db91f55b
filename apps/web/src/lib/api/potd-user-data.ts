// The spec's Problem of the Day user data (GET and the post-submit POST
// /api/problem-of-day/users/{userId}), below the features because the frame's streak badge and
// the potd page both use it.
import { type PotdUserData, potdUserDataSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { writeItem } from '@/lib/storage';

const path = (userId: string) => `/problem-of-day/users/${encodeURIComponent(userId)}`;

export async function getPotdUserData(userId: string, signal?: AbortSignal): Promise<PotdUserData> {
  return potdUserDataSchema.parse(await apiGet<unknown>(path(userId), signal ? { signal } : {}));
}

/** The spec's post-submit call: records nothing more on our server, answers the fresh user data. */
export async function postPotdUserData(userId: string): Promise<PotdUserData> {
  return potdUserDataSchema.parse(await apiPost<unknown>(path(userId)));
}

/** The session values the header's badge and the page read (spec §3). */
export function storePotdUserData({ data }: PotdUserData): void {
  writeItem('bookmarkedProblems', String(data.bookmarkedProblems));
  writeItem('currentStreak', String(data.streak.current));
  writeItem('maxStreak', String(data.streak.max));
}

/**
 * Once per app start for a signed-in user: the stored streak may be from yesterday, and a missed
 * day breaks it overnight (the server shows 0 then). Failures are silent; the stored value stays.
 */
export function usePotdStreakRefresh(): void {
  const userId = useStoredValue('userId');
  const token = useStoredValue('token');
  useQuery({
    queryKey: ['potd', 'user-data', userId],
    queryFn: async ({ signal }) => {
      const data = await getPotdUserData(userId ?? '', signal);
      storePotdUserData(data);
      return data;
    },
    enabled: userId !== null && token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
