import { spawnSync } from 'node:child_process';
import { mathToText } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { mathRuns, typeset } from '../src/modules/notes/pdf/maths.ts';
import { type SetPdfQuestion, setPdf } from '../src/modules/notes/pdf/set-pdf.ts';
import { PdfWriter } from '../src/modules/notes/pdf/writer.ts';
import { hasPdftotext, pdfText, sameSpacing } from './pdf-text.ts';

/**
 * Maths in the PDFs is typeset as the app typesets it (issue 17): a matrix is two rows in brackets, a
 * fraction stacked, drawn as vector paths (MathJax's SVG, pdf/maths.ts), on the line's baseline among
 * the words; what copying and pdftotext give is still its plain form (texToText), and a question with
 * tall maths is still kept whole on one page.
 */

const matrix = '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}';
const questionText = `If $A = ${matrix}$, then how much is $\\frac{1}{2}$ of $2^{x+y}$ and $3^2$?`;

const question = (position: number, text = questionText): SetPdfQuestion => ({
  position,
  section: 0,
  text: { hi: text, en: text },
  options: ['$\\sqrt{2}$', '$-2$', '$\\frac{3}{4}$', '$10$'].map((o) => ({ hi: o, en: o })),
  correctOption: 1,
  explanation: { hi: '', en: '' },
  hasImage: false,
});

