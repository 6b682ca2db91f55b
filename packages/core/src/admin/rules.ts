import { ruleMessagesEn } from '../auth/rules.ts';
import { addIndianDays, type IndianDay } from '../days/indian-day.ts';
import type { DayCount } from './contracts.ts';

/** How many Indian days the dashboard's series cover, today included. */
export const adminStatsDays = 30;
/** "Weekly active": the last seven Indian days, today included. */
export const activeWeekDays = 7;

/** The first day of a window of `days` Indian days ending on `today`. */
export function windowStart(today: IndianDay, days: number): IndianDay {
  return addIndianDays(today, -(days - 1));
}

/**
 * Day counts as the database returns them (only days with rows) become a full series, oldest first,
 * with zeros for quiet days: a chart's bars then stand for the same days in every series.
 */
export function fillDaySeries(rows: readonly DayCount[], today: IndianDay, days: number): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  const start = windowStart(today, days);
  return Array.from({ length: days }, (_, i) => {
    const day = addIndianDays(start, i);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

/**
 * Whether an admin may set `target`'s platform role to `role`. An admin never demotes themselves
 * (the platform could be left with no admin, and nobody could undo it from the dashboard).
 */
export function roleChangeRefusal(
  actorId: string,
  targetId: string,
  role: 'user' | 'admin',
): 'selfDemotion' | null {
  return actorId === targetId && role !== 'admin' ? 'selfDemotion' : null;
}

/** Whether an admin may disable `target`: never themselves, for the same reason (and they would be signed out at once). */
export function disableRefusal(actorId: string, targetId: string, disabled: boolean): 'selfDisable' | null {
  return actorId === targetId && disabled ? 'selfDisable' : null;
}

export const adminMessagesEn: Record<string, string> = {
  'validation.admin.selfDemotion': 'an admin cannot take away their own admin role',
  'validation.admin.selfDisable': 'an admin cannot disable their own account',
};

// One shared map of English sentences, so the API's error handler knows these keys too.
Object.assign(ruleMessagesEn, adminMessagesEn);
