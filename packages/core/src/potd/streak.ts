import { addIndianDays, type IndianDay } from '../days/indian-day.ts';

/** A student's Problem of the Day streak as stored: the last Indian day they solved the problem. */
export interface PotdStreakRecord {
  current: number;
  max: number;
  lastSolvedDay: IndianDay | null;
}

export interface PotdStreak {
  current: number;
  max: number;
}

/**
 * The streak after the first correct answer of `today` (spec §7): solving today after solving
 * yesterday adds one; after a gap (or never) it starts at 1; solving again on the same day changes
 * nothing; max is the larger of the old max and the new streak.
 */
export function streakAfterSolve(record: PotdStreakRecord, today: IndianDay): PotdStreakRecord {
  if (record.lastSolvedDay === today) return record;
  const current = record.lastSolvedDay === addIndianDays(today, -1) ? record.current + 1 : 1;
  return { current, max: Math.max(record.max, current), lastSolvedDay: today };
}

/**
 * The streak as shown on `today`: it still stands while yesterday's or today's problem is solved
 * (today's may still be solved until midnight IST); after a missed day it is 0 until the next solve.
 * The max never falls.
 */
export function streakOn(record: PotdStreakRecord | undefined, today: IndianDay): PotdStreak {
  if (!record) return { current: 0, max: 0 };
  const alive = record.lastSolvedDay === today || record.lastSolvedDay === addIndianDays(today, -1);
  return { current: alive ? record.current : 0, max: record.max };
}
