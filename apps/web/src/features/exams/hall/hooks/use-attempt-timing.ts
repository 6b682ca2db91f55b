import type { AttemptState, AttemptTiming } from '@abhyas/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cacheTiming } from '../lib/hall-cache';
import { idbStore } from '../lib/idb-store';
import { followTiming, type HallTiming, nextBoundaryMs, timingCheckDue } from '../lib/timing';

const later = (a: HallTiming, b: HallTiming) => (Date.parse(b.deadline) > Date.parse(a.deadline) ? b : a);

/**
 * The attempt with its time as the server last said it. The hall opens with the deadline and windows
 * of the attempt state; save acknowledgements and position answers carry the server's current ones,
 * and a later deadline (compensatory time granted mid-test) replaces them without a reload. The new
 * time is also written to the device's copy, so a reload while offline keeps it.
 */
export function useAttemptTiming(state: AttemptState, nowMs: number) {
  const [learned, setLearned] = useState<HallTiming | null>(null);
  const opened = useMemo<HallTiming>(() => ({ deadline: state.deadline, sections: state.sections }), [state]);
  const timing = learned ? later(opened, learned) : opened;
  const current = useRef(timing);
  current.current = timing;
  // Server time of the last question or answer about the time: a student who saves is not asked more.
  const lastContact = useRef(nowMs);

  const learn = useCallback((news: AttemptTiming) => {
    lastContact.current = Math.max(lastContact.current, Date.parse(news.serverNow));
    const next = followTiming(current.current, news);
    if (!next) return;
    current.current = next;
    setLearned(next);
  }, []);

  useEffect(() => {
    if (learned && learned === timing) void cacheTiming(idbStore, state.id, learned).catch(() => undefined);
  }, [learned, timing, state.id]);

  const attempt = useMemo<AttemptState>(
    () => (timing === opened ? state : { ...state, ...timing }),
    [state, opened, timing],
  );
  return { attempt, learn, lastContact, extendedBy: minutesBetween(state.deadline, timing.deadline) };
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * Asks the server for the attempt's time when the hall has not heard it for a while, or just before
 * the timer acts (docs/exam-hall.md, "A deadline that moves"). `ask` sends the position PUT, whose
 * answer carries the time; it is skipped offline and while the test is being submitted.
 */
export function useTimingCheck(
  attempt: AttemptState,
  nowMs: number,
  lastContact: { current: number },
  active: boolean,
  ask: () => void,
) {
  const send = useRef(ask);
  send.current = ask;
  const boundary = nextBoundaryMs(attempt, attempt.sectionalTiming, nowMs);
  useEffect(() => {
    if (!active || !navigator.onLine || !timingCheckDue(lastContact.current, nowMs, boundary)) return;
    lastContact.current = nowMs;
    send.current();
  }, [active, nowMs, boundary, lastContact]);
}
