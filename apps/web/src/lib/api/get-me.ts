// The session's own endpoints, used by more than one area (the dashboard, the header's avatar menu):
// they sit below the features, beside lib/session.ts, because features never import each other.
// An endpoint only one area calls stays in features/<area>/api.
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
