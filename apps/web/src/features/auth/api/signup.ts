import { type AuthResponse, authResponseSchema, type SignupRequest } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { adoptAccountLanguage } from '@/lib/account-language';
import { apiPost } from '@/lib/api-client';
import { noteAccountAtSignIn } from '@/lib/navigation';
import { saveSession } from '@/lib/session';

export async function signup(input: SignupRequest): Promise<AuthResponse> {
  return authResponseSchema.parse(await apiPost<unknown>('/auth/signup', input));
}

/** A new account is signed in straight away (the API answers 201 with tokens). */
export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (auth) => {
      // Before the session: storing it re-renders the guard on /signin, which reads this too.
      noteAccountAtSignIn(auth.user);
      saveSession(auth);
      adoptAccountLanguage(auth.user);
    },
  });
}
