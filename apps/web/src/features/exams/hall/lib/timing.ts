import type { AttemptState, AttemptTiming } from '@abhyas/core';
import { openSectionIndex } from './clock';

/** The part of the attempt that a grant of compensatory time moves. */
export type HallTiming = Pick<AttemptState, 'deadline' | 'sections'>;

/**
 * The hall's timing after a server answer (a save acknowledgement or a position answer), or null
 * when nothing changed. Only a later deadline is taken: the server never shortens a running test, and
 * two answers can arrive in the other order than they were computed. Windows the server sent replace
 * ours; a window that ended with the old deadline (every section of a test that is not sectionally
 * timed, the last section of one that is) ends with the new one.
 */
export function followTiming(current: HallTiming, news: AttemptTiming): HallTiming | null {
  if (!(Date.parse(news.deadline) > Date.parse(current.deadline))) return null;
  const sent = new Map((news.sections ?? []).map((w) => [w.index, w]));
  return {
    deadline: news.deadline,
    sections: current.sections.map((s) => {
      const w = sent.get(s.index);
      if (w) return { ...s, opensAt: w.opensAt, closesAt: w.closesAt };
      return s.closesAt === current.deadline ? { ...s, closesAt: news.deadline } : s;
    }),
  };
}

/** Quiet time after which the hall asks the server for its time (the position PUT answers it). */
export const TIMING_HEARTBEAT_MS = 2 * 60_000;
/** Before a moment the hall acts on (a section closing, the deadline) it asks once more. */
export const TIMING_FINAL_CHECK_MS = 60_000;

/** When the hall next acts on its time: the open section's close when sections are timed, else the deadline. */
export function nextBoundaryMs(timing: HallTiming, sectionalTiming: boolean, nowMs: number): number {
  const deadline = Date.parse(timing.deadline);
  if (!sectionalTiming) return deadline;
  const open = timing.sections[openSectionIndex(timing.sections, nowMs)];
  return open ? Math.min(deadline, Date.parse(open.closesAt)) : deadline;
}

/**
 * Whether to ask the server for its time now. `lastContactMs` is the last time the hall asked or
 * heard (server clock): a student who saves often is never asked for more; one who reads without
 * answering asks every two minutes, and once in the last minute before the timer acts, so a later
 * deadline is known before a section is locked or the test is submitted by itself.
 */
export function timingCheckDue(lastContactMs: number, nowMs: number, boundaryMs: number): boolean {
  if (nowMs - lastContactMs >= TIMING_HEARTBEAT_MS) return true;
  const finalMinute = boundaryMs - TIMING_FINAL_CHECK_MS;
  return nowMs >= finalMinute && nowMs < boundaryMs && lastContactMs < finalMinute;
}
