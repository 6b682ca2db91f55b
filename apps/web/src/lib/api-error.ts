import { type ErrorCode, isApiErrorBody } from '@abhyas/core/constants';

/** The server's codes plus the one the client makes up when the server cannot be reached. */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR';

/** A failed API call. `body` is whatever the server answered (parsed JSON or raw text). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly field: string | undefined;
  readonly rule: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: ClientErrorCode;
    message: string;
    field?: string | undefined;
    rule?: string | undefined;
    retryAfterSeconds?: number | undefined;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.rule = init.rule;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (isApiErrorBody(body)) {
      const { code, message, field, rule, retryAfterSeconds } = body.error;
      return new ApiError({ status, code, message, field, rule, retryAfterSeconds, body });
    }
    // Not our error shape (a proxy's HTML page, an empty 502): spec §8 "HTTP error! status: {code}".
    return new ApiError({ status, code: 'INTERNAL', message: `HTTP error! status: ${status}`, body });
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not reach the server' });
    error.cause = cause;
    return error;
  }
}

export function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403;
}
