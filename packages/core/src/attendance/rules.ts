import { indianDayOf } from '../days/indian-day.ts';

/**
 * The four marks of a roster (docs/attendance.md). Late counts as attended; excused is left out of
 * the rate altogether, so a student excused for a wedding is neither present nor absent.
 */
export const attendanceStatuses = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** Whole-percent attendance of some marks, or null when none counts (all excused, or none yet). */
export function attendanceRate(counts: Partial<Record<AttendanceStatus, number>>): number | null {
  const attended = (counts.present ?? 0) + (counts.late ?? 0);
  const counted = attended + (counts.absent ?? 0);
  if (counted === 0) return null;
  return Math.round((attended / counted) * 100);
}

/** Whether `day` (YYYY-MM-DD) is after today in India at `now`: such a day cannot be marked yet. */
export function isAfterIndianToday(day: string, now: Date): boolean {
  return day > indianDayOf(now);
}

/** The days of a month (YYYY-MM), first to last. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
