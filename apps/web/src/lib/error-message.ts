import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/**
 * The translated text for a failed call. Codes come from the server's catalogue (core
 * errorCodes); the server's English `message` is for logs and never shown.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('errors.UNKNOWN');
  if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds !== undefined) {
    // The sign-in slowdown asks for seconds; "try again in 1 minute" would send the student away for nothing.
    if (error.retryAfterSeconds < 60) {
      return i18n.t('errors.RATE_LIMITED_SECONDS', {
        count: Math.max(1, Math.ceil(error.retryAfterSeconds)),
      });
    }
    const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    return i18n.t('errors.RATE_LIMITED', { count: minutes });
  }
  // A rule says precisely what was wrong (a field's rule, or why a conflict was refused): prefer it.
  if (error.rule && i18n.exists(error.rule)) return i18n.t(error.rule);
  const key = `errors.${error.code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors.INTERNAL');
}

/** A rule key from a core schema (`validation.email.invalid`) or an error key, translated. */
export function ruleMessage(key: string): string {
  return i18n.exists(key) ? i18n.t(key) : i18n.t('validation.invalidType');
}
