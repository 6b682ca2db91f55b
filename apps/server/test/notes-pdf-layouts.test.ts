import { describe, expect, it } from 'vitest';
import { pdfFaces } from '../src/modules/notes/pdf/fonts.ts';
import { PdfWriter } from '../src/modules/notes/pdf/writer.ts';

/**
 * The faces keep the words they shaped for the whole process (pdf/fonts.ts), and pdfkit scales the
 * positions of every run it gets in place: a word from the cache must come out exactly as shaping it
 * afresh would, however many documents used it before.
 */
const line = 'अनुच्छेद 21A: प्राण और दैहिक स्वतंत्रता क्षेत्र द्वितीय (Article 21A)';

async function paragraphPdf(): Promise<string> {
  const w = new PdfWriter({ title: 'layouts', language: 'hi' }, 'Abhyas');
  w.paragraph([{ text: line }]);
  w.paragraph([{ text: 'प्रश्न', bold: true }, { text: ' √2 ≤ π' }]);
  // The file differs only in its creation date (a string object of its own, to the second) and the
  // document id pdfkit derives from it.
  return (await w.finish())
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:date)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID');
}

describe('words shaped once per process', () => {
  it('gives each caller its own positions over the same glyphs', () => {
    const face = pdfFaces().regular;
    const first = face.layout('क्षेत्र ');
    const widths = first.positions.map((p) => p.xAdvance);
    for (const p of first.positions) p.xAdvance *= 1000; // what pdfkit does to its run
    const again = face.layout('क्षेत्र ');
    expect(again.positions.map((p) => p.xAdvance)).toEqual(widths);
    expect(again.glyphs.map((g) => g.id)).toEqual(first.glyphs.map((g) => g.id));
    expect(again.advanceWidth).toBe(widths.reduce((a, b) => a + b, 0));
  });

  it('makes the same PDF from cached words as from freshly shaped ones', async () => {
    const shaped = await paragraphPdf();
    const cached = await paragraphPdf();
    const third = await paragraphPdf();
    expect(cached).toBe(shaped);
    expect(third).toBe(shaped);
  });
});
