import type { User } from '@abhyas/core';
import { getAccessToken } from '@/lib/session';
import { readItem, writeItem } from '@/lib/storage';

// On the start path (lib/i18n.ts imports this file): no import of lib/i18n, no zod, and the API
// client only when a signed-in choice is saved, so a first visit does not download it.
const isAppLanguage = (value: unknown): value is 'hi' | 'en' => value === 'hi' || value === 'en';

/**
 * A language picked while signed in is kept on the account too (`PATCH /api/me`), so the next
 * device the student signs in on skips the language step (docs/first-visit.md). Fire and forget:
 * the device has already stored the choice, and a failed save (offline) is retried by the next
 * choice or the next sign-in on this device (`adoptAccountLanguage`).
 */
export function saveAccountLanguage(language: 'hi' | 'en'): void {
  if (getAccessToken() === null) return;
  void import('@/lib/api-client')
    .then(({ apiPatch }) => apiPatch('/me', { language }))
    .catch(() => undefined);
}

/**
 * Right after sign-in or sign-up (the session already stored). A device where no language was ever
 * chosen takes the account's, so the language step is skipped on a new device (issue 17). A device
 * where the student did choose one keeps it (their latest choice) and the account learns it, so a
 * student who reads English on this phone is not switched to the Hindi they once chose elsewhere.
 */
export function adoptAccountLanguage(user: Pick<User, 'language'>): void {
  const stored = readItem('selectedLanguage');
  if (isAppLanguage(stored)) {
    if (stored !== user.language) saveAccountLanguage(stored);
    return;
  }
  if (isAppLanguage(user.language)) writeItem('selectedLanguage', user.language);
}
