import { describe, expect, it } from 'vitest';
import { attendanceRate, daysOfMonth, isAfterIndianToday } from './rules.ts';

describe('attendanceRate', () => {
  it('counts late as attended and leaves excused out', () => {
    expect(attendanceRate({ present: 2, late: 1, absent: 1, excused: 5 })).toBe(75);
  });
  it('is null when nothing counts, not 0 % (a new batch has not been absent)', () => {
    expect(attendanceRate({})).toBeNull();
    expect(attendanceRate({ excused: 3 })).toBeNull();
  });
  it('rounds to a whole percent', () => {
    expect(attendanceRate({ present: 2, absent: 1 })).toBe(67);
  });
});

describe('isAfterIndianToday', () => {
  it('rolls over at midnight in India, not UTC', () => {
    // 22 Nov 2026 19:00 UTC is 23 Nov 00:30 IST: the 23rd is today, the 24th is not yet.
    const now = new Date('2026-11-22T19:00:00Z');
    expect(isAfterIndianToday('2026-11-23', now)).toBe(false);
    expect(isAfterIndianToday('2026-11-24', now)).toBe(true);
  });
});

describe('daysOfMonth', () => {
  it('knows February of a leap year and the 31st', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-12').at(-1)).toBe('2026-12-31');
  });
});
