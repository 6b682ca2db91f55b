import { addIndianDays, type IndianDay } from '@abhyas/core';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';

/**
 * The spec's `/problem-of-day/users/{userId}` calls name a user: a student may only name themself;
 * a platform admin may read anyone's (support). 403, not 404: the caller knows whose id they sent.
 */
export function assertMayReadUser(viewer: Viewer, userId: string): void {
  if (viewer.id !== userId && viewer.role !== 'admin') throw forbidden('You can only see your own streak');
}

/**
 * Admins schedule days to come. Today's problem is fixed once the day has begun (students are
 * answering it), and the past is history.
 */
export function assertDayOpenForScheduling(day: IndianDay, today: IndianDay): void {
  if (day <= today)
    throw new AppError(409, 'CONFLICT', 'Only days after today can be scheduled or cleared', {
      field: 'day',
      rule: 'validation.potd.dayPast',
    });
  // A year ahead is plenty; further is almost certainly a typo in the year.
  if (day > addIndianDays(today, 366))
    throw new AppError(400, 'VALIDATION_ERROR', 'Schedule at most a year ahead', {
      field: 'day',
      rule: 'validation.potd.dayTooFar',
    });
}

/** The key and explanation go out once the viewer solved the day's problem, or the day is over. */
export const revealsKey = (solved: boolean, day: IndianDay, today: IndianDay) => solved || day < today;
