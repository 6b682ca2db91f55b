import type { TestLanguage } from '@abhyas/core';

/** Intl's locale for an interface language: Indian digit grouping (1,00,000) in both. */
export const intlLocale = (lang: TestLanguage) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

/** A moment as students in India read it: date and time in IST, wherever the device's clock is set. */
export function formatDateTime(iso: string, lang: TestLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
