import { describe, expect, it } from 'vitest';
import {
  betterSample,
  clockSample,
  crossedMark,
  formatClock,
  formatOpeningTime,
  openSectionIndex,
  secondsLeft,
  sectionAccess,
  sectionLocked,
} from './clock';

describe('exam clock', () => {
  it('measures the offset at the middle of the round trip', () => {
    const sample = clockSample(1_000, 1_200, new Date(6_100).toISOString());
    expect(sample).toEqual({ offsetMs: 5_000, roundTripMs: 200 });
  });

  it('prefers the sample with the shorter round trip', () => {
    const fast = { offsetMs: 10, roundTripMs: 50 };
    const slow = { offsetMs: 900, roundTripMs: 2_000 };
    expect(betterSample(fast, slow)).toBe(fast);
    expect(betterSample(slow, fast)).toBe(fast);
    expect(betterSample(fast, slow, 120_000)).toBe(slow);
  });

  it('counts down from the deadline in server time, never below zero', () => {
    const deadline = new Date(100_000).toISOString();
    expect(secondsLeft(deadline, 40_500)).toBe(60);
    expect(secondsLeft(deadline, 200_000)).toBe(0);
    expect(formatClock(3_909)).toBe('1:05:09');
    expect(formatClock(309)).toBe('05:09');
  });

  it('announces 10 and 5 minutes once each', () => {
    expect(crossedMark(601, 600)).toBe(10);
    expect(crossedMark(600, 599)).toBeNull();
    expect(crossedMark(305, 298)).toBe(5);
  });

  it('locks every section but the open one in a sectionally timed exam', () => {
    const windows = [
      { opensAt: new Date(0).toISOString(), closesAt: new Date(1_000).toISOString() },
      { opensAt: new Date(1_000).toISOString(), closesAt: new Date(2_000).toISOString() },
    ];
    expect(openSectionIndex(windows, 500)).toBe(0);
    expect(openSectionIndex(windows, 1_000)).toBe(1);
    expect(sectionLocked(windows, 0, 1_500, true)).toBe(true);
    expect(sectionLocked(windows, 1, 1_500, true)).toBe(false);
    expect(sectionLocked(windows, 0, 1_500, false)).toBe(false);
  });

  it('tells a section still to come from a closed one (the walk saw both called "closed")', () => {
    const at = (minutes: number) => new Date(Date.parse('2026-03-02T04:30:00.000Z') + minutes * 60_000);
    const windows = [0, 20, 40].map((m) => ({
      opensAt: at(m).toISOString(),
      closesAt: at(m + 20).toISOString(),
    }));
    const now = at(25).getTime();
    expect([0, 1, 2].map((i) => sectionAccess(windows, i, now, true))).toEqual([
      'closed',
      'open',
      'notYetOpen',
    ]);
    expect([0, 1, 2].map((i) => sectionAccess(windows, i, now, false))).toEqual(['open', 'open', 'open']);
    // Its opening time as students read the exam's clock: IST, whatever the device's zone.
    expect(formatOpeningTime(windows[2]?.opensAt ?? '', 'hi')).toBe('सुबह 10:40');
    expect(formatOpeningTime(windows[2]?.opensAt ?? '', 'en')).toBe('10:40 am');
  });
});
