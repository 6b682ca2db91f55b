import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownParts, lobbyState } from './lobby';

const start = Date.parse('2026-12-01T04:30:00.000Z');
const min = 60_000;
const test = (over: Partial<Parameters<typeof lobbyState>[0]> = {}) => ({
  phase: 'upcoming' as const,
  startsAt: new Date(start).toISOString(),
  joinClosesAt: new Date(start + 15 * min).toISOString(),
  endsAt: new Date(start + 60 * min).toISOString(),
  registered: true,
  ...over,
});

describe('the lobby clock', () => {
  it('measures the offset as serverNow minus the device time at receipt', () => {
    // The device runs 5 minutes slow: the server says 10:05 when the device reads 10:00.
    const device = Date.parse('2026-12-01T04:30:00.000Z');
    expect(clockOffsetMs('2026-12-01T04:35:00.000Z', device)).toBe(5 * min);
    expect(clockOffsetMs('2026-12-01T04:25:00.000Z', device)).toBe(-5 * min);
    // A garbled serverNow never moves the clock.
    expect(clockOffsetMs('not a time', device)).toBe(0);
  });

  it('opens Join at the server’s zero, not the device’s', () => {
    // The device reads 5 min 2 s before the start when the server reads 2 s before it.
    const deviceAtReceipt = start - 5 * min - 2000;
    const offset = clockOffsetMs(new Date(start - 2000).toISOString(), deviceAtReceipt);
    // Without the offset the device would count five more minutes.
    expect(lobbyState(test(), null, deviceAtReceipt)).toEqual({ kind: 'waiting', msToStart: 5 * min + 2000 });
    expect(lobbyState(test(), null, deviceAtReceipt + offset)).toEqual({ kind: 'waiting', msToStart: 2000 });
    expect(lobbyState(test(), null, deviceAtReceipt + 1999 + offset).kind).toBe('waiting');
    expect(lobbyState(test(), null, deviceAtReceipt + 2000 + offset)).toMatchObject({
      kind: 'join',
      late: false,
    });
  });

  it('rounds a countdown up to whole seconds and splits it', () => {
    expect(countdownParts(90_061_001)).toEqual({ d: 1, h: 1, m: 1, s: 2 });
    expect(countdownParts(-5)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });
});

describe('the lobby’s phases', () => {
  it('asks an unregistered student to register until the join window shuts', () => {
    expect(lobbyState(test({ registered: false }), null, start - min)).toEqual({
      kind: 'register',
      msToStart: min,
    });
    expect(lobbyState(test({ registered: false }), null, start + 5 * min)).toEqual({
      kind: 'register',
      msToStart: 0,
    });
    expect(lobbyState(test({ registered: false }), null, start + 15 * min).kind).toBe('missed');
  });

  it('lets a registered student join from the start, telling a late joiner the minutes left', () => {
    expect(lobbyState(test(), null, start)).toMatchObject({ kind: 'join', late: false, minutesLeft: 60 });
    expect(lobbyState(test(), null, start + 12 * min + 30_000)).toMatchObject({
      kind: 'join',
      late: true,
      minutesLeft: 47,
    });
    expect(lobbyState(test(), null, start + 15 * min).kind).toBe('missed');
  });

  it('takes a joined candidate back to the hall, then waits for the results once submitted', () => {
    const joined = { attemptId: 'a1', submitted: false };
    expect(lobbyState(test(), joined, start + 20 * min)).toEqual({
      kind: 'resume',
      attemptId: 'a1',
      minutesLeft: 40,
    });
    const pending = lobbyState(test(), { attemptId: 'a1', submitted: true }, start + 20 * min);
    // Results are due 30 s after the end (the grace for saves in flight).
    expect(pending).toEqual({ kind: 'pending', resultsAt: new Date(start + 60 * min + 30_000) });
    expect(lobbyState(test(), joined, start + 60 * min).kind).toBe('pending');
  });

  it('shows published and cancelled tests as such, whatever the time', () => {
    expect(lobbyState(test({ phase: 'published' }), null, start - min).kind).toBe('published');
    expect(lobbyState(test({ phase: 'cancelled' }), { attemptId: 'a', submitted: false }, start).kind).toBe(
      'cancelled',
    );
  });
});
