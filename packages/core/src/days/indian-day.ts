/**
 * Indian days. Streaks, the Problem of the Day, study-time totals, flash-card queues and attendance
 * roll over at midnight Asia/Kolkata, whatever the server's or the phone's time zone. India keeps no
 * daylight saving, so IST is always UTC+05:30 and plain arithmetic is exact (no Intl needed).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An Indian day as `YYYY-MM-DD`. */
export type IndianDay = string;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Indian day an instant falls on. */
export function indianDayOf(at: Date | number): IndianDay {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian day begins (00:00 IST). */
export function indianDayStart(day: IndianDay): Date {
  const m = dayPattern.exec(day);
  if (!m) throw new RangeError(`Not an Indian day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - IST_OFFSET_MS);
}

/** The day `n` days after (or before, for negative `n`) `day`. */
export function addIndianDays(day: IndianDay, n: number): IndianDay {
  return indianDayOf(indianDayStart(day).getTime() + n * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function indianDaysBetween(from: IndianDay, to: IndianDay): number {
  return Math.round((indianDayStart(to).getTime() - indianDayStart(from).getTime()) / DAY_MS);
}
