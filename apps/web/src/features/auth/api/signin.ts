import { type AuthResponse, authResponseSchema, type SigninRequest } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export async function signin(input: SigninRequest): Promise<AuthResponse> {
  return authResponseSchema.parse(await apiPost<unknown>('/auth/signin', input));
}

/** On success the session is stored before any caller's callback runs. */
export function useSignin() {
  return useMutation({ mutationFn: signin, onSuccess: saveSession });
}
