import type { AttemptState, AttemptTiming } from '@abhyas/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { saveAnswers } from '../api/save-answers';
import type { ClockSample } from '../lib/clock';
import { answersOnDevice, type DeviceRecord } from '../lib/device-record';
import { idbStore } from '../lib/idb-store';
import { type QueueSnapshot, questionsWaiting, SaveQueue } from '../lib/save-queue';

const noSubscription = () => () => {};

/**
 * One SaveQueue for the attempt: the only holder of its answers. React reads them through
 * useSyncExternalStore; before the queue has read the device, what the hall was opened with is shown.
 */
export function useSaveQueue(
  attempt: AttemptState,
  record: DeviceRecord | null,
  onClock: (clock: ClockSample) => void,
  onTiming: (timing: AttemptTiming) => void,
) {
  const [queue, setQueue] = useState<SaveQueue | null>(null);
  const [clockSink] = useState(() => ({ current: onClock, timing: onTiming }));
  clockSink.current = onClock;
  clockSink.timing = onTiming;

  useEffect(() => {
    let live = true;
    const q = new SaveQueue(attempt.id, idbStore, {
      // Every acknowledgement carries the attempt's time: a deadline moved mid-test reaches the timer.
      send: async (saves) => {
        const { value: ack, clock } = await saveAnswers(attempt.id, saves);
        clockSink.current(clock);
        clockSink.timing(ack);
        return ack;
      },
      isOnline: () => navigator.onLine,
    });
    void q.init(attempt.lastSeq, answersOnDevice(attempt.responses, null)).then(() => {
      if (!live) return;
      setQueue(q);
      void q.flush();
    });
    const online = () => {
      q.connectionChanged();
      void q.flush();
    };
    const offline = () => q.connectionChanged();
    // Acknowledgements are stored lazily; a page that is hidden may never come back, so store them now.
    const hidden = () => {
      if (document.visibilityState === 'hidden') q.tidy();
    };
    const leaving = () => q.tidy();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      live = false;
      q.tidy();
      q.dispose();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [attempt.id, attempt.lastSeq, attempt.responses, clockSink]);

  const opening = useMemo<QueueSnapshot>(
    () => ({
      responses: answersOnDevice(attempt.responses, record),
      status: 'saved',
      pending: questionsWaiting(
        record?.pending ?? [],
        answersOnDevice(attempt.responses, record && { ...record, pending: [] }),
      ),
      refusals: [],
      durable: true,
    }),
    [attempt.responses, record],
  );
  const snapshot = useSyncExternalStore(
    queue?.subscribe ?? noSubscription,
    queue?.getSnapshot ?? (() => opening),
  );
  return { queue, snapshot };
}
