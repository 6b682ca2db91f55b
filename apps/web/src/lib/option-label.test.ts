import { describe, expect, it } from 'vitest';
import { optionLabel, optionsCarryLabels } from './option-label';

describe('option labels', () => {
  it('numbers options 1 to 4, never with letters', () => {
    const options = ['12', '15', '18', '21'];
    expect(options.map((_, i) => optionLabel(options, i))).toEqual(['1.', '2.', '3.', '4.']);
  });

  it('adds no number to a question whose options carry their own (A)…(E) labels', () => {
    const options = ['(A) If I was you,', '(B) I would accept', '(C) the offer without', 'No error'];
    expect(optionsCarryLabels(options)).toBe(true);
    expect(options.map((_, i) => optionLabel(options, i))).toEqual([null, null, null, null]);
  });

  it('takes initials and decimals for text, not for labels', () => {
    for (const options of [
      ['C. V. Raman', 'A. P. J. Abdul Kalam', 'B. R. Ambedkar', 'E. V. Ramasamy'],
      ['1.5', '2.5 km', '(x + 1)', '3 (three)'],
    ])
      expect(optionLabel(options, 0)).toBe('1.');
  });
});
