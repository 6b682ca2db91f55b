import { studySessionRules, studyTimerBounds } from './rules.ts';

/**
 * The Pomodoro timer as a pure state machine. It never counts ticks: a running phase stores the
 * instant it (re)started and how much of it was spent before, so the time left is always
 * `duration − spent − (now − runningSince)`, whatever happened in between (a hidden tab, a locked
 * screen, a reload: the state lives in localStorage and is read back as it was). Every function
 * takes `now` (epoch milliseconds) and returns a new state; tests drive it with made-up instants.
 */

export type TimerPhase = 'focus' | 'shortBreak' | 'longBreak';
export type TimerStatus = 'idle' | 'running' | 'paused' | 'ended';

export interface TimerSettings {
  focusMinutes: number;
  shortBreakMinutes: number;
  longBreakMinutes: number;
  longBreakEvery: number;
  /** A subject key of the dictionary (packages/core content/subjects.ts), or null for none. */
  subject: string | null;
}

export const defaultTimerSettings: TimerSettings = {
  focusMinutes: studyTimerBounds.focusMinutes.default,
  shortBreakMinutes: studyTimerBounds.shortBreakMinutes.default,
  longBreakMinutes: studyTimerBounds.longBreakMinutes.default,
  longBreakEvery: studyTimerBounds.longBreakEvery.default,
  subject: null,
};

export interface TimerState {
  phase: TimerPhase;
  status: TimerStatus;
  /** The phase's length, fixed when it starts (changing the settings later does not move it). */
  durationMs: number;
  /** Time of this phase spent in earlier running stretches (before the last pause). */
  spentMs: number;
  /** When the current running stretch began; null unless running. */
  runningSince: number | null;
  /** When the phase was first started; null while idle. */
  startedAt: number | null;
  /** When the phase ended (its true end, even if the tab noticed later); null unless ended. */
  endedAt: number | null;
  /** Focus phases finished in this cycle; every `longBreakEvery`-th is followed by a long break. */
  focusDone: number;
  /** Names the focus phase's saved session, so a replay (another tab, a retry) is not counted twice. */
  sessionId: string | null;
  /** The subject the phase was started with. */
  subject: string | null;
  /** The end was announced (tone, notification, saving): announced once, never again on a reload. */
  announced: boolean;
}

const minute = 60_000;

