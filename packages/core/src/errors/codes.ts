/**
 * Every error the API can answer with. The web app translates these codes (locales/*:errors.<code>),
 * so the English `message` in a response is for logs and outside tools, never shown as-is.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'SESSION_ENDED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'RATE_LIMITED',
  'ATTEMPT_CLOSED',
  /** Another device (sign-in session) has opened the running attempt since: this one may not write. */
  'ATTEMPT_MOVED',
  'SECTION_CLOSED',
  'ATTEMPT_NOT_SUBMITTED',
  'SOLUTIONS_HIDDEN',
  'QUESTION_SEALED',
  'IMPORT_INVALID',
  'STUDY_SESSION_OVERLAP',
  'STUDY_DAY_FULL',
  'ORGANISATION_SUSPENDED',
  'MEMBER_MUTED',
  'GROUP_ARCHIVED',
  'LIVE_NOT_STARTED',
  'LIVE_JOIN_CLOSED',
  'LIVE_RESULTS_PENDING',
  'PLAN_STUDENT_LIMIT',
  'CONFLICT',
  /** The database is briefly out of reach (a restart): nothing was done; try again (503, Retry-After). */
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The practice set that opens a sealed question's key, as a student can find it. */
export interface SealedBy {
  setId: string;
  examKey: string;
  title: { hi: string; en: string };
}

/** The one error shape of the whole API. `field` and `rule` are set for validation errors. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    field?: string;
    rule?: string;
    retryAfterSeconds?: number;
    /** QUESTION_SEALED: the set whose first submitted attempt opens the key (docs/exam-hall.md). */
    sealedBy?: SealedBy;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
