import { addIndianDays, type IndianDay } from '../days/indian-day.ts';

/** A practice streak in Indian days (docs/dashboard.md). */
export interface Streak {
  /** The run of consecutive active days that ends today, or yesterday when today has nothing yet. */
  current: number;
  /** The longest run of consecutive active days ever (never less than `current`). */
  best: number;
  /** Whether today already counts: when false, practice today keeps `current` going. */
  activeToday: boolean;
}

/**
 * The streak of consecutive Indian days with any practice activity (a quiz answer, a flash-card
 * review, a submitted test, a finished study session). Today counts when it is active; a day that
 * is not over yet cannot break a streak, so when today has nothing but yesterday does, the run
 * ending yesterday still stands. Days after `today` (a phone whose clock runs ahead) are ignored.
 * `days` may repeat and come in any order.
 */
export function streakOf(days: Iterable<IndianDay>, today: IndianDay): Streak {
  const active = new Set<IndianDay>();
  for (const d of days) if (d <= today) active.add(d);
  const sorted = [...active].sort();
  let best = 0;
  let run = 0;
  let previous: IndianDay | null = null;
  for (const day of sorted) {
    run = previous !== null && addIndianDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const activeToday = active.has(today);
  let current = 0;
  for (
    let day = activeToday ? today : addIndianDays(today, -1);
    active.has(day);
    day = addIndianDays(day, -1)
  )
    current += 1;
  return { current, best, activeToday };
}
