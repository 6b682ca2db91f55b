import { describe, expect, it } from 'vitest';
import { trendScale } from '@/components/charts/percent-charts';
import { weakestSubject } from './subject-accuracy';

describe('the dashboard charts', () => {
  it('scales the score trend from zero to 100 %, below zero only for a negative score', () => {
    expect(trendScale([])).toEqual({ min: 0, max: 100 });
    expect(trendScale([12.5, 80])).toEqual({ min: 0, max: 100 });
    expect(trendScale([-3, 40])).toEqual({ min: -25, max: 100 });
    expect(trendScale([-30])).toEqual({ min: -50, max: 100 });
  });

  it('names the subject with the lowest accuracy, the one with more answers on a tie', () => {
    const line = (subject: string, accuracy: number, attempts: number) => ({
      subject,
      accuracy,
      attempts,
      correct: Math.round((accuracy * attempts) / 100),
    });
    expect(weakestSubject([])).toBeNull();
    expect(weakestSubject([line('maths', 60, 10), line('polity', 40, 5)])?.subject).toBe('polity');
    expect(weakestSubject([line('maths', 40, 10), line('polity', 40, 50)])?.subject).toBe('polity');
  });
});
