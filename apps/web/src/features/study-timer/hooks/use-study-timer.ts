import {
  advance,
  applySettings,
  type FinishedFocus,
  finishedFocus,
  initialTimer,
  markAnnounced,
  pause,
  remainingMs,
  resume,
  settle,
  skip,
  start,
  type TimerPhase,
  type TimerSettings,
} from '@abhyas/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newClientId } from '../lib/client-id';
import { askNotificationPermission, showEndNotice } from '../lib/end-notice';
import { playEndTone, primeAudio } from '../lib/end-tone';
import { readTimer, type StoredTimer, TIMER_STORAGE_KEY, writeTimer } from '../lib/timer-storage';

export interface TimerCallbacks {
  /** A focus phase is over (ended, or skipped after a minute or more): save it. */
  onFocusFinished(finished: FinishedFocus): void;
  /** The notification's text for a phase that just ended. */
  noticeText(phase: TimerPhase): { title: string; body: string };
}

/** How often the display refreshes while running. The time itself comes from timestamps. */
const REFRESH_MS = 250;

/**
 * The timer screen's state: the core state machine, kept in localStorage after every change and
 * re-read when another tab changes it. The display refreshes from the clock while running and at
 * once when the page becomes visible again; a phase whose end passed meanwhile is shown as ended,
 * and its end is announced (tone, notification, saving) exactly once.
 */
export function useStudyTimer(callbacks: TimerCallbacks) {
  const [stored, setStored] = useState<StoredTimer>(() => readTimer());
  const [now, setNow] = useState(() => Date.now());
  const current = useRef(stored);
  const cb = useRef(callbacks);
  cb.current = callbacks;

  const commit = useCallback((change: (s: StoredTimer, at: number) => StoredTimer) => {
    const at = Date.now();
    const next = change(current.current, at);
    current.current = next;
    writeTimer(next);
    setStored(next);
    setNow(at);
  }, []);

  const refresh = useCallback(() => {
    const at = Date.now();
    const settled = settle(current.current.state, at);
    if (settled !== current.current.state) commit((s) => ({ ...s, state: settled }));
    else setNow(at);
  }, [commit]);

  // Refresh while running; on return to the tab; on a change made by another tab.
  useEffect(() => {
    if (stored.state.status !== 'running') return;
    const id = window.setInterval(refresh, REFRESH_MS);
    return () => window.clearInterval(id);
  }, [stored.state.status, refresh]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== TIMER_STORAGE_KEY) return;
      current.current = readTimer();
      setStored(current.current);
      refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', refresh);
    window.addEventListener('pageshow', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('pageshow', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  // The end, announced once: storage is the judge, so a second tab or a reload does not repeat it.
  useEffect(() => {
    const { state, prefs } = stored;
    if (state.status !== 'ended' || state.announced) return;
    const latest = readTimer();
    if (latest.state.announced && latest.state.startedAt === state.startedAt) {
      current.current = latest;
      setStored(latest);
      return;
    }
    commit((s) => ({ ...s, state: markAnnounced(s.state) }));
    if (!prefs.muted) playEndTone();
    if (prefs.notify) {
      const { title, body } = cb.current.noticeText(state.phase);
      void showEndNotice(title, body);
    }
    const finished = finishedFocus(state, Date.now());
    if (finished) cb.current.onFocusFinished(finished);
  }, [stored, commit]);

  const actions = {
    /** Start the idle phase; after an ended one, start the next. */
    start() {
      primeAudio();
      commit((s, at) => {
        const idle = s.state.status === 'ended' ? advance(s.state, s.settings) : s.state;
        return { ...s, state: start(idle, s.settings, at, newClientId) };
      });
    },
    pause: () => commit((s, at) => ({ ...s, state: pause(s.state, at) })),
    resume() {
      primeAudio();
      commit((s, at) => ({ ...s, state: resume(s.state, at) }));
    },
    skip() {
      // An end that passed unnoticed is shown, announced and saved as ended, not skipped past.
      const settled = settle(current.current.state, Date.now());
      if (settled.status === 'ended' && !settled.announced) return refresh();
      const { state, settings } = current.current;
      const result = skip(state, settings, Date.now());
      commit((s) => ({ ...s, state: result.state }));
      if (result.finished) cb.current.onFocusFinished(result.finished);
    },
    /** Back to a fresh cycle; the running phase is dropped (Skip is the way to keep its minutes). */
    reset: () => commit((s) => ({ ...s, state: initialTimer(s.settings) })),
    setSettings: (patch: Partial<TimerSettings>) =>
      commit((s) => {
        const settings = { ...s.settings, ...patch };
        return { ...s, settings, state: applySettings(s.state, settings) };
      }),
    setMuted: (muted: boolean) => commit((s) => ({ ...s, prefs: { ...s.prefs, muted } })),
    /** Turning notifications on asks the browser; a refusal leaves them off. */
    async setNotify(notify: boolean) {
      const allowed = notify ? await askNotificationPermission() : false;
      commit((s) => ({ ...s, prefs: { ...s.prefs, notify: allowed } }));
      return allowed;
    },
  };

  return { ...stored, now, remainingMs: remainingMs(stored.state, now), actions };
}

export type StudyTimer = ReturnType<typeof useStudyTimer>;
