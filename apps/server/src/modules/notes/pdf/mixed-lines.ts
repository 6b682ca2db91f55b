import { createRequire } from 'node:module';
import { textFaceHas } from './fonts.ts';
import { type MathBox, mathScale, typeset } from './maths.ts';

type SvgToPdf = (
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  options: { width: number; height: number; assumePt: boolean; preserveAspectRatio: string },
) => void;
const svgToPdf = createRequire(import.meta.url)('svg-to-pdfkit') as SvgToPdf;

/**
 * A piece of running text; `bold` for **strong** words and labels. `tex`: the run is a `$…$` formula
 * and `text` its plain form (core's texToText), which is printed where the formula is not typeset
 * and is what copying and searching the PDF give where it is.
 */
export interface Inline {
  text: string;
  bold?: boolean;
  tex?: string;
}

/** Devanagari needs room above and below the line (UI.md: 1.6–1.7 on screen; a little less on paper). The gap (writer.ts uses the same). */
export const lineGap = 3.5;

/** One line of a paragraph with typeset maths: its parts, left to right, and its height around the baseline. */
export interface MixedLine {
  parts: MixedPart[];
  above: number;
  below: number;
}
type MixedPart =
  | { kind: 'text'; face: Face; text: string; width: number }
  | { kind: 'math'; box: MathBox; plain: string; width: number; scale: number };
/** Between two break opportunities (spaces): what cannot be split, and the space after it. */
interface Atom {
  parts: MixedPart[];
  width: number;
  space: string;
  spaceFace: Face;
  newline: boolean;
}

export type Face = 'regular' | 'bold' | 'symbols';

/**
 * Splits text by the face that can draw it: the text face for Devanagari and Latin, the symbols face
 * for the maths characters it lacks. Combining marks and spaces stay with the text before them, so
 * a syllable is never split between two faces (that would undo its shaping).
 */
export function splitByFace(text: string, bold: boolean): { face: Face; text: string }[] {
  const main: Face = bold ? 'bold' : 'regular';
  const parts: { face: Face; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const keep = /[\p{M}\s\u200c\u200d]/u.test(char) && parts.length > 0;
    const face: Face = keep ? (parts.at(-1)?.face ?? main) : textFaceHas(code) ? main : 'symbols';
    const last = parts.at(-1);
    if (last && last.face === face) last.text += char;
    else parts.push({ face, text: char });
  }
  return parts;
}

/** What the mixed layout needs of the writer it draws for. */
export interface Pen {
  readonly doc: PDFKit.PDFDocument;
  face(face: Face): void;
  /** While a block kept whole is drawn: no page break inside it. */
  readonly keeping: boolean;
  /** The scratch page, where blocks are only measured. */
  readonly measuring: boolean;
  /** The lowest line text may reach on the page. */
  readonly bottom: number;
}

/**
 * Paragraphs with typeset maths (pdf/writer.ts hands them here): words and formulas on one baseline.
 * Kept apart from the writer so that each file stays readable; the writer owns pages and blocks.
 */
export class MixedText {
  constructor(private readonly pen: Pen) {}

  /**
   * Runs with typeset maths, broken into lines (undefined when nothing in them is typeset: pdfkit
   * lays those out itself, as before). pdfkit's `continued` text cannot hold a picture, so these are
   * laid out here: words and formulas on one baseline, lines broken at spaces (a formula and the
   * punctuation touching it stay together), each line as tall as its tallest formula needs.
   */
  lines(runs: Inline[], width: number, size: number): MixedLine[] | undefined {
    const boxes = runs.map((r) => (r.tex === undefined ? undefined : typeset(r.tex)));
    if (!boxes.some(Boolean)) return undefined;
    this.pen.doc.fontSize(size);
    const em = size * mathScale;
    const atoms: Atom[] = [];
    let atom: Atom = { parts: [], width: 0, space: '', spaceFace: 'regular', newline: false };
    const add = (part: MixedPart) => {
      if (atom.space || atom.newline) {
        atoms.push(atom);
        atom = { parts: [], width: 0, space: '', spaceFace: 'regular', newline: false };
      }
      const last = atom.parts.at(-1);
      if (part.kind === 'text' && last?.kind === 'text' && last.face === part.face) {
        last.text += part.text;
        last.width = this.widthIn(last.face, last.text);
      } else atom.parts.push(part);
      atom.width = atom.parts.reduce((n, p) => n + p.width, 0);
    };
    runs.forEach((run, i) => {
      const box = boxes[i];
      if (box) {
        const scale = Math.min(1, width / (box.width * em));
        add({ kind: 'math', box, plain: run.text, width: box.width * em * scale, scale });
        return;
      }
      for (const { face, text } of splitByFace(run.text, run.bold ?? false))
        for (const token of text.match(/\n|[^\S\n]+|[^\s]+/g) ?? []) {
          if (token === '\n') atom.newline = true;
          else if (/^\s/.test(token)) {
            atom.space += token;
            atom.spaceFace = face;
          } else add({ kind: 'text', face, text: token, width: this.widthIn(face, token) });
        }
    });
    atoms.push(atom);
    const lines: MixedLine[] = [];
    let line: Atom[] = [];
    let used = 0;
    const close = () => {
      lines.push(this.line(line, size, em));
      line = [];
      used = 0;
    };
    for (const a of atoms) {
      const before = line.at(-1);
      const gap = before?.space ? this.widthIn(before.spaceFace, ' ') : 0;
      if (before && used + gap + a.width > width) close();
      else used += gap;
      line.push(a);
      used += a.width;
      if (a.newline) close();
    }
    if (line.length > 0 || lines.length === 0) close();
    return lines;
  }

