import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The faces every PDF embeds (pdfkit keeps only the glyphs used). Noto Sans Devanagari covers
 * Devanagari and Latin, and pdfkit lays it out with fontkit, whose Indic shaper forms conjuncts and
 * places matras (प्रश्न, क्षेत्र, द्वितीय); DejaVu Sans covers what maths needs and Noto lacks (√ θ π ≤ ² →).
 * Both are TTF from npm: @fontsource ships WOFF2 only, which pdfkit cannot read.
 */
export interface PdfFontFiles {
  regular: Buffer;
  bold: Buffer;
  symbols: Buffer;
}

let files: PdfFontFiles | undefined;

export function pdfFontFiles(): PdfFontFiles {
  files ??= {
    regular: readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    ),
    bold: readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
    ),
    symbols: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  };
  return files;
}

/** Path of the regular face, for tests that typeset the same text in a browser to compare. */
export const regularFontPath = () =>
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');

let coverage: ((codePoint: number) => boolean) | undefined;

/** Whether the text face has a glyph for a code point (otherwise the symbols face draws it). */
export function textFaceHas(codePoint: number): boolean {
  if (!coverage) {
    const font = fontkit.create(pdfFontFiles().regular);
    if (!('hasGlyphForCodePoint' in font)) throw new Error('the PDF text face is a collection, not a font');
    coverage = (c) => font.hasGlyphForCodePoint(c);
  }
  return coverage(codePoint);
}
