import { type MyOrganisationRequests, myOrganisationRequestsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useIsSignedIn, useStoredValue } from '@/lib/session';

export const myRequestsKey = (userId: string | null) => ['organisation-requests', 'mine', userId] as const;

export async function getMyRequests(signal?: AbortSignal): Promise<MyOrganisationRequests> {
  return myOrganisationRequestsSchema.parse(
    await apiGet<unknown>('/organisation-requests/mine', signal ? { signal } : {}),
  );
}

/** The caller's "Register Your Institute" requests, newest first. */
export function useMyRequests() {
  const signedIn = useIsSignedIn();
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: myRequestsKey(userId),
    queryFn: ({ signal }) => getMyRequests(signal),
    enabled: signedIn,
  });
}
