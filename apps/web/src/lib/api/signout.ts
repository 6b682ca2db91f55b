// The session's own endpoints, used by more than one area (the dashboard, the header's avatar menu):
// they sit below the features, beside lib/session.ts, because features never import each other.
// An endpoint only one area calls stays in features/<area>/api.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '@/lib/api-client';
import { clearSession, getRefreshToken } from '@/lib/session';

const SIGNOUT_TIMEOUT_MS = 5000;

/**
 * Revokes the refresh token on the server, then forgets the session here whatever happened: a
 * sign-out the user asked for must never fail. No bearer is sent (the access token may have
 * expired; the refresh token names the session), and a slow network gets 5 s at most.
 */
export async function signout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    await apiPost<unknown>('/auth/signout', refreshToken ? { refreshToken } : {}, {
      signal: AbortSignal.timeout(SIGNOUT_TIMEOUT_MS),
    });
  } catch {
    // Nothing to tell the user: the local sign-out below is what they asked for.
  } finally {
    clearSession();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signout,
    onSettled: () => {
      queryClient.clear();
      void navigate('/signin', { replace: true });
    },
  });
}
