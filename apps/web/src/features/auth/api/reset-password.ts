import type { resetPasswordRequestSchema } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export type ResetPasswordRequest = ReturnType<typeof resetPasswordRequestSchema.parse>;

export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await apiPost<unknown>('/auth/reset-password', input);
}

/**
 * A reset ends any session held in this browser: the server revokes the account's refresh
 * tokens, and the user is asked to sign in with the new password anyway.
 */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: clearSession });
}
