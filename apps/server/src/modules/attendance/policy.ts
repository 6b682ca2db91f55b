import { isAfterIndianToday } from '@abhyas/core';
import { fieldError } from '../../lib/app-error.ts';

/**
 * Who may mark or read a batch's attendance is the batches area's one rule (`assertCanSeeBatch` in
 * modules/batches/policy.ts: the institute's admins every batch, a teacher only the batches they
 * teach, anything else 404); the access plugin has already let only the institute's staff in
 * (`orgStaff`). This file adds attendance's own rule: a day after today in India cannot be marked or
 * read (a teacher's phone with a wrong date must not mark tomorrow).
 */
export { assertCanSeeBatch } from '../batches/policy.ts';

export function assertDayOpen(day: string, now: Date): void {
  if (isAfterIndianToday(day, now))
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'day',
      'validation.attendance.dayInFuture',
      'That day is after today in India',
    );
}

/** A month whose first day is after today cannot have marks yet. */
export function assertMonthOpen(month: string, now: Date): void {
  if (isAfterIndianToday(`${month}-01`, now))
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'month',
      'validation.attendance.dayInFuture',
      'That month has not begun in India',
    );
}