  private widthIn(face: Face, text: string): number {
    this.pen.face(face);
    return this.pen.doc.widthOfString(text);
  }

  /** A line of atoms as parts (the spaces between them in the text before), with its height. */
  private line(atoms: Atom[], size: number, em: number): MixedLine {
    const parts: MixedPart[] = [];
    atoms.forEach((a, i) => {
      a.parts.forEach((p) => {
        const last = parts.at(-1);
        if (p.kind === 'text' && last?.kind === 'text' && last.face === p.face) last.text += p.text;
        else parts.push({ ...p });
      });
      if (i < atoms.length - 1 && a.space) {
        const last = parts.at(-1);
        if (last?.kind === 'text' && last.face === a.spaceFace) last.text += ' ';
        else parts.push({ kind: 'text', face: a.spaceFace, text: ' ', width: 0 });
      }
    });
    for (const p of parts) if (p.kind === 'text') p.width = this.widthIn(p.face, p.text);
    // The text face's own line: the height a line of text takes in pdfkit's layout.
    const textAbove = this.textAbove(size);
    const lineHeight = this.pen.doc.currentLineHeight(true);
    // A formula taller than the text keeps a hair's room from the line above and below.
    const pad = 0.1 * size;
    let above = textAbove;
    let below = lineHeight - textAbove;
    for (const p of parts)
      if (p.kind === 'math') {
        above = Math.max(above, p.box.height * em * p.scale + pad);
        below = Math.max(below, p.box.depth * em * p.scale + pad);
      }
    return { parts, above, below };
  }

  /** Where pdfkit puts the baseline of a line of text below its top: the text face's ascender. */
  textAbove(size: number): number {
    this.pen.face('regular');
    this.pen.doc.fontSize(size);
    return ((this.pen.doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;
  }

  /** Draws mixed lines from (x, y) down; leaves doc.y below the last. */
  draw(lines: MixedLine[], x: number, y: number, size: number): void {
    let top = y;
    for (const line of lines) {
      if (!this.pen.keeping && !this.pen.measuring && top + line.above + line.below > this.pen.bottom) {
        this.pen.doc.addPage();
        top = this.pen.doc.page.margins.top;
      }
      const baseline = top + line.above;
      let at = x;
      for (const part of line.parts) {
        if (!this.pen.measuring) {
          if (part.kind === 'text') {
            this.pen.face(part.face);
            this.pen.doc
              .fontSize(size)
              .text(part.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
          } else this.drawMath(part, at, baseline, size);
        }
        at += part.width;
      }
      top = baseline + line.below + lineGap;
    }
    this.pen.doc.fontSize(size);
    this.pen.doc.y = top;
  }

  /**
   * A typeset formula with its baseline at `baseline`: its paths (svg-to-pdfkit), and over them its
   * plain form in invisible text stretched to the box, inside a marked-content span whose ActualText
   * is the plain form (actual-text.ts). Copying, searching and pdftotext give that text: poppler
   * places a span's text where the glyphs inside it are, so the span needs glyphs, and viewers that
   * ignore ActualText read the glyphs, which spell the same. The symbols face has every character a
   * plain form can have but Devanagari, which is never typeset (maths.ts), so it is one line of text.
   */
  private drawMath(
    part: Extract<MixedPart, { kind: 'math' }>,
    x: number,
    baseline: number,
    size: number,
  ): void {
    const em = size * mathScale * part.scale;
    const { box } = part;
    svgToPdf(this.pen.doc, box.svg, x, baseline - box.height * em, {
      width: part.width,
      height: (box.height + box.depth) * em,
      assumePt: true,
      preserveAspectRatio: 'none',
    });
    const natural = this.widthIn('symbols', part.plain);
    this.pen.doc.save().fillOpacity(0);
    this.pen.doc.text(part.plain, x, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      horizontalScaling: natural > 0 ? (100 * part.width) / natural : 100,
      actualText: part.plain,
    } as PDFKit.Mixins.TextOptions);
    this.pen.doc.restore();
  }
}
