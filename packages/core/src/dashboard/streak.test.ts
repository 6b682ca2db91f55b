import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIndianDays } from '../days/indian-day.ts';
import { streakOf } from './streak.ts';

const today = '2026-11-26';
const ago = (n: number) => addIndianDays(today, -n);

describe('streakOf: consecutive Indian days with practice', () => {
  it('is zero for a student with no activity', () => {
    expect(streakOf([], today)).toEqual({ current: 0, best: 0, activeToday: false });
  });

  it('counts today when today is active', () => {
    expect(streakOf([today, ago(1), ago(2)], today)).toEqual({ current: 3, best: 3, activeToday: true });
  });

  it('keeps the streak standing when only yesterday is active (today is not over yet)', () => {
    expect(streakOf([ago(1), ago(2)], today)).toEqual({ current: 2, best: 2, activeToday: false });
  });

  it('breaks the streak after a whole day without practice', () => {
    expect(streakOf([ago(2), ago(3), ago(4)], today)).toEqual({ current: 0, best: 3, activeToday: false });
  });

  it('keeps the best run even when the current one is shorter', () => {
    const days = [today, ago(1), ago(5), ago(6), ago(7), ago(8)];
    expect(streakOf(days, today)).toEqual({ current: 2, best: 4, activeToday: true });
  });

  it('ignores repeats, order and days after today (a phone clock running ahead)', () => {
    const days = [ago(1), today, today, addIndianDays(today, 1), addIndianDays(today, 2), ago(1)];
    expect(streakOf(days, today)).toEqual({ current: 2, best: 2, activeToday: true });
  });

  it('runs across a month and a year end', () => {
    const days = ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'];
    expect(streakOf(days, '2027-01-02')).toEqual({ current: 4, best: 4, activeToday: true });
    expect(streakOf(['2026-02-28', '2026-03-01'], '2026-03-01').current).toBe(2);
  });

  it('never has a current streak above the best, and best is at most the number of active days', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 60 }), { maxLength: 40 }), (offsets) => {
        const s = streakOf(
          offsets.map((n) => ago(n)),
          today,
        );
        const distinctPast = new Set(offsets.filter((n) => n >= 0)).size;
        expect(s.current).toBeLessThanOrEqual(s.best);
        expect(s.best).toBeLessThanOrEqual(distinctPast);
        expect(s.activeToday).toBe(offsets.includes(0));
      }),
    );
  });
});
