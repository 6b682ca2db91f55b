/** A real calendar date as YYYY-MM-DD: 2026-02-30 matches the pattern but is no day. */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A month as YYYY-MM (01–12). */
export const isCalendarMonth = (s: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

/**
 * `day` plus whole calendar months, kept inside the month it lands in (31 Jan + 1 month is
 * 28 or 29 Feb), as YYYY-MM-DD. `day` must be a calendar day.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}
