/**
 * Hindi a student can search and copy (issue 17). A PDF's text layer maps each glyph back to
 * characters (the font's ToUnicode map), in drawing order. Shaped Devanagari breaks that: the short-i
 * matra is drawn before its consonant (कि is drawn ि क), a reph after the letters it precedes, and one
 * glyph serves several spellings while the map holds one per glyph (the reph-shaped mark of ई maps
 * to nothing, the र् of कार्य is lost), so `pdftotext` read "िक" and "काय". No glyph map can say
 * "this glyph comes later"; what can is a marked-content span `/Span <</ActualText (…)>> BDC … EMC`
 * around the glyphs, whose text an extractor reads instead of theirs (poppler's pdftotext, Acrobat).
 *
 * Every word that carries a combining mark (a matra, virama, anusvara, nukta: nearly every Hindi
 * word), or whose glyphs would read back as anything but its own text, is drawn inside such a span
 * carrying the word. Marks need it even when their glyphs map right: they are drawn moved onto their
 * letter, and poppler then reorders them (कुंजी came out "कंु जी"). A word of plain letters (English,
 * digits, और) is left as it was, so an English page is byte for byte what it was before. A word, not
 * a syllable: pdfkit shapes word by word, and fontkit does not say which glyph came from which
 * character (its glyphs' code points lose some), so the word is the smallest unit whose glyphs are
 * known; an extractor lays the span's text evenly over the word's glyphs.
 *
 * How: pdfkit draws each line (a "fragment") with `_fragment`, which shapes the line, one word at a
 * time, and writes its glyph ids as `[<hex> adjustment …] TJ` arrays. This wraps `_fragment`, takes
 * the operators it writes, and cuts the arrays at the words that need a span, putting `BDC` before
 * and `EMC` after them. Positions, glyphs and adjustments are untouched, so the printed page is
 * exactly as before. Anything it does not recognise is written as pdfkit wrote it.
 */

/** pdfkit's embedded (TrueType) font, as far as this reads it. */
interface EmbeddedFont {
  /** pdfkit's shaping of one word (with its trailing space), remembered per document. */
  layoutCached(text: string): { glyphs: unknown[] };
  /** By subset glyph id: the code points the ToUnicode map gives the glyph (its first use's). */
  unicode: number[][];
}

interface FragmentOptions {
  /** The text the whole line stands for (a typeset formula's plain form, writer.ts): one span around all its glyphs. */
  actualText?: string;
  features?: unknown;
  wordSpacing?: number;
  characterSpacing?: number;
  align?: string;
}

type Fragment = (
  this: FragmentDocument,
  text: string,
  x: number,
  y: number,
  options: FragmentOptions,
) => void;

interface FragmentDocument {
  _font: unknown;
  _fragment: Fragment;
  addContent(line: string): FragmentDocument;
}

const isEmbedded = (font: unknown): font is EmbeddedFont =>
  typeof font === 'object' &&
  font !== null &&
  typeof (font as EmbeddedFont).layoutCached === 'function' &&
  Array.isArray((font as EmbeddedFont).unicode);

/** Makes every line `doc` draws in an embedded font carry its words' text where its glyphs do not. */
export function withActualText(doc: PDFKit.PDFDocument): void {
  const d = doc as unknown as FragmentDocument;
  const fragment = d._fragment;
  d._fragment = function (text, x, y, options) {
    const font = this._font;
    // Justified text and extra spacing are encoded word by word without spaces, features as one run:
    // not pdfkit's word-by-word layout read below, and nothing here uses them.
    const plain =
      !options.features && !options.wordSpacing && !options.characterSpacing && options.align !== 'justify';
    if (options.actualText === undefined && (!plain || !isEmbedded(font))) {
      fragment.call(this, text, x, y, options);
      return;
    }
    const lines: string[] = [];
    this.addContent = (line) => {
      lines.push(line);
      return this;
    };
    try {
      fragment.call(this, text, x, y, options);
    } finally {
      // The instance's own addContent hid the prototype's; removing it restores pdfkit's.
      delete (this as Partial<FragmentDocument>).addContent;
    }
    const out =
      options.actualText === undefined
        ? // The text as pdfkit's _fragment draws it.
          withSpans(lines, `${text}`.replace(/\n/g, ''), font as EmbeddedFont)
        : inOneSpan(lines, options.actualText);
    for (const line of out) this.addContent(line);
  };
}

/**
 * The content lines of one drawn line with all its glyphs in one span: inside the text object, as
 * the words' spans are, because poppler reads a span's text in the font, size and position current
 * where the span ends, and outside a text object pdfkit's page has none of them.
 */
export function inOneSpan(lines: string[], text: string): string[] {
  const first = lines.findIndex((l) => l.endsWith(' TJ'));
  const last = lines.findLastIndex((l) => l.endsWith(' TJ'));
  if (first < 0) return lines;
  return [
    ...lines.slice(0, first),
    `/Span <</ActualText ${pdfTextString(text)}>> BDC`,
    ...lines.slice(first, last + 1),
    'EMC',
    ...lines.slice(last + 1),
  ];
}

