import { describe, expect, it } from 'vitest';
import { ordinalEn, ordinalHi } from './ordinal.ts';

describe('ordinals', () => {
  it('gives English ordinals the suffix the last digits call for', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [10, '10th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [24, '24th'],
      [101, '101st'],
      [111, '111th'],
      [112, '112th'],
    ];
    for (const [n, text] of cases) expect(ordinalEn(n)).toBe(text);
  });

  it('writes Hindi 1–4 and 6 as words, in the form the noun after them needs', () => {
    expect([1, 2, 3, 4, 6].map((n) => ordinalHi(n, 'direct'))).toEqual([
      'पहला',
      'दूसरा',
      'तीसरा',
      'चौथा',
      'छठा',
    ]);
    expect([1, 2, 3, 4, 6].map((n) => ordinalHi(n, 'oblique'))).toEqual(['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'छठे']);
    expect([1, 2, 3, 4, 6].map((n) => ordinalHi(n, 'feminine'))).toEqual([
      'पहली',
      'दूसरी',
      'तीसरी',
      'चौथी',
      'छठी',
    ]);
  });

  it('writes other Hindi ordinals as digits with -वाँ, -वें or -वीं', () => {
    expect(ordinalHi(5, 'direct')).toBe('5वाँ');
    expect(ordinalHi(7, 'oblique')).toBe('7वें');
    expect(ordinalHi(25, 'feminine')).toBe('25वीं');
    expect(ordinalHi(22, 'direct')).toBe('22वाँ');
  });
});
