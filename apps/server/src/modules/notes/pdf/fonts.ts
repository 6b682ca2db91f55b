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

export interface PdfFaces {
  regular: fontkit.Font;
  bold: fontkit.Font;
  symbols: fontkit.Font;
}

let faces: PdfFaces | undefined;

function face(file: Buffer): fontkit.Font {
  const font = fontkit.create(file);
  if (!('layout' in font)) throw new Error('a PDF face is a font collection, not a font');
  return withSharedLayouts(font);
}

/** Distinct words whose shaping each face remembers across documents (~0.5 KB each). */
export const sharedLayoutWords = 20_000;

/**
 * Shaping is nearly all of a PDF's time (fontkit's Devanagari GSUB lookups, once per distinct word).
 * pdfkit shapes word by word and remembers the words of one document only; this keeps them for the
 * process, so the common words of every later PDF (का, है, प्रश्न, the options' numbers) cost nothing.
 * pdfkit scales the positions of the run it gets in place, so each caller gets its own copy of them
 * over the shared run (whose getters, advanceWidth and bbox, then read the copy). Least recently
 * used words go first once the face holds `sharedLayoutWords`.
 */
function withSharedLayouts(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font);
  const runs = new Map<string, fontkit.GlyphRun>();
  font.layout = (text, ...rest) => {
    // Features, script or direction given: not what pdfkit asks for here; shape afresh.
    if (rest.some((r) => r !== undefined)) return shape(text, ...rest);
    let run = runs.get(text);
    if (run) runs.delete(text);
    else {
      run = shape(text);
      if (runs.size >= sharedLayoutWords) runs.delete(runs.keys().next().value as string);
    }
    runs.set(text, run);
    const copy: fontkit.GlyphRun = Object.create(run);
    copy.positions = run.positions.map((p) => ({ ...p }));
    return copy;
  };
  return font;
}

/**
 * The faces parsed once per process and shared by every PDF: fontkit decodes a face's tables (the
 * Devanagari shaping rules above all) on first use and keeps them, which a face parsed per document
 * would pay again every time.
 */
export function pdfFaces(): PdfFaces {
  if (!faces) {
    const files = pdfFontFiles();
    faces = { regular: face(files.regular), bold: face(files.bold), symbols: face(files.symbols) };
  }
  return faces;
}

/** Whether the text face has a glyph for a code point (otherwise the symbols face draws it). */
export function textFaceHas(codePoint: number): boolean {
  return pdfFaces().regular.hasGlyphForCodePoint(codePoint);
}
