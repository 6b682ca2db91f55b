import {
  applySettings,
  clampSetting,
  defaultTimerSettings,
  initialTimer,
  subjectKeys,
  type TimerPhase,
  type TimerSettings,
  type TimerState,
  type TimerStatus,
} from '@abhyas/core';

/**
 * The timer lives in localStorage: its settings, its state (the running phase's instants, never a
 * tick count) and the student's sound and notification choices. A reload, a second tab or a phone
 * that killed the page in the background all read it back as it was. Kept across sign-out: it is
 * the device's timer, not the account's (sessions are saved to the account when they finish).
 */
export const TIMER_STORAGE_KEY = 'abhyas.studyTimer.v1';

export interface TimerPrefs {
  muted: boolean;
  /** The student turned notifications on (the browser's permission is asked for then, not before). */
  notify: boolean;
}

export interface StoredTimer {
  settings: TimerSettings;
  state: TimerState;
  prefs: TimerPrefs;
}

const phases: readonly TimerPhase[] = ['focus', 'shortBreak', 'longBreak'];
const statuses: readonly TimerStatus[] = ['idle', 'running', 'paused', 'ended'];
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numOrNull = (v: unknown) => v === null || isNum(v);
const strOrNull = (v: unknown) => v === null || typeof v === 'string';

function readSettings(raw: unknown): TimerSettings {
  const r = (raw ?? {}) as Partial<Record<keyof TimerSettings, unknown>>;
  const num = (key: Exclude<keyof TimerSettings, 'subject'>) => {
    const value = r[key];
    return clampSetting(key, isNum(value) ? value : defaultTimerSettings[key]);
  };
  const subject =
    typeof r.subject === 'string' && (subjectKeys as string[]).includes(r.subject) ? r.subject : null;
  return {
    focusMinutes: num('focusMinutes'),
    shortBreakMinutes: num('shortBreakMinutes'),
    longBreakMinutes: num('longBreakMinutes'),
    longBreakEvery: num('longBreakEvery'),
    subject,
  };
}

/** A state written by this app (any version) or tampered with: anything doubtful starts afresh. */
function readState(raw: unknown, settings: TimerSettings): TimerState {
  const s = raw as Partial<Record<keyof TimerState, unknown>> | null;
  const valid =
    !!s &&
    phases.includes(s.phase as TimerPhase) &&
    statuses.includes(s.status as TimerStatus) &&
    isNum(s.durationMs) &&
    isNum(s.spentMs) &&
    numOrNull(s.runningSince) &&
    numOrNull(s.startedAt) &&
    numOrNull(s.endedAt) &&
    isNum(s.focusDone) &&
    strOrNull(s.sessionId) &&
    strOrNull(s.subject) &&
    typeof s.announced === 'boolean' &&
    (s.status !== 'running' || s.runningSince !== null);
  return valid ? applySettings(s as TimerState, settings) : initialTimer(settings);
}

export function readTimer(storage: Storage | null = safeStorage()): StoredTimer {
  let raw: Partial<Record<keyof StoredTimer, unknown>> = {};
  try {
    raw = JSON.parse(storage?.getItem(TIMER_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    raw = {};
  }
  const settings = readSettings(raw.settings);
  const prefs = (raw.prefs ?? {}) as Partial<TimerPrefs>;
  return {
    settings,
    state: readState(raw.state, settings),
    prefs: { muted: prefs.muted === true, notify: prefs.notify === true },
  };
}

export function writeTimer(value: StoredTimer, storage: Storage | null = safeStorage()): void {
  try {
    storage?.setItem(TIMER_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // A full or blocked storage (private mode): the timer still runs in this tab, it just won't survive a reload.
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
