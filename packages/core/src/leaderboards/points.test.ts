import { describe, expect, it } from 'vitest';
import { boardsFor, periodKey, potdPoints, quizPointsLeft, testPoints } from './points.ts';

describe('leaderboard points', () => {
  it('gives a mock test 10 for sitting it and up to 20 for the score, never below 10', () => {
    expect(testPoints(0, 200)).toBe(10);
    expect(testPoints(-25_000, 200)).toBe(10);
    expect(testPoints(100_000, 200)).toBe(20);
    expect(testPoints(200_000, 200)).toBe(30);
    expect(testPoints(250_000, 200)).toBe(30);
  });

  it('caps the quiz points of a day and rewards a first-try daily problem', () => {
    expect(quizPointsLeft(0)).toBe(50);
    expect(quizPointsLeft(49)).toBe(1);
    expect(quizPointsLeft(80)).toBe(0);
    expect(potdPoints(true)).toBe(15);
    expect(potdPoints(false)).toBe(10);
  });

  it('names weeks by their Monday (IST) and months by YYYY-MM', () => {
    // Thursday 26 Nov 2026 → Monday 23 Nov; Monday is its own week; Sunday belongs to the Monday before.
    expect(periodKey('week', '2026-11-26')).toBe('2026-11-23');
    expect(periodKey('week', '2026-11-23')).toBe('2026-11-23');
    expect(periodKey('week', '2026-11-29')).toBe('2026-11-23');
    expect(periodKey('week', '2026-11-30')).toBe('2026-11-30');
    expect(periodKey('week', '2027-01-01')).toBe('2026-12-28');
    expect(periodKey('month', '2026-11-26')).toBe('2026-11');
    expect(periodKey('all', '2026-11-26')).toBe('all');
  });

  it('adds an award to each period of the global board, the exam’s and the institute’s', () => {
    expect(boardsFor('2026-11-26', { examKey: null, organisationId: null })).toEqual([
      'week:2026-11-23:global',
      'month:2026-11:global',
      'all:all:global',
    ]);
    expect(boardsFor('2026-11-26', { examKey: 'SSC', organisationId: 'o1' })).toHaveLength(9);
    expect(boardsFor('2026-11-26', { examKey: 'SSC', organisationId: 'o1' })).toContain(
      'month:2026-11:exam:SSC',
    );
  });
});
