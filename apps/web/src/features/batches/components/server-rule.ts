import { isApiError } from '@/lib/api-client';

/** The rule key of a server refusal of `field` (409 name taken, last admin …), if it is one. */
export function serverRule(error: unknown, field: string): string | undefined {
  return isApiError(error) && error.field === field && error.rule ? error.rule : undefined;
}
