import { formatTime } from '@/lib/format';

/**
 * The exam's time is the server's. Each response carries `serverNow`; comparing it with the local
 * clock (at the middle of the round trip) gives how far this device's clock is off. The sample with
 * the shortest round trip is the most accurate, so it is kept.
 */
export interface ClockSample {
  offsetMs: number;
  roundTripMs: number;
}

export function clockSample(sentAtMs: number, receivedAtMs: number, serverNowIso: string): ClockSample {
  const roundTripMs = Math.max(0, receivedAtMs - sentAtMs);
  const localMid = sentAtMs + roundTripMs / 2;
  return { offsetMs: Date.parse(serverNowIso) - localMid, roundTripMs };
}

/** Runs a request and measures the clock offset from the `serverNow` it answers with. */
export async function timed<T extends { serverNow: string }>(
  call: () => Promise<T>,
): Promise<{ value: T; clock: ClockSample }> {
  const sentAt = Date.now();
  const value = await call();
  return { value, clock: clockSample(sentAt, Date.now(), value.serverNow) };
}

/** Keeps the better sample, but lets a new one win after a minute so a changed clock is noticed. */
export function betterSample(current: ClockSample | null, next: ClockSample, ageMs = 0): ClockSample {
  if (!current) return next;
  if (ageMs > 60_000 || next.roundTripMs <= current.roundTripMs) return next;
  return current;
}

export function serverNowMs(offsetMs: number, localNowMs = Date.now()): number {
  return localNowMs + offsetMs;
}

/** Whole seconds left until `deadlineIso`, never negative. */
export function secondsLeft(deadlineIso: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineIso) - nowMs) / 1000));
}

/** 1:05:09 or 05:09, as the official timer shows it. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Screen readers hear the time only at these marks (minutes left), not every second. */
export const ANNOUNCE_AT_MINUTES = [10, 5] as const;

/** The announcement mark just crossed, if any, between two readings of the seconds left. */
export function crossedMark(previousSeconds: number, nowSeconds: number): number | null {
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const mark = minutes * 60;
    if (previousSeconds > mark && nowSeconds <= mark) return minutes;
  }
  return null;
}

export interface SectionWindow {
  opensAt: string;
  closesAt: string;
}

/** Index of the section whose window holds `nowMs` (the last one once all have closed). */
export function openSectionIndex(sections: readonly SectionWindow[], nowMs: number): number {
  const i = sections.findIndex((s) => Date.parse(s.opensAt) <= nowMs && nowMs < Date.parse(s.closesAt));
  return i === -1 ? Math.max(0, sections.length - 1) : i;
}

/** In a sectionally timed exam only the open section can be visited; otherwise every section. */
export function sectionLocked(
  sections: readonly SectionWindow[],
  index: number,
  nowMs: number,
  sectionalTiming: boolean,
): boolean {
  if (!sectionalTiming) return false;
  return openSectionIndex(sections, nowMs) !== index;
}

/**
 * Why a section can or cannot be visited: a section that has not opened yet is not "closed" (the
 * walk saw both called बंद); the student only has to wait for it.
 */
export type SectionAccess = 'open' | 'notYetOpen' | 'closed';

export function sectionAccess(
  sections: readonly SectionWindow[],
  index: number,
  nowMs: number,
  sectionalTiming: boolean,
): SectionAccess {
  if (!sectionLocked(sections, index, nowMs, sectionalTiming)) return 'open';
  const opensAt = sections[index]?.opensAt;
  return opensAt !== undefined && Date.parse(opensAt) > nowMs ? 'notYetOpen' : 'closed';
}

/** A section's opening time as a clock time in IST ("शाम 4:00" / "4:00 pm"), as students read the exam's time. */
export function formatOpeningTime(iso: string, lang: 'hi' | 'en'): string {
  return formatTime(iso, lang);
}
