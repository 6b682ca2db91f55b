import { describe, expect, it } from 'vitest';
import { isQuietHourInIndia } from './quiet-hours.ts';

describe('quiet hours (22:00 to 07:00 IST)', () => {
  it('starts at 22:00 IST, whatever the UTC date says', () => {
    expect(isQuietHourInIndia(new Date('2026-11-26T16:29:59Z'))).toBe(false); // 21:59:59 IST
    expect(isQuietHourInIndia(new Date('2026-11-26T16:30:00Z'))).toBe(true); // 22:00 IST
  });

  it('runs across midnight and ends at 07:00 IST', () => {
    expect(isQuietHourInIndia(new Date('2026-11-26T18:30:00Z'))).toBe(true); // 00:00 IST
    expect(isQuietHourInIndia(new Date('2026-11-27T01:29:59Z'))).toBe(true); // 06:59:59 IST
    expect(isQuietHourInIndia(new Date('2026-11-27T01:30:00Z'))).toBe(false); // 07:00 IST
  });

  it('takes epoch milliseconds too', () => {
    expect(isQuietHourInIndia(Date.parse('2026-11-26T06:30:00Z'))).toBe(false); // 12:00 IST
  });
});
