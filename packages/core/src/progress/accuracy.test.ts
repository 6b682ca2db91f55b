import { describe, expect, it } from 'vitest';
import { wholePercent } from './accuracy.ts';

describe('wholePercent', () => {
  it('has no accuracy before the first answer', () => {
    expect(wholePercent(0, 0)).toBeNull();
  });

  it('rounds right answers out of answers given to a whole percent', () => {
    expect([wholePercent(1, 3), wholePercent(2, 3), wholePercent(3, 3), wholePercent(0, 5)]).toEqual([
      33, 67, 100, 0,
    ]);
  });
});