const paper = (questions: SetPdfQuestion[]) =>
  setPdf({
    title: { hi: 'Maths', en: 'Maths' },
    seriesTitle: { hi: 'Series', en: 'Series' },
    sectionNames: [{ hi: 'A', en: 'A' }],
    languages: ['en'],
    variant: 'paper',
    questions,
  });

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of each page with their boxes (points from the top left), as poppler reads them. */
function pageWords(pdf: Buffer): Word[][] {
  const out = spawnSync('pdftotext', ['-bbox', '-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  return out.stdout
    .toString('utf8')
    .split('<page ')
    .slice(1)
    .map((page) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map((m) => ({
        text: m[5] ?? '',
        xMin: +(m[1] ?? 0),
        yMin: +(m[2] ?? 0),
        xMax: +(m[3] ?? 0),
        yMax: +(m[4] ?? 0),
      })),
    );
}

/** Page 1 at 72 dpi in grey (one pixel a point): pdftoppm's PGM. */
function raster(pdf: Buffer): { width: number; height: number; dark: (x: number, y: number) => boolean } {
  const out = spawnSync('pdftoppm', ['-r', '72', '-gray', '-f', '1', '-l', '1', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
  const image = out.stdout;
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error(`pdftoppm gave no PGM: ${out.stderr.toString()}`);
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  return { width, height, dark: (x, y) => (image[start + y * width + x] ?? 255) < 128 };
}

describe.skipIf(!hasPdftotext)('maths typeset in a PDF', { timeout: 60_000 }, () => {
  it('typesets a matrix, a fraction and a script Unicode has no letters for; keeps x² as text', () => {
    const m = typeset(matrix);
    // Two rows: about twice as tall as a line of text (in ems), and wider than it is tall.
    expect((m?.height ?? 0) + (m?.depth ?? 0)).toBeGreaterThan(2);
    expect(m?.svg).toMatch(/<path d="/);
    expect(typeset('\\frac{1}{2}')).toBeDefined();
    expect(typeset('2^{x+y}')).toBeDefined();
    expect(typeset('3^2')).toBeUndefined();
    expect(typeset('\\frac{1}{\\text{दिन}}')).toBeUndefined(); // Devanagari: printed as text
    expect(typeset('\\frac{1}{')).toBeUndefined(); // broken TeX: printed as text
  });

  it('gives the plain form to pdftotext, in place in its line', async () => {
    const pdf = await paper([question(1)]);
    const text = sameSpacing(pdfText(pdf));
    expect(mathToText(questionText)).toBe('If A = 1 2; 3 4, then how much is 1/2 of 2^(x+y) and 3²?');
    expect(text).toContain(`1. ${mathToText(questionText)}`);
    for (const option of ['1. √2', '2. −2', '3. 3/4', '4. 10']) expect(text).toContain(option);
    // Once each: the invisible glyphs under a formula are read as its span's text, not as well.
    expect(text.split('1 2; 3 4').length).toBe(2);
  });

  it('draws the matrix as paths two rows tall, on the baseline of the words around it', async () => {
    const pdf = await paper([question(1)]);
    const all = pageWords(pdf)[0] ?? [];
    const find = (t: string) => {
      const w = all.find((x) => x.text === t);
      if (!w) throw new Error(`no word ${t} in ${all.map((x) => x.text).join(' ')}`);
      return w;
    };
    const before = find('If');
    const after = find('then');
    const option = find('√2');
    // The matrix (with "A =" before it and the comma after) lies between "If" and "then".
    const left = before.xMax;
    const right = after.xMin;
    expect(right - left).toBeGreaterThan(40);
    // The words on both sides share one baseline.
    expect(Math.abs(before.yMax - after.yMax)).toBeLessThan(0.5);

    const image = raster(pdf);
    // Ink in the columns between "If" and "then" (only the formula's paths can have drawn it: its
    // plain form under them is invisible), in the band of rows around the line of words.
    const inked = (y: number) => {
      for (let x = Math.ceil(left) + 1; x < Math.floor(right) - 1; x++) if (image.dark(x, y)) return true;
      return false;
    };
    const middle = Math.round((before.yMin + before.yMax) / 2);
    expect(inked(middle)).toBe(true);
    let top = middle;
    while (top > 0 && inked(top - 1)) top--;
    let bottom = middle;
    while (bottom < image.height - 1 && inked(bottom + 1)) bottom++;
    const lineHeight = before.yMax - before.yMin;
    // Two rows in brackets: much taller than the line of words, reaching above and below it.
    expect(bottom - top).toBeGreaterThan(1.6 * lineHeight);
    expect(top).toBeLessThan(before.yMin);
    expect(bottom).toBeGreaterThan(before.yMax - 2);
    // The line was made as tall as the matrix: clear of the line above (the subtitle) and of the
    // next (the first option), with room to spare, not touching.
    const subtitle = find('Series');
    expect(top - subtitle.yMax).toBeGreaterThan(3);
    expect(option.yMin - bottom).toBeGreaterThan(3);
  });

  it('keeps a block with tall maths whole on one page, wherever the page ends', async () => {
    // keepTogether measures a block on its scratch page: measured as text, six lines of matrices are
    // half as tall as drawn, and a block begun where only the measured height is left runs past the
    // bottom. Lines of text before it move its start over every height.
    const lines = Array.from({ length: 6 }, (_, i) => `${i + 1}) Let $A_${i} = ${matrix}$ here.`);
    for (let filler = 26; filler <= 36; filler += 2) {
      const w = new PdfWriter({ title: 'maths', language: 'en' }, 'Abhyas');
      for (let i = 0; i < filler; i++) w.paragraph([{ text: `Line ${i} of text before the block.` }]);
      w.keepTogether((b) => {
        for (const line of lines) b.paragraph(mathRuns(line));
      });
      const pdf = await w.finish();
      const pages = pdfText(pdf).split('\f').map(sameSpacing);
      const whole = lines.map(mathToText).join(' ');
      expect(
        pages.some((p) => p.includes(whole)),
        `after ${filler} lines: the block whole on one page`,
      ).toBe(true);
      // Nothing drawn past the bottom margin (A4 is 841.89 pt tall, the margin 48; the footer below).
      const footerTop = 841.89 - 48 + 10;
      for (const words of pageWords(pdf))
        for (const word of words.filter((x) => x.yMin < footerTop))
          expect(word.yMax, `after ${filler} lines: ${word.text}`).toBeLessThan(841.89 - 48 + 1);
    }
  });
});
