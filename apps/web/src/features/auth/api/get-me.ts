import { type User, userSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { saveUser, useIsSignedIn, useStoredValue } from '@/lib/session';

export function meQueryKey(userId: string | null) {
  return ['me', userId] as const;
}

export async function getMe(signal?: AbortSignal): Promise<User> {
  const body = await apiGet<{ user?: unknown } | undefined>('/me', signal ? { signal } : {});
  return userSchema.parse(body?.user);
}

/** The signed-in user, fresh from the server; the stored copy (name, role) is kept in step. */
export function useMe() {
  const userId = useStoredValue('userId');
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: meQueryKey(userId),
    queryFn: async ({ signal }) => {
      const user = await getMe(signal);
      saveUser(user);
      return user;
    },
    enabled: signedIn,
  });
}
