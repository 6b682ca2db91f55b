import type { AttemptState } from '@abhyas/core';
import { useEffect, useRef, useState } from 'react';
import { sendSaves } from '../api/send-saves';
import type { ClockSample } from '../lib/clock';
import { idbStore } from '../lib/idb-store';
import { type PendingSave, type QueueStatus, SaveQueue } from '../lib/save-queue';

/** One SaveQueue for the attempt, flushed again whenever the browser comes back online. */
export function useSaveQueue(
  attempt: AttemptState,
  onClock: (clock: ClockSample) => void,
  onRestored: (pending: readonly PendingSave[]) => void,
) {
  const [status, setStatus] = useState<QueueStatus>('saved');
  const [pending, setPending] = useState(0);
  const [queue, setQueue] = useState<SaveQueue | null>(null);
  const callbacks = useRef({ onClock, onRestored });
  callbacks.current = { onClock, onRestored };

  useEffect(() => {
    let live = true;
    const q = new SaveQueue(attempt.id, idbStore, {
      send: (saves) => sendSaves(attempt.id, saves, (c) => callbacks.current.onClock(c)),
      isOnline: () => navigator.onLine,
      onChange: (s, n) => {
        if (!live) return;
        setStatus(s);
        setPending(n);
      },
    });
    void q.init(attempt.lastSeq).then(() => {
      if (!live) return;
      callbacks.current.onRestored(q.pendingSaves);
      setQueue(q);
      void q.flush();
    });
    const online = () => void q.flush();
    const offline = () => setStatus(q.status);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      live = false;
      q.dispose();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [attempt.id, attempt.lastSeq]);

  return { queue, status, pending };
}
