import { describe, expect, it } from 'vitest';
import { studyDayOf, studyWeek } from './days.ts';

describe('study days', () => {
  it('counts a session on the Indian day it ended, even when it began the day before', () => {
    // 23:40 IST to 00:10 IST: all of it on the new day.
    expect(studyDayOf(Date.parse('2026-11-26T18:40:00Z'))).toBe('2026-11-27');
    expect(studyDayOf(Date.parse('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
  });

  it('the week is seven Indian days ending today, oldest first', () => {
    // 00:30 IST on 1 December is already 1 December in India (still 30 November in UTC).
    expect(studyWeek(Date.parse('2026-11-30T19:00:00Z'))).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
  });
});
