import { addIndianDays, type IndianDay, indianDayOf } from '../days/indian-day.ts';
import { studyWeekDays } from './rules.ts';

/**
 * Which Indian day a study session counts on: the day it ENDED, whole. A focus phase is at most
 * 90 minutes and its pauses are not recorded, so splitting it at midnight would guess where the
 * pauses were; counting it on the day it ended is exact about what it claims, and it is the day the
 * student saw the session finish (docs/study-timer.md).
 */
export function studyDayOf(endedAt: Date | number): IndianDay {
  return indianDayOf(endedAt);
}

/** The week the chart shows: `studyWeekDays` Indian days ending with today's, oldest first. */
export function studyWeek(now: Date | number): IndianDay[] {
  const today = indianDayOf(now);
  return Array.from({ length: studyWeekDays }, (_, i) => addIndianDays(today, i - (studyWeekDays - 1)));
}
