import { describe, expect, it } from 'vitest';
import { addIndianDays, indianDayOf, indianDayStart, indianDaysBetween } from './indian-day.ts';

describe('Indian days', () => {
  it('rolls over at midnight IST, not UTC', () => {
    expect(indianDayOf(new Date('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26'); // 23:59:59 IST
    expect(indianDayOf(new Date('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27'); // 00:00 IST
  });

  it('starts a day at 00:00 IST', () => {
    expect(indianDayStart('2026-11-27').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(() => indianDayStart('27/11/2026')).toThrow(RangeError);
  });

  it('steps across months and years', () => {
    expect(addIndianDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIndianDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(indianDaysBetween('2026-11-20', '2026-11-27')).toBe(7);
    expect(indianDaysBetween('2026-11-27', '2026-11-20')).toBe(-7);
  });
});
