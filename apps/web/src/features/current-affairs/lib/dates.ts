import { indianDayStart } from '@abhyas/core';
import { intlLocale } from '@/lib/format';

/** "रविवार, 29 नवंबर" / "Sunday, 29 November": a day in words, as read in India. */
export function dayInWords(day: string, lang: 'hi' | 'en', withYear = false): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'Asia/Kolkata',
  }).format(indianDayStart(day));
}

/** "29 नव॰ 2026" / "29 Nov 2026": a fact's date or an expiry in a list. */
export function shortDay(day: string, lang: 'hi' | 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(indianDayStart(day));
}
