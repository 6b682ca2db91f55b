/** How far away a due date is, in the largest unit that reads naturally on a button. */
export type IntervalUnit = 'minutes' | 'hours' | 'days' | 'months' | 'years';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export function intervalParts(from: Date, to: Date): { unit: IntervalUnit; count: number } {
  const ms = Math.max(0, to.getTime() - from.getTime());
  if (ms < HOUR) return { unit: 'minutes', count: Math.max(1, Math.round(ms / MIN)) };
  if (ms < DAY) return { unit: 'hours', count: Math.round(ms / HOUR) };
  if (ms < 30 * DAY) return { unit: 'days', count: Math.round(ms / DAY) };
  if (ms < 365 * DAY) return { unit: 'months', count: Math.round(ms / (30 * DAY)) };
  return { unit: 'years', count: Math.round((ms / (365 * DAY)) * 10) / 10 };
}
