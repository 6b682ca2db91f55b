import type { AttendanceConflict, AttendanceDayView } from '@abhyas/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { attendanceKey, dayKey, sendDay } from '../api/attendance';
import { DayQueue, type FlushResult, type QueuedDay, type QueueStore, queuedDayKey } from '../lib/day-queue';
import { idbQueueStore } from '../lib/idb-store';

/** A conflict the teacher still has to settle, with the day it belongs to. */
export interface OpenConflict {
  day: Pick<QueuedDay, 'organizationId' | 'batchId' | 'batchName' | 'day'>;
  conflict: AttendanceConflict;
}

export interface SyncNews {
  saved: QueuedDay[];
}

/**
 * The queue of saved days for this user and what the screen shows of it: the days waiting, the days
 * just saved and the conflicts to settle. Sends on open, on each Save and when the browser says the
 * network is back (`online`).
 */
export function useDayQueue(userId: string, store: QueueStore = idbQueueStore) {
  const queryClient = useQueryClient();
  const queue = useMemo(() => new DayQueue(store, `attendance:queue:${userId}`), [store, userId]);
  const [waiting, setWaiting] = useState<QueuedDay[]>([]);
  const [sending, setSending] = useState(false);
  const [news, setNews] = useState<SyncNews | null>(null);
  const [conflicts, setConflicts] = useState<OpenConflict[]>([]);

  const take = useCallback(
    (result: FlushResult, tell: boolean) => {
      if (result.saved.length > 0) {
        if (tell) setNews((old) => ({ saved: [...(old?.saved ?? []), ...result.saved.map((s) => s.day)] }));
        const fresh = result.saved.flatMap(({ day, response }) =>
          response.conflicts.map((conflict) => ({ day, conflict })),
        );
        setConflicts((old) => [
          ...old.filter(
            (o) =>
              !fresh.some(
                (f) => queuedDayKey(f.day) === queuedDayKey(o.day) && f.conflict.userId === o.conflict.userId,
              ),
          ),
          ...fresh,
        ]);
        for (const { day, response } of result.saved) {
          // The answer is the day as saved: shown at once, while the month and history are read again.
          const { saved: _n, changed: _c, conflicts: _x, clientSavedAt: _t, ...asSaved } = response;
          queryClient.setQueryData<AttendanceDayView>(
            dayKey(day.organizationId, day.batchId, day.day),
            (old) => (old ? { ...old, ...asSaved } : old),
          );
          void queryClient.invalidateQueries({ queryKey: attendanceKey(day.organizationId) });
        }
      }
    },
    [queryClient],
  );

  /** `tell`: a flush the teacher did not start (open, `online`) says what it saved in the banner. */
  const flush = useCallback(
    async (tell = true) => {
      setSending(true);
      try {
        const result = await queue.flush(sendDay);
        take(result, tell);
        return result;
      } finally {
        setWaiting(await queue.list());
        setSending(false);
      }
    },
    [queue, take],
  );

  /** Keeps the day on the device first, then tries to send it: what the server took comes back. */
  const save = useCallback(
    async (day: QueuedDay) => {
      setWaiting(await queue.put(day));
      return flush(false);
    },
    [queue, flush],
  );

  const discard = useCallback(async (key: string) => setWaiting(await queue.discard(key)), [queue]);

  const settle = useCallback(
    async (item: OpenConflict, choice: 'theirs' | 'mine') => {
      setConflicts((old) => old.filter((o) => o !== item));
      if (choice === 'theirs') return;
      const { yours, theirs, userId: student } = item.conflict;
      await save({
        ...item.day,
        marks: [{ userId: student, status: yours.status, note: yours.note, basedOn: theirs.markedAt }],
        clientSavedAt: Date.now(),
      });
    },
    [save],
  );

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  return {
    waiting,
    sending,
    news,
    dismissNews: () => setNews(null),
    conflicts,
    save,
    flush,
    discard,
    settle,
  };
}
