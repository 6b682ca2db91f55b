import type { AttemptTiming } from '@abhyas/core';
import { useCallback, useEffect, useRef } from 'react';
import { putPosition } from '../api/put-position';
import type { ClockSample } from '../lib/clock';
import type { SaveQueue } from '../lib/save-queue';

/** Quiet time after the last move before the position goes to the server. */
export const POSITION_DEBOUNCE_MS = 1500;

/**
 * Tells the server where the student is, so another device resumes there: debounced, never awaited,
 * skipped offline (sent when the browser is back), every failure ignored. Each answer carries the
 * attempt's time (`onTiming`); the returned `ask` sends the position again just for that. The device keeps its own
 * copy in the save queue's record, so a reload does not need the server.
 */
export function usePositionSync(
  attemptId: string,
  queue: SaveQueue | null,
  questionId: string | undefined,
  serverHas: string | null,
  onTiming: (timing: AttemptTiming, clock: ClockSample) => void,
  /** False once the attempt is being submitted or is over: a position then would only earn a 409. */
  open: boolean,
) {
  const sent = useRef<string | null>(serverHas);
  const latest = useRef(questionId);
  latest.current = questionId;
  const sync = useRef<() => void>(() => {});
  const ask = useRef<() => void>(() => {});
  const heard = useRef(onTiming);
  heard.current = onTiming;
  const isOpen = useRef(open);
  isOpen.current = open;

  useEffect(() => {
    if (!queue) return;
    // `again`: the same position once more, as the hall's heartbeat (its answer carries the time).
    const put = (again: boolean) => {
      const id = latest.current;
      if (!id || !isOpen.current || (id === sent.current && !again) || !navigator.onLine) return;
      putPosition(attemptId, id).then(
        (answer) => {
          sent.current = id;
          queue.positionSent(id);
          if (answer) heard.current(answer.timing, answer.clock);
        },
        () => undefined,
      );
    };
    const send = () => put(false);
    ask.current = () => put(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(send, POSITION_DEBOUNCE_MS);
    };
    sync.current = later;
    window.addEventListener('online', send);
    window.addEventListener('pagehide', send);
    return () => {
      clearTimeout(timer);
      sync.current = () => {};
      ask.current = () => {};
      window.removeEventListener('online', send);
      window.removeEventListener('pagehide', send);
      // Leaving the hall (the section summary, another page): the last move goes now.
      send();
    };
  }, [attemptId, queue]);

  useEffect(() => {
    if (questionId) sync.current();
  }, [questionId]);

  return useCallback(() => ask.current(), []);
}
