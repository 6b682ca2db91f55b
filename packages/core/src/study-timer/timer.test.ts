import { describe, expect, it } from 'vitest';
import {
  advance,
  applySettings,
  clampSetting,
  defaultTimerSettings,
  endsAt,
  finishedFocus,
  initialTimer,
  markAnnounced,
  pause,
  remainingMs,
  resume,
  settle,
  skip,
  start,
  type TimerSettings,
  type TimerState,
} from './timer.ts';

const minute = 60_000;
const t0 = Date.parse('2026-11-26T10:00:00Z');
let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const settings: TimerSettings = { ...defaultTimerSettings, subject: 'history' };

/** Serialises like the page does (localStorage), so "a reload" is a real round trip. */
const reload = (s: TimerState): TimerState => JSON.parse(JSON.stringify(s));

describe('the study timer', () => {
  it('starts with the default 25-minute focus, idle', () => {
    const s = initialTimer(defaultTimerSettings);
    expect(s).toMatchObject({ phase: 'focus', status: 'idle', durationMs: 25 * minute });
    expect(remainingMs(s, t0)).toBe(25 * minute);
  });

  it('counts from timestamps: the time left needs no ticks', () => {
    const s = start(initialTimer(settings), settings, t0, newId);
    expect(remainingMs(s, t0 + 10 * minute + 500)).toBe(15 * minute - 500);
    expect(endsAt(s)).toBe(t0 + 25 * minute);
  });

  it('pause and resume leave out the paused time', () => {
    let s = start(initialTimer(settings), settings, t0, newId);
    s = pause(s, t0 + 10 * minute);
    expect(remainingMs(s, t0 + 60 * minute)).toBe(15 * minute); // the clock moves, the timer does not
    s = resume(s, t0 + 40 * minute);
    expect(remainingMs(s, t0 + 45 * minute)).toBe(10 * minute);
    expect(endsAt(s)).toBe(t0 + 55 * minute);
    s = settle(s, t0 + 55 * minute);
    expect(s).toMatchObject({ status: 'ended', endedAt: t0 + 55 * minute, focusDone: 1 });
    expect(finishedFocus(s, t0 + 56 * minute)).toEqual({
      clientId: s.sessionId,
      startedAt: t0,
      endedAt: t0 + 55 * minute,
      focusSeconds: 25 * 60,
      subject: 'history',
    });
  });

  it('resumes after a reload with the right time left, running or paused', () => {
    const running = reload(start(initialTimer(settings), settings, t0, newId));
    expect(remainingMs(running, t0 + 7 * minute)).toBe(18 * minute);
    const paused = reload(pause(running, t0 + 7 * minute));
    expect(remainingMs(paused, t0 + 30 * minute)).toBe(18 * minute);
  });

  it('a phase that ended while the tab was hidden is ended at its true end, announced once', () => {
    const s = start(initialTimer(settings), settings, t0, newId);
    const seen = settle(reload(s), t0 + 3 * 60 * minute); // the screen was locked for three hours
    expect(seen).toMatchObject({ status: 'ended', endedAt: t0 + 25 * minute, announced: false });
    expect(remainingMs(seen, t0 + 3 * 60 * minute)).toBe(0);
    const announced = markAnnounced(seen);
    // A second look (another refresh, a reload) changes nothing and does not announce again.
    expect(settle(reload(announced), t0 + 4 * 60 * minute)).toEqual(announced);
    expect(settle(announced, t0 + 4 * 60 * minute)).toBe(announced);
  });

  it('a session is not over one millisecond early', () => {
    const s = start(initialTimer(settings), settings, t0, newId);
    expect(settle(s, t0 + 25 * minute - 1).status).toBe('running');
    expect(settle(s, t0 + 25 * minute).status).toBe('ended');
  });

  it('follows focus with a short break, and every fourth with a long one that restarts the cycle', () => {
    let s = initialTimer(settings);
    const phases: string[] = [];
    let now = t0;
    for (let i = 0; i < 9; i += 1) {
      s = start(s, settings, now, newId);
      now = endsAt(s) ?? now;
      s = advance(settle(s, now), settings);
      phases.push(s.phase);
    }
    expect(phases).toEqual([
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
      'longBreak',
      'focus',
      'shortBreak',
    ]);
    expect(s.durationMs).toBe(5 * minute);
  });

  it('skip stops a focus early and keeps the minutes actually spent; a break skipped is just over', () => {
    let s = start(initialTimer(settings), settings, t0, newId);
    s = pause(s, t0 + 4 * minute);
    s = resume(s, t0 + 6 * minute);
    const skipped = skip(s, settings, t0 + 9 * minute);
    expect(skipped.finished).toMatchObject({ startedAt: t0, endedAt: t0 + 9 * minute, focusSeconds: 7 * 60 });
    expect(skipped.state).toMatchObject({ phase: 'shortBreak', status: 'idle', focusDone: 0 });
    const onBreak = skip(start(skipped.state, settings, t0 + 10 * minute, newId), settings, t0 + 11 * minute);
    expect(onBreak.finished).toBeNull();
    expect(onBreak.state).toMatchObject({ phase: 'focus', status: 'idle' });
  });

  it('a focus skipped before a minute has passed is not a session', () => {
    const s = start(initialTimer(settings), settings, t0, newId);
    expect(skip(s, settings, t0 + 59_000).finished).toBeNull();
  });

  it('skip after the end (not yet noticed) keeps the full session and moves on', () => {
    const s = start(initialTimer(settings), settings, t0, newId);
    const after = skip(s, settings, t0 + 30 * minute);
    expect(after.finished).toBeNull(); // the end itself is what saves it: never twice
    expect(after.state).toMatchObject({ phase: 'shortBreak', focusDone: 1 });
  });

  it('reset forgets the phase and the cycle', () => {
    expect(initialTimer(settings)).toMatchObject({ phase: 'focus', status: 'idle', focusDone: 0 });
  });

  it('new lengths apply to an idle phase, never to a running one', () => {
    const idle = initialTimer(settings);
    const shorter = { ...settings, focusMinutes: 1 };
    expect(applySettings(idle, shorter).durationMs).toBe(minute);
    const running = start(idle, settings, t0, newId);
    expect(applySettings(running, shorter)).toBe(running);
  });

  it('keeps every length inside its bounds', () => {
    expect(clampSetting('focusMinutes', 0)).toBe(1);
    expect(clampSetting('focusMinutes', 500)).toBe(90);
    expect(clampSetting('shortBreakMinutes', Number.NaN)).toBe(5);
    expect(clampSetting('longBreakEvery', 4.4)).toBe(4);
  });

  it('start, pause and resume ignore a state they do not apply to', () => {
    const running = start(initialTimer(settings), settings, t0, newId);
    expect(start(running, settings, t0 + 1, newId)).toBe(running);
    expect(resume(running, t0 + 1)).toBe(running);
    const ended = settle(running, t0 + 30 * minute);
    expect(pause(ended, t0 + 31 * minute)).toBe(ended);
  });
});
