import PDFDocument from 'pdfkit';
import { withActualText } from './actual-text.ts';
import { pdfFaces } from './fonts.ts';
import { type Face, type Inline, lineGap, MixedText, type Pen, splitByFace } from './mixed-lines.ts';

const sizes = { body: 10.5, small: 9, h1: 18, h2: 14, h3: 12 };
const margin = 48;

export interface WriterOptions {
  title: string;
  language: 'hi' | 'en';
  /** 'standard': pdfkit's built-in Helvetica, no embedding or shaping (the benchmark's baseline). */
  fonts?: 'embedded' | 'standard';
  /** A scratch writer on one tall page where blocks are drawn to be measured (its file is never made). */
  measuring?: boolean;
}

/** The scratch page's height: PDF's largest, so that a block always fits on it. */
const scratchHeight = 14_400;

/**
 * A small layout layer over pdfkit for the notes' and sets' PDFs: headings, paragraphs of mixed
 * faces, lists and ruled tables, breaking pages where needed, page numbers at the foot.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly standard: boolean;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Buffer>;
  /** Where blocks kept whole are measured before they are drawn here (made on first use). */
  private scratch: PdfWriter | undefined;
  /** While a measured block that fits is drawn: no page break inside it. */
  private keeping = false;
  /** Paragraphs with typeset maths are laid out and drawn by mixed-lines.ts for this writer. */
  private readonly mixed = new MixedText(this.pen());

  constructor(
    readonly options: WriterOptions,
    private readonly footer: string,
  ) {
    this.standard = options.fonts === 'standard';
    this.doc = new PDFDocument({
      // A4 (points); the scratch page is as wide, so text wraps the same way on both.
      size: options.measuring ? [595.28, scratchHeight] : 'A4',
      margin,
      bufferPages: !options.measuring,
      lang: options.language === 'hi' ? 'hi-IN' : 'en-IN',
      info: { Title: options.title, Author: 'Abhyas', Creator: 'Abhyas' },
      displayTitle: true,
    });
    if (!this.standard) {
      // pdfkit (0.20) takes a parsed fontkit face as well as a file (its font factory checks for
      // `layout`); its types list files only. Each document subsets the shared face for itself.
      const faces = pdfFaces() as unknown as Record<Face, PDFKit.Mixins.PDFFontSource>;
      this.doc.registerFont('regular', faces.regular);
      this.doc.registerFont('bold', faces.bold);
      this.doc.registerFont('symbols', faces.symbols);
      // Copying and searching give the source text, not the glyphs' order (actual-text.ts).
      if (!options.measuring) withActualText(this.doc);
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.face('regular');
  }

  /** This writer as mixed-lines.ts sees it (read when it draws, after the constructor has run). */
  private pen(): Pen {
    const writer = this;
    return {
      get doc() {
        return writer.doc;
      },
      face: (face) => writer.face(face),
      get keeping() {
        return writer.keeping;
      },
      get measuring() {
        return writer.options.measuring === true;
      },
      get bottom() {
        return writer.bottom;
      },
    };
  }

  private face(face: Face): void {
    if (this.standard) this.doc.font(face === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
    else this.doc.font(face);
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when less than `room` points are left on this one. */
  private ensureRoom(room: number): void {
    if (!this.keeping && this.doc.y + room > this.bottom) this.doc.addPage();
  }

  /**
   * Draws a block (a question with its options, an answer with its explanation) whole on one page:
   * it is drawn first on the scratch page to measure its height, and starts a new page here when the
   * rest of this one is too short. A block taller than a whole page is drawn where it is, breaking
   * where it must. The block must set its own font and size before it moves down (every method here
   * does), so that it takes the same room on both pages.
   */
  keepTogether(draw: (w: PdfWriter) => void): void {
    this.scratch ??= new PdfWriter({ ...this.options, measuring: true }, '');
    const height = this.scratch.heightOf(draw);
    const top = this.doc.page.margins.top;
    if (height > this.bottom - top) {
      draw(this);
      return;
    }
    if (this.doc.y + height > this.bottom && this.doc.y > top) this.doc.addPage();
    this.keeping = true;
    try {
      draw(this);
    } finally {
      this.keeping = false;
    }
  }

  /** On the scratch writer: how far `draw` moves down the page. */
  private heightOf(draw: (w: PdfWriter) => void): number {
    if (this.doc.y > scratchHeight / 2) this.doc.addPage();
    const start = this.doc.y;
    draw(this);
    return this.doc.y - start;
  }

  /** Starts a new page (a part that begins on a page of its own, such as a set's answer key). */
  newPage(): void {
    this.doc.addPage();
  }

  /** Lines with typeset maths; undefined when pdfkit lays the runs out itself (no formula, or Helvetica). */
  private mixedLines(runs: Inline[], width: number, size: number) {
    return this.standard ? undefined : this.mixed.lines(runs, width, size);
  }

  /** Runs of text at (x, y) within `width`, wrapping; leaves doc.y below the last line. */
  private runs(runs: Inline[], x: number, width: number, size: number, y?: number): void {
    const lines = this.mixedLines(runs, width, size);
    if (lines) {
      this.mixed.draw(lines, x, y ?? this.doc.y, size);
      this.doc.x = this.doc.page.margins.left;
      return;
    }
    // Neighbouring runs of one weight are one piece of text (a question's words and its plain maths).
    const merged = runs.reduce<Inline[]>((out, r) => {
      const last = out.at(-1);
      if (last && (last.bold ?? false) === (r.bold ?? false)) last.text += r.text;
      else out.push({ text: r.text, bold: r.bold ?? false });
      return out;
    }, []);
    const pieces = merged.flatMap((r) =>
      this.standard
        ? [{ face: (r.bold ? 'bold' : 'regular') as Face, text: r.text }]
        : splitByFace(r.text, r.bold ?? false),
    );
    if (pieces.length === 0) pieces.push({ face: 'regular', text: ' ' });
    this.doc.fontSize(size);
    pieces.forEach((piece, i) => {
      this.face(piece.face);
      const options = { width, lineGap, continued: i < pieces.length - 1 };
      if (i === 0) this.doc.text(piece.text, x, y ?? this.doc.y, options);
      else this.doc.text(piece.text, options);
    });
    this.doc.x = this.doc.page.margins.left;
  }

  title(text: string, subtitle?: string): void {
    this.runs([{ text, bold: true }], margin, this.width, sizes.h1);
    if (subtitle) this.runs([{ text: subtitle }], margin, this.width, sizes.small);
    this.doc.moveDown(0.6);
  }

  heading(text: string, level: 2 | 3 | 4): void {
    this.ensureRoom(70);
    this.doc.moveDown(0.4);
    this.runs([{ text, bold: true }], margin, this.width, level === 2 ? sizes.h2 : sizes.h3);
    this.doc.moveDown(0.2);
  }

  paragraph(runs: Inline[], indent = 0): void {
    this.ensureRoom(20);
    this.runs(runs, margin + indent, this.width - indent, sizes.body);
    this.doc.moveDown(0.3);
  }

  /** A list item: its marker in the gutter, its text beside it. */
  item(marker: string, runs: Inline[], depth = 0): void {
    this.ensureRoom(20);
    const x = margin + 6 + depth * 16;
    // The marker on the first line's baseline, which a tall formula on that line moves down.
    const first = this.mixedLines(runs, this.width - (x + 18 - margin), sizes.body)?.[0];
    const drop = first ? first.above - this.mixed.textAbove(sizes.body) : 0;
    const y = this.doc.y;
    this.runs([{ text: marker }], x, 18, sizes.body, y + drop);
    this.runs(runs, x + 18, this.width - (x + 18 - margin), sizes.body, y);
    this.doc.moveDown(0.15);
  }

  /** A ruled table; the header row repeats on each page the table runs onto. */
  table(header: Inline[][], rows: Inline[][][]): void {
    const columns = Math.max(header.length, ...rows.map((r) => r.length), 1);
    const widths = this.columnWidths(header, rows, columns);
    const pad = 4;
    const heightOf = (row: Inline[][]) =>
      Math.max(
        ...widths.map((w, i) => {
          const cell = row[i] ?? [];
          const lines = this.mixedLines(cell, w - 2 * pad, sizes.small);
          if (lines) return lines.reduce((n, l) => n + l.above + l.below + lineGap, 0);
          const text = cell.map((r) => r.text).join('') || ' ';
          this.face(row === header ? 'bold' : 'regular');
          return this.doc.fontSize(sizes.small).heightOfString(text, { width: w - 2 * pad, lineGap });
        }),
      ) +
      2 * pad;
    const drawRow = (row: Inline[][], bold: boolean) => {
      const height = heightOf(row);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        if (!bold) drawRow(header, true);
      }
      const top = this.doc.y;
      let x = margin;
      widths.forEach((w, i) => {
        if (bold) this.doc.rect(x, top, w, height).fillColor('#eef2ff').fill();
        this.doc.fillColor('#0f172a');
        const cell = (row[i] ?? []).map((r) => ({ ...r, bold: bold || r.bold }));
        this.runs(cell, x + pad, w - 2 * pad, sizes.small, top + pad);
        this.doc.rect(x, top, w, height).lineWidth(0.5).strokeColor('#94a3b8').stroke();
        x += w;
      });
      this.doc.y = top + height;
    };
    this.ensureRoom(40);
    drawRow(header, true);
    for (const row of rows) drawRow(row, false);
    this.doc.x = margin;
    this.doc.moveDown(0.6);
  }

  /** Column widths in proportion to their longest text, each at least a sixth of an even share. */
  private columnWidths(header: Inline[][], rows: Inline[][][], columns: number): number[] {
    const longest = Array.from({ length: columns }, (_, i) =>
      Math.max(8, ...[header, ...rows].map((r) => (r[i] ?? []).reduce((n, x) => n + x.text.length, 0))),
    );
    const capped = longest.map((n) => Math.min(n, 60));
    const total = capped.reduce((a, b) => a + b, 0);
    return capped.map((n) => (this.width * n) / total);
  }

  rule(): void {
    this.doc.moveDown(0.2);
    const y = this.doc.y;
    this.doc
      .moveTo(margin, y)
      .lineTo(margin + this.width, y)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    this.doc.moveDown(0.4);
  }

  /** Page numbers and the footer on every page, then the file. */
  finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const bottom = this.doc.page.margins.bottom;
      // Writing inside the bottom margin would otherwise start a new page.
      this.doc.page.margins.bottom = 0;
      this.face('regular');
      this.doc
        .fontSize(sizes.small)
        .fillColor('#64748b')
        .text(`${this.footer} · ${i + 1}/${range.count}`, margin, this.doc.page.height - margin + 14, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        });
      this.doc.page.margins.bottom = bottom;
    }
    this.doc.end();
    return this.ended;
  }
}
