import { describe, expect, it } from 'vitest';
import { drawTier, wrongReturnsAfter } from './draw.ts';

const now = new Date('2026-11-28T10:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('the quiz draw order', () => {
  it('prefers a question the student never met', () => {
    expect(drawTier(null, now)).toBe(0);
  });

  it('brings a wrong answer back once its spacing has passed, before questions answered right', () => {
    expect(drawTier({ lastAt: daysAgo(1), times: 1, lastCorrect: false }, now)).toBe(1);
    expect(drawTier({ lastAt: daysAgo(0.5), times: 1, lastCorrect: false }, now)).toBe(3);
    expect(drawTier({ lastAt: daysAgo(1), times: 1, lastCorrect: true }, now)).toBe(2);
  });

  it('spaces a question further each time the student meets it', () => {
    expect([1, 2, 3, 4, 9].map(wrongReturnsAfter)).toEqual([1, 3, 7, 15, 15]);
    expect(drawTier({ lastAt: daysAgo(2), times: 2, lastCorrect: false }, now)).toBe(3);
    expect(drawTier({ lastAt: daysAgo(3), times: 2, lastCorrect: false }, now)).toBe(1);
  });
});
