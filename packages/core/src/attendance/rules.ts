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
