import { describe, expect, it } from 'vitest';
import { splitMath } from './math-text';

describe('maths in question text', () => {
  it('splits $…$ spans from the text around them', () => {
    expect(splitMath('If $x^2 = 4$, then x = ?')).toEqual([
      { math: false, value: 'If ', at: 0 },
      { math: true, value: 'x^2 = 4', at: 3 },
      { math: false, value: ', then x = ?', at: 12 },
    ]);
  });

  it('leaves a lone dollar sign as text', () => {
    expect(splitMath('Price $5')).toEqual([{ math: false, value: 'Price $5', at: 0 }]);
  });
});
