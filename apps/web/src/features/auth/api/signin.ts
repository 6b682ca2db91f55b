import { type AuthResponse, authResponseSchema, type SigninRequest } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { adoptAccountLanguage } from '@/lib/account-language';
import { apiPost } from '@/lib/api-client';
import { noteAccountAtSignIn } from '@/lib/navigation';
import { saveSession } from '@/lib/session';
import { writeItem } from '@/lib/storage';

export async function signin(input: SigninRequest): Promise<AuthResponse> {
  return authResponseSchema.parse(await apiPost<unknown>('/auth/signin', input));
}

/**
 * On success the session is stored before any caller's callback runs, and showPotdDialog is set
 * (spec §2): the frame then shows today's Problem of the Day as a dialog on the next page, if it is
 * still unsolved (app/layout/potd-dialog-host.tsx asks the server before it opens anything).
 */
export function useSignin() {
  return useMutation({
    mutationFn: signin,
    onSuccess: (auth) => {
      // Before the session: storing it re-renders the guard on /signin, which reads this too.
      noteAccountAtSignIn(auth.user);
      saveSession(auth);
      adoptAccountLanguage(auth.user);
      writeItem('showPotdDialog', 'true');
    },
  });
}
