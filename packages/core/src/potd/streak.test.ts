import { describe, expect, it } from 'vitest';
import { streakAfterSolve, streakOn } from './streak.ts';

const fresh = { current: 0, max: 0, lastSolvedDay: null };

describe('Problem of the Day streaks, by Indian day', () => {
  it('starts at 1 on the first solve', () => {
    expect(streakAfterSolve(fresh, '2026-11-26')).toEqual({
      current: 1,
      max: 1,
      lastSolvedDay: '2026-11-26',
    });
  });

  it('adds one when yesterday was solved, across a month end', () => {
    const r = streakAfterSolve({ current: 4, max: 4, lastSolvedDay: '2026-11-30' }, '2026-12-01');
    expect(r).toEqual({ current: 5, max: 5, lastSolvedDay: '2026-12-01' });
  });

  it('starts again at 1 after a missed day and keeps the old max', () => {
    const r = streakAfterSolve({ current: 7, max: 9, lastSolvedDay: '2026-11-24' }, '2026-11-26');
    expect(r).toEqual({ current: 1, max: 9, lastSolvedDay: '2026-11-26' });
  });

  it('a second solve on the same day changes nothing', () => {
    const once = streakAfterSolve({ current: 2, max: 3, lastSolvedDay: '2026-11-25' }, '2026-11-26');
    expect(streakAfterSolve(once, '2026-11-26')).toBe(once);
    expect(once.current).toBe(3);
  });

  it('shows the streak while yesterday or today is solved, and 0 after a missed day', () => {
    const record = { current: 6, max: 8, lastSolvedDay: '2026-11-25' };
    expect(streakOn(record, '2026-11-25')).toEqual({ current: 6, max: 8 });
    expect(streakOn(record, '2026-11-26')).toEqual({ current: 6, max: 8 });
    expect(streakOn(record, '2026-11-27')).toEqual({ current: 0, max: 8 });
    expect(streakOn(undefined, '2026-11-27')).toEqual({ current: 0, max: 0 });
  });
});
