/**
 * The study timer's bounds, shared by the timer screen and the API (zod-free, so the timer's pure
 * state machine can use them without a schema library).
 */

/** Minutes; the timer screen's steppers stay inside these, and defaults are the classic Pomodoro. */
export const studyTimerBounds = {
  focusMinutes: { min: 1, max: 90, default: 25 },
  shortBreakMinutes: { min: 1, max: 30, default: 5 },
  longBreakMinutes: { min: 5, max: 60, default: 15 },
  /** A long break after this many finished focus phases. */
  longBreakEvery: { min: 2, max: 8, default: 4 },
} as const;

/** What the server accepts for one saved focus session. */
export const studySessionRules = {
  /** Shorter than this is not a study session worth counting (a start pressed by mistake). */
  minFocusSeconds: 60,
  /** The longest focus phase the timer allows, plus a little for clock rounding. */
  maxFocusSeconds: studyTimerBounds.focusMinutes.max * 60 + 5,
  /** Start to end on the wall clock, pauses included: a session paused overnight is not believable. */
  maxSpanSeconds: 12 * 60 * 60,
  /** A phone's clock may run a little ahead of the server's. */
  futureSkewSeconds: 5 * 60,
  /** Sessions queued offline may reach the server days later, but not months. */
  maxAgeDays: 30,
  /**
   * Focus time one Indian day can hold. Sessions may not overlap, but one that ends after midnight
   * counts whole on the new day, so the day's total is capped on its own.
   */
  maxFocusSecondsPerDay: 24 * 60 * 60,
} as const;

/** How many Indian days the week chart and the dashboard read, today included. */
export const studyWeekDays = 7;
