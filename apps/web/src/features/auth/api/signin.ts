import { type AuthResponse, authResponseSchema, type SigninRequest } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { flagPotdDialogIfUnsolved } from '@/lib/api/potd-today';
import { apiPost } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export async function signin(input: SigninRequest): Promise<AuthResponse> {
  return authResponseSchema.parse(await apiPost<unknown>('/auth/signin', input));
}

/**
 * On success the session is stored before any caller's callback runs. Then, without holding up the
 * sign-in, today's Problem of the Day is asked for: unsolved, it sets showPotdDialog, and the frame
 * opens the problem as a dialog (spec §2; app/layout/potd-dialog-host.tsx).
 */
export function useSignin() {
  return useMutation({
    mutationFn: signin,
    onSuccess: (auth) => {
      saveSession(auth);
      void flagPotdDialogIfUnsolved();
    },
  });
}
