import { describe, expect, it } from 'vitest';
import { mathToText, texIsText, texToText } from './tex-text.ts';

describe('TeX as plain text for the PDFs', () => {
  it('writes fractions inline, bracketing parts of more than one term', () => {
    expect(texToText('\\frac{x}{100}')).toBe('x/100');
    expect(texToText('\\frac{x \\times y}{100}')).toBe('(x × y)/100');
    expect(texToText('\\frac{100 + P\\%}{100}')).toBe('(100 + P%)/100');
  });

  it('keeps the words of \\text and turns minus signs into maths minus', () => {
    expect(texToText('\\frac{\\text{परिवर्तन}}{\\text{मूल मान}} \\times 100')).toBe('परिवर्तन/(मूल मान) × 100');
    expect(texToText('a + b - \\frac{ab}{100}')).toBe('a + b − ab/100');
  });

  it('uses superscript and subscript digits where they exist, ^(…) otherwise', () => {
    expect(texToText('x^2 + y^{10}')).toBe('x² + y¹⁰');
    expect(texToText('d_1 d_2')).toBe('d₁ d₂');
    expect(texToText('2^{x+y}')).toBe('2^(x+y)');
    expect(texToText('90^\\circ')).toBe('90°');
  });

  it('writes roots, Greek letters, functions and brackets', () => {
    expect(texToText('\\frac{\\sqrt{3}}{4}a^2')).toBe('√3/4a²');
    expect(texToText('\\sqrt{a^2 + b^2}')).toBe('√(a² + b²)');
    expect(texToText('\\sin\\theta + \\cos 2\\pi')).toBe('sinθ + cos 2π');
    expect(texToText('\\left(1 + \\frac{r}{100}\\right)^n')).toBe('(1 + r/100)ⁿ');
    expect(texToText('\\sqrt[3]{8} \\neq 3')).toBe('³√8 ≠ 3');
  });

  it('replaces only the maths in running text', () => {
    expect(mathToText('प्रतिशत: $x\\% = \\frac{x}{100}$। Cost $5 each')).toBe(
      'प्रतिशत: x% = x/100। Cost $5 each',
    );
  });

  it('never throws on broken TeX', () => {
    for (const broken of ['\\frac{1}{', '{{{', '\\', '^', '\\sqrt[', '_{', '\\left']) {
      expect(() => texToText(broken)).not.toThrow();
    }
  });

  it('says which formulas read right as text and which the PDFs must typeset', () => {
    for (const tex of [
      'x^2 + y^{10}',
      'd_1 d_2',
      '90^\\circ',
      '20\\%',
      '\\sin\\theta \\le 1',
      'a \\times b',
      '\\text{km}',
    ])
      expect(texIsText(tex), tex).toBe(true);
    for (const tex of [
      '\\frac{a}{b}',
      '\\sqrt{2}',
      '2^{x+y}',
      '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}',
      '\\sum_{i=1}^n i',
      '\\binom{n}{k}',
      '\\overline{AB}',
      'x^{\\frac{1}{2}}',
    ])
      expect(texIsText(tex), tex).toBe(false);
  });
});
