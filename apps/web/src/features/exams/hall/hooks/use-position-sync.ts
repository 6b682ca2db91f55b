import { useEffect, useRef } from 'react';
import { putPosition } from '../api/put-position';
import type { SaveQueue } from '../lib/save-queue';

/** Quiet time after the last move before the position goes to the server. */
export const POSITION_DEBOUNCE_MS = 1500;

/**
 * Tells the server where the student is, so another device resumes there: debounced, never awaited,
 * skipped offline (sent when the browser is back), every failure ignored. The device keeps its own
 * copy in the save queue's record, so a reload does not need the server.
 */
export function usePositionSync(
  attemptId: string,
  queue: SaveQueue | null,
  questionId: string | undefined,
  serverHas: string | null,
) {
  const sent = useRef<string | null>(serverHas);
  const latest = useRef(questionId);
  latest.current = questionId;
  const sync = useRef<() => void>(() => {});

  useEffect(() => {
    if (!queue) return;
    const send = () => {
      const id = latest.current;
      if (!id || id === sent.current || !navigator.onLine) return;
      putPosition(attemptId, id).then(
        () => {
          sent.current = id;
          queue.positionSent(id);
        },
        () => undefined,
      );
    };
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
      window.removeEventListener('online', send);
      window.removeEventListener('pagehide', send);
      // Leaving the hall (the section summary, another page): the last move goes now.
      send();
    };
  }, [attemptId, queue]);

  useEffect(() => {
    if (questionId) sync.current();
  }, [questionId]);
}