/** Whole minutes inside the bounds: a value from storage or a form cannot break the timer. */
export function clampSetting(key: Exclude<keyof TimerSettings, 'subject'>, value: number): number {
  const { min, max, default: fallback } = studyTimerBounds[key];
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function phaseMinutes(phase: TimerPhase, settings: TimerSettings): number {
  if (phase === 'focus') return clampSetting('focusMinutes', settings.focusMinutes);
  if (phase === 'shortBreak') return clampSetting('shortBreakMinutes', settings.shortBreakMinutes);
  return clampSetting('longBreakMinutes', settings.longBreakMinutes);
}

function idle(phase: TimerPhase, settings: TimerSettings, focusDone: number): TimerState {
  return {
    phase,
    status: 'idle',
    durationMs: phaseMinutes(phase, settings) * minute,
    spentMs: 0,
    runningSince: null,
    startedAt: null,
    endedAt: null,
    focusDone,
    sessionId: null,
    subject: null,
    announced: false,
  };
}

/** A fresh cycle: focus first, nothing done. Also what Reset returns. */
export function initialTimer(settings: TimerSettings): TimerState {
  return idle('focus', settings, 0);
}

/** An idle timer shows the current settings: a changed length applies before the phase starts. */
export function applySettings(state: TimerState, settings: TimerSettings): TimerState {
  return state.status === 'idle' ? idle(state.phase, settings, state.focusDone) : state;
}

/** Time spent in the phase so far (pauses excluded). */
export function spentMs(state: TimerState, now: number): number {
  const running = state.runningSince === null ? 0 : Math.max(0, now - state.runningSince);
  return Math.min(state.durationMs, state.spentMs + running);
}

export function remainingMs(state: TimerState, now: number): number {
  if (state.status === 'ended') return 0;
  return Math.max(0, state.durationMs - spentMs(state, now));
}

/** When a running phase will end; null otherwise. */
export function endsAt(state: TimerState): number | null {
  return state.runningSince === null ? null : state.runningSince + state.durationMs - state.spentMs;
}

export function start(
  state: TimerState,
  settings: TimerSettings,
  now: number,
  newId: () => string,
): TimerState {
  if (state.status !== 'idle') return state;
  const fresh = idle(state.phase, settings, state.focusDone);
  return {
    ...fresh,
    status: 'running',
    runningSince: now,
    startedAt: now,
    sessionId: state.phase === 'focus' ? newId() : null,
    subject: state.phase === 'focus' ? settings.subject : null,
  };
}

export function pause(state: TimerState, now: number): TimerState {
  const settled = settle(state, now);
  if (settled.status !== 'running') return settled;
  return { ...settled, status: 'paused', spentMs: spentMs(settled, now), runningSince: null };
}

export function resume(state: TimerState, now: number): TimerState {
  if (state.status !== 'paused') return state;
  return { ...state, status: 'running', runningSince: now };
}

/**
 * A running phase whose end has passed becomes ended, at its true end instant. Called on every
 * display refresh and whenever the page becomes visible or loads; returns the same object when
 * nothing changed.
 */
export function settle(state: TimerState, now: number): TimerState {
  const end = endsAt(state);
  if (state.status !== 'running' || end === null || now < end) return state;
  return {
    ...state,
    status: 'ended',
    spentMs: state.durationMs,
    runningSince: null,
    endedAt: end,
    focusDone: state.phase === 'focus' ? state.focusDone + 1 : state.focusDone,
  };
}

/** The phase after `state`'s: a break after focus (long every N-th), focus after a break. */
export function nextPhase(state: TimerState, settings: TimerSettings): TimerPhase {
  if (state.phase !== 'focus') return 'focus';
  const every = clampSetting('longBreakEvery', settings.longBreakEvery);
  return state.focusDone > 0 && state.focusDone % every === 0 ? 'longBreak' : 'shortBreak';
}

/** After an ended phase: the next one, idle, its length from the current settings. */
export function advance(state: TimerState, settings: TimerSettings): TimerState {
  const phase = nextPhase(state, settings);
  // The long break closes a cycle: the count starts again.
  const focusDone = state.phase === 'longBreak' ? 0 : state.focusDone;
  return idle(phase, settings, focusDone);
}

export function markAnnounced(state: TimerState): TimerState {
  return state.announced ? state : { ...state, announced: true };
}

/** A focus phase that is over (ended, or stopped early by Skip), as the session the server keeps. */
export interface FinishedFocus {
  clientId: string;
  startedAt: number;
  endedAt: number;
  focusSeconds: number;
  subject: string | null;
}

/**
 * Skip: the phase stops now and the next one waits, idle. A focus phase stopped early still counts
 * the time actually spent (returned as `finished` to be saved) but does not count towards the long
 * break; a break skipped is simply over.
 */
export function skip(
  state: TimerState,
  settings: TimerSettings,
  now: number,
): { state: TimerState; finished: FinishedFocus | null } {
  const settled = settle(state, now);
  if (settled.status === 'ended') return { state: advance(settled, settings), finished: null };
  const finished = state.phase === 'focus' ? finishedFocus({ ...settled, endedAt: now }, now) : null;
  const phase: TimerPhase = settled.phase === 'focus' ? 'shortBreak' : 'focus';
  const focusDone = settled.phase === 'longBreak' ? 0 : settled.focusDone;
  return { state: idle(phase, settings, focusDone), finished };
}

/** The session of a focus phase that has an end, or null (not focus, not started, too short to count). */
export function finishedFocus(state: TimerState, now: number): FinishedFocus | null {
  if (state.phase !== 'focus' || state.startedAt === null || state.sessionId === null) return null;
  const endedAt = state.endedAt ?? now;
  const focusSeconds = Math.floor(spentMs(state, endedAt) / 1000);
  if (state.status === 'idle' || focusSeconds < studySessionRules.minFocusSeconds) return null;
  return {
    clientId: state.sessionId,
    startedAt: state.startedAt,
    endedAt,
    focusSeconds,
    subject: state.subject,
  };
}
