const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutes' | 'hours' | 'days'; count: number }
  | { key: 'yesterday' }
  | { key: 'date'; date: Date };

/**
 * Spec §2 "Notifications list": 'just now' for a minute or less, then minutes under an hour, hours
 * under a day, 'yesterday' under two days, days under a week, otherwise the date. A time in the
 * future (a phone's clock behind the server's) reads as 'just now'.
 */
export function relativeTime(timestamp: number, now: number): RelativeTime {
  const age = now - timestamp;
  if (age <= MINUTE) return { key: 'justNow' };
  if (age < HOUR) return { key: 'minutes', count: Math.floor(age / MINUTE) };
  if (age < DAY) return { key: 'hours', count: Math.floor(age / HOUR) };
  if (age < 2 * DAY) return { key: 'yesterday' };
  if (age < 7 * DAY) return { key: 'days', count: Math.floor(age / DAY) };
  return { key: 'date', date: new Date(timestamp) };
}
