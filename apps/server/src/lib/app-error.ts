import type { ApiErrorBody, ErrorCode } from '@abhyas/core';

/** Thrown by services and guards; the error handler turns it into the one API error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ApiErrorBody['error'], 'code' | 'message'> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export const unauthenticated = (message = 'Sign in to continue') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

/**
 * A refusal of one field: `rule` is the translation key the web shows under that field
 * (`validation.*` in locales/<lang>/validation.json, or `testUpload.rules.*`); `message` is English for logs.
 */
export const fieldError = (
  statusCode: number,
  code: ErrorCode,
  field: string,
  rule: string,
  message: string,
): AppError => new AppError(statusCode, code, message, { field, rule });

/**
 * A PostgreSQL unique violation (SQLSTATE 23505), whether the driver's error is raw or wrapped by
 * Drizzle (`cause`). With `constraint`, only a violation of an index whose name contains it counts
 * (a driver that does not name the constraint falls back to its detail text).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (pg.code !== '23505') continue;
    if (constraint === undefined) return true;
    const named =
      typeof pg.constraint === 'string' ? pg.constraint : typeof pg.detail === 'string' ? pg.detail : '';
    return named.includes(constraint);
  }
  return false;
}