/** A run of glyphs (by index in the line) and the text it stands for. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

/**
 * Which words of a line, drawn as `glyphs` (subset ids), need a span (a combining mark, or glyphs that
 * read back as other text than the word), with their glyphs' index range. The words are pdfkit's (EmbeddedFont.layout: pieces ending after each
 * space or tab, each shaped on its own); a word's trailing space stays out of its span. Undefined when
 * the glyphs are not as many as the words' (then nothing is changed).
 */
/** Combining marks: drawn over or beside their letter, often moved there, which extractors may reorder. */
const marked = /\p{M}/u;

export function spansOf(text: string, glyphs: number[], font: EmbeddedFont): Span[] | undefined {
  const readBack = (from: number, to: number) => {
    let read = '';
    for (let g = from; g < to; g++) read += String.fromCodePoint(...(font.unicode[glyphs[g] ?? 0] ?? []));
    return read;
  };
  const spans: Span[] = [];
  let glyph = 0;
  for (const piece of text.match(/[^ \t]*[ \t]|[^ \t]+$/g) ?? []) {
    const count = font.layoutCached(piece).glyphs.length;
    const space = piece.at(-1) ?? '';
    const spaced = space === ' ' || space === '\t';
    const trailing =
      spaced && piece.length > 1 && count > 1 && readBack(glyph + count - 1, glyph + count) === space;
    const word = {
      start: glyph,
      end: glyph + count - (trailing ? 1 : 0),
      text: trailing ? piece.slice(0, -1) : piece,
    };
    if (marked.test(word.text) || readBack(word.start, word.end) !== word.text) spans.push(word);
    glyph += count;
  }
  return glyph === glyphs.length ? spans : undefined;
}

/** A PDF text string, UTF-16BE with its byte-order mark, in hex (no escaping needed). */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const showGlyphs = /^\[(.*)\] TJ$/;
/** pdfkit's TJ array: hex strings of 2-byte glyph ids, each followed by an adjustment. */
const tjItem = /<([0-9a-f]*)>\s*(-?\d+(?:\.\d+)?)?\s*/gy;

/** The items of a TJ line, or undefined when it is not the form pdfkit writes. */
function itemsOf(line: string): { hex: string; adjust: string | undefined }[] | undefined {
  const body = showGlyphs.exec(line)?.[1];
  if (body === undefined) return undefined;
  const items: { hex: string; adjust: string | undefined }[] = [];
  tjItem.lastIndex = 0;
  let at = 0;
  for (let m = tjItem.exec(body); m; m = tjItem.exec(body)) {
    const hex = m[1] ?? '';
    if (hex.length % 4 !== 0) return undefined;
    items.push({ hex, adjust: m[2] });
    at = tjItem.lastIndex;
  }
  return at === body.length ? items : undefined;
}

/**
 * The content lines of one drawn line with the words of `spansOf` inside ActualText spans; the lines
 * unchanged when no word needs one or the operators are not the form expected.
 */
export function withSpans(lines: string[], text: string, font: EmbeddedFont): string[] {
  const parsed = lines.map((line) => (line.endsWith('] TJ') ? itemsOf(line) : undefined));
  if (lines.some((line, i) => line.endsWith('] TJ') && !parsed[i])) return lines;
  const glyphs = parsed.flatMap((items) =>
    (items ?? []).flatMap((item) => item.hex.match(/.{4}/g)?.map((h) => Number.parseInt(h, 16)) ?? []),
  );
  const spans = spansOf(text, glyphs, font);
  if (!spans || spans.length === 0) return lines;
  const starts = new Map(spans.map((s) => [s.start, s]));
  const ends = new Set(spans.map((s) => s.end - 1));
  const out: string[] = [];
  let glyph = 0;
  lines.forEach((line, i) => {
    const items = parsed[i];
    if (!items) {
      out.push(line);
      return;
    }
    let array: string[] = [];
    const closeArray = () => {
      if (array.length > 0) out.push(`[${array.join(' ')}] TJ`);
      array = [];
    };
    for (const { hex, adjust } of items) {
      let run = '';
      const ids = hex.match(/.{4}/g) ?? [];
      ids.forEach((id, k) => {
        const last = k === ids.length - 1;
        const span = starts.get(glyph);
        if (span) {
          if (run) array.push(`<${run}>`);
          run = '';
          closeArray();
          out.push(`/Span <</ActualText ${pdfTextString(span.text)}>> BDC`);
        }
        run += id;
        if (ends.has(glyph)) {
          // The adjustment after a glyph (kerning, the space after a word) belongs with it.
          array.push(last && adjust !== undefined ? `<${run}> ${adjust}` : `<${run}>`);
          run = '';
          closeArray();
          out.push('EMC');
        }
        glyph++;
      });
      // Left over: the glyphs after the last span's end (or an empty string), with the adjustment.
      if (run || ids.length === 0) array.push(adjust === undefined ? `<${run}>` : `<${run}> ${adjust}`);
    }
    closeArray();
  });
  return out;
}
