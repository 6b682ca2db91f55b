import { describe, expect, it } from 'vitest';
import { solutionsVisible } from './solutions.ts';

const closesAt = new Date('2026-12-01T12:00:00Z');

describe('when solutions may be shown', () => {
  it('shows a practice set’s solutions (to whoever submitted)', () => {
    expect(solutionsVisible({ kind: 'practice' }, new Date(0))).toBe(true);
  });

  it('withholds a live test’s solutions until its window has closed, from the closing instant on', () => {
    expect(solutionsVisible({ kind: 'live', closesAt }, new Date(closesAt.getTime() - 1))).toBe(false);
    expect(solutionsVisible({ kind: 'live', closesAt }, closesAt)).toBe(true);
    expect(solutionsVisible({ kind: 'live', closesAt }, new Date(closesAt.getTime() + 60_000))).toBe(true);
  });
});
