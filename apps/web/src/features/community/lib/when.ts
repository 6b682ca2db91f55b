import { formatTime, intlLocale } from '@/lib/format';

/**
 * When a group was last active, as a list shows it: the time for today (IST), else the date.
 * Hindi gets Hindi month names and day periods (lib/format), never English time words.
 */
export function formatWhen(iso: string, lang: 'hi' | 'en', now: Date = new Date()): string {
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const at = new Date(iso);
  if (day(at) === day(now)) return formatTime(at, lang);
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

/** A cover colour from core's list, or the first one (a value from elsewhere never reaches a style). */
export function safeCover(cover: string, covers: readonly string[]): string {
  return covers.includes(cover) ? cover : (covers[0] ?? '#334155');
}
