import { addMonths } from '../days/calendar-day.ts';

/**
 * Current affairs (docs/current-affairs.md). A question of this subject carries the date of its fact
 * and an expiry: the exams ask about roughly the last two years, so a fact is practised for two
 * years unless its author says sooner (a post held for a term, a record likely to fall), and after
 * its expiry it leaves the quizzes and the daily quiz's choices. It stays in the bank and in the
 * month's digest it was published in: a student may still look it up.
 */
export const CURRENT_AFFAIRS = 'current-affairs';

export const currentAffairsRules = {
  /** How long a fact is practised when its author gives no expiry. */
  shelfMonths: 24,
  /** Questions in a day's quiz. */
  quizSize: 10,
  /** The admin's list of questions to choose a day's quiz from. */
  candidates: 60,
} as const;

/** The last day a fact is practised: the author's expiry, or the date of the fact plus the shelf life. */
export const expiryOf = (factDate: string, expiresOn?: string | null): string =>
  expiresOn ?? addMonths(factDate, currentAffairsRules.shelfMonths);

/** Whether a fact of `expiresOn` is still practised on `today` (both YYYY-MM-DD; the expiry day counts). */
export const isCurrent = (expiresOn: string | null, today: string): boolean =>
  expiresOn === null || today <= expiresOn;
