import { describe, expect, it } from 'vitest';
import { competitionRanks, percentileFor } from './ranking.ts';
import { examTemplates } from './templates.ts';
import { attemptWindows, compensatoryMinutes } from './timing.ts';

const start = new Date('2026-11-22T04:30:00Z');
const minutesFrom = (d: Date) => (d.getTime() - start.getTime()) / 60_000;

describe('attempt windows', () => {
  it('opens every section for the whole test when sections are not timed', () => {
    const w = attemptWindows(examTemplates.SSC, start, false);
    expect(minutesFrom(w.deadline)).toBe(60);
    for (const s of w.sections) expect([minutesFrom(s.opensAt), minutesFrom(s.closesAt)]).toEqual([0, 60]);
  });

  it('gives sectionally timed exams back-to-back windows ending at the deadline', () => {
    const w = attemptWindows(examTemplates.IBPS_CLERK, start, false);
    expect(w.sections.map((s) => [minutesFrom(s.opensAt), minutesFrom(s.closesAt)])).toEqual([
      [0, 50],
      [50, 105],
      [105, 160],
    ]);
  });

  it('adds 20 minutes per hour of compensatory time, to the deadline and every window', () => {
    expect(compensatoryMinutes(180, true)).toBe(60);
    expect(compensatoryMinutes(160, true)).toBe(54);
    expect(compensatoryMinutes(180, false)).toBe(0);
    const w = attemptWindows(examTemplates.IBPS_PO, start, true);
    expect(minutesFrom(w.deadline)).toBe(240);
    expect(w.sections.map((s) => minutesFrom(s.closesAt))).toEqual([80, 160, 240]);
  });
});

describe('ranks', () => {
  it('gives equal scores the same rank and skips the places they take', () => {
    expect(competitionRanks([90, 75, 90, 60, 75])).toEqual([1, 3, 1, 5, 3]);
  });

  it('puts the topper and a lone taker at the 100th percentile', () => {
    expect(percentileFor(10, 10)).toBe(100);
    expect(percentileFor(1, 1)).toBe(100);
    expect(percentileFor(1, 4)).toBe(25);
    expect(percentileFor(0, 0)).toBe(0);
  });
});
