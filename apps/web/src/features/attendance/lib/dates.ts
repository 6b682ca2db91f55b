import { indianDayStart } from '@abhyas/core';
import { intlLocale } from '@/lib/format';

/** "20 नवंबर 2026" / "20 Nov 2026": an Indian day, read in India whatever the phone's time zone. */
export function formatDay(day: string, lang: 'hi' | 'en', style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(indianDayStart(day));
}

/** "नवंबर 2026" / "November 2026". */
export function formatMonth(month: string, lang: 'hi' | 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(indianDayStart(`${month}-01`));
}
