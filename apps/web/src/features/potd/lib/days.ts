import { addIndianDays, type ContentLanguage } from '@abhyas/core';
import { intlLocale } from '@/lib/format';

/** The calendar shows four weeks at a time (the server reads at most 62 days). */
export const CALENDAR_DAYS = 28;

/** `from`, `from + 1`, …, `CALENDAR_DAYS` days. */
export function daysFrom(from: string, count = CALENDAR_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => addIndianDays(from, i));
}

/** "गुरु, 27 नव॰" / "Thu, 27 Nov": a day as a student reads it, whatever the phone's zone. */
export function formatDay(day: string, lang: ContentLanguage, withYear = false): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
