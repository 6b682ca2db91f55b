import type { ApiErrorBody } from '@abhyas/core';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** An acknowledgement's refusal as the app's ApiError, so it is translated like any API error. */
export function ackError(error: ApiErrorBody['error']): ApiError {
  return new ApiError({
    status: 0,
    code: error.code,
    message: error.message,
    field: error.field,
    rule: error.rule,
    retryAfterSeconds: error.retryAfterSeconds,
  });
}

/** The translated words of an acknowledgement's refusal (errors.<code>, or the rule's own words). */
export const ackErrorMessage = (error: ApiErrorBody['error']) => errorMessage(ackError(error));
