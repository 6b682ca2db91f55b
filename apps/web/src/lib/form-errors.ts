import { ApiError } from '@/lib/api-error';

/** Per-field translation keys; translated at render so a language switch re-translates them. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first issue of each field from a core schema; the messages are already rule keys. */
export function issuesToFieldErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): { fieldErrors: FieldErrors<F>; otherIssues: Issue[] } {
  const fieldErrors: FieldErrors<F> = {};
  const otherIssues: Issue[] = [];
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field === undefined) otherIssues.push(issue);
    else fieldErrors[field] ??= issue.message;
  }
  return { fieldErrors, otherIssues };
}

/**
 * Puts a server error under the field it names when that field is on the form
 * (USERNAME_TAKEN → username, VALIDATION_ERROR with field+rule → that field); anything else is
 * returned as the form-level error.
 */
export function splitServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fieldErrors: FieldErrors<F>; formError: unknown } {
  if (error instanceof ApiError && error.field) {
    const field = fields.find((f) => f === error.field);
    if (field !== undefined) {
      const key = error.code === 'VALIDATION_ERROR' && error.rule ? error.rule : `errors.${error.code}`;
      const fieldErrors: FieldErrors<F> = {};
      fieldErrors[field] = key;
      return { fieldErrors, formError: null };
    }
  }
  return { fieldErrors: {}, formError: error };
}
