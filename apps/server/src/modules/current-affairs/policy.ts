import { addIndianDays, CURRENT_AFFAIRS, type IndianDay, isCurrent } from '@abhyas/core';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';

/** How far ahead an admin may prepare days (the Problem of the Day's calendar allows a year). */
const AHEAD_DAYS = 62;

/** A student sees a day once it has come: a day prepared ahead is not shown before it. */
export function assertDayOpen(day: IndianDay, today: IndianDay): void {
  if (day > today) throw notFound('No current-affairs quiz for this day');
}

/** An admin prepares today or a day up to two months ahead, or corrects a past day nobody took. */
export function assertDayPublishable(day: IndianDay, today: IndianDay, takers: number): void {
  if (day > addIndianDays(today, AHEAD_DAYS))
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'day',
      'validation.currentAffairs.dayTooFar',
      'Prepare at most two months ahead',
    );
  if (takers > 0)
    throw new AppError(
      409,
      'CONFLICT',
      'Students have started this day’s quiz; its questions stay as they are',
    );
}

export interface ChoiceFacts {
  id: string;
  subject: string;
  organizationId: string | null;
  factDate: string | null;
  expiresOn: string | null;
  /** The day's quiz it is already in, other than the one being published. */
  publishedOn: string | null;
  /** In a practice set or a day's problem: sealed stock, never a daily quiz's (docs/current-affairs.md). */
  reserved: boolean;
}

/**
 * A day's ten questions: the platform's own current-affairs questions, about facts before the day and
 * still current on it, each published on one day only and none reserved for ranked sets or a day's
 * problem (a daily quiz shows every key, so it must draw from the open stock).
 */
export function refusedChoices(
  day: IndianDay,
  ids: readonly string[],
  facts: readonly ChoiceFacts[],
): string[] {
  const byId = new Map(facts.map((f) => [f.id, f]));
  return ids.filter((id) => {
    const f = byId.get(id);
    return (
      !f ||
      f.subject !== CURRENT_AFFAIRS ||
      f.organizationId !== null ||
      f.factDate === null ||
      f.factDate > day ||
      !isCurrent(f.expiresOn, day) ||
      (f.publishedOn !== null && f.publishedOn !== day) ||
      f.reserved
    );
  });
}
