import type { forgotPasswordRequestSchema } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export type ForgotPasswordRequest = ReturnType<typeof forgotPasswordRequestSchema.parse>;

export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<void> {
  await apiPost<unknown>('/auth/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
