/**
 * Where a live test stands at a moment (docs/live-tests.md, "Phases"). Pure: the server decides with
 * its own clock, and every live response carries `serverNow` so a lobby corrects the device's clock.
 */

export const livePhases = ['upcoming', 'open', 'running', 'closing', 'published', 'cancelled'] as const;
export type LivePhase = (typeof livePhases)[number];

/** The list's tabs: upcoming (not started), running (open or running), past (closed, any state). */
export const liveTabs = ['upcoming', 'running', 'past'] as const;
export type LiveTab = (typeof liveTabs)[number];

/** Seconds after `endsAt` before publication starts: saves in flight are still accepted (SAVE_GRACE_SECONDS). */
export const LIVE_PUBLISH_GRACE_SECONDS = 30;
/** How long before the start the reminder goes out. */
export const LIVE_REMINDER_MINUTES = 30;

export interface LiveTiming {
  startsAt: Date;
  joinMinutes: number;
  endsAt: Date;
  cancelledAt: Date | null;
  resultsPublishedAt: Date | null;
}

/** The moment the join window shuts: a registered student may join until then. */
export const joinClosesAt = (t: Pick<LiveTiming, 'startsAt' | 'joinMinutes' | 'endsAt'>): Date =>
  new Date(Math.min(t.startsAt.getTime() + t.joinMinutes * 60_000, t.endsAt.getTime()));

export function livePhase(t: LiveTiming, now: Date): LivePhase {
  if (t.cancelledAt) return 'cancelled';
  if (t.resultsPublishedAt) return 'published';
  const at = now.getTime();
  if (at < t.startsAt.getTime()) return 'upcoming';
  if (at < joinClosesAt(t).getTime()) return 'open';
  if (at < t.endsAt.getTime()) return 'running';
  return 'closing';
}

/** The list tab a phase belongs to (cancelled tests are listed under past). */
export function liveTabOf(phase: LivePhase): LiveTab {
  if (phase === 'upcoming') return 'upcoming';
  if (phase === 'open' || phase === 'running') return 'running';
  return 'past';
}

/** A student may register (or stay registered) until the join window shuts. */
export const mayRegister = (phase: LivePhase): boolean => phase === 'upcoming' || phase === 'open';
/** A registration may be withdrawn before the start only. */
export const mayWithdraw = (phase: LivePhase): boolean => phase === 'upcoming';

/** When publication is due: the end plus the grace for saves in flight (and any accommodation). */
export const publishDueAt = (endsAt: Date, extraMinutes = 0): Date =>
  new Date(endsAt.getTime() + (extraMinutes * 60 + LIVE_PUBLISH_GRACE_SECONDS) * 1000);
