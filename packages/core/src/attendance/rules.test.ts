import { describe, expect, it } from 'vitest';
import { attendanceRate } from './rules.ts';

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
