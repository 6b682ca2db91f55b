/**
 * The Hindi shaping check: a line of a PDF the server made, rendered to pixels by poppler
 * (`pdftoppm`), against the same text typeset by Chromium in the same font file. Chromium shapes
 * Devanagari with HarfBuzz, so it is the reference: if the PDF drew its glyphs unshaped (a halant
 * showing, ि after its consonant, no conjuncts), the two lines differ in width and in ink.
 * Both lines are cropped to their ink, scaled to one height, and compared pixel by pixel.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** Ink coverage per pixel, 0 (paper) to 1 (black). */
export interface Ink {
  width: number;
  height: number;
  data: Float32Array;
}

export const hasPdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;

export function inkOfPng(png: Buffer): Ink {
  const image = PNG.sync.read(png);
  const data = new Float32Array(image.width * image.height);
  for (let i = 0; i < data.length; i++) {
    const [r, g, b, a] = [0, 1, 2, 3].map((k) => image.data[i * 4 + k] ?? 0) as [
      number,
      number,
      number,
      number,
    ];
    // Over white paper: what is not white is ink, whatever its colour.
    const alpha = a / 255;
    const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    data[i] = alpha * (1 - luminance);
  }
  return { width: image.width, height: image.height, data };
}

/** One page of a PDF as ink, at `dpi`. */
export function renderPdfPage(pdf: Buffer, page = 1, dpi = 200): Ink {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, pdf);
    const out = spawnSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    if (out.status !== 0) throw new Error(`pdftoppm failed: ${out.stderr.toString()}`);
    return inkOfPng(fs.readFileSync(path.join(dir, 'page.png')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The bands of rows holding ink, split where at least `gap` blank rows lie between them: a page's lines. */
export function inkLines(ink: Ink, gap: number, threshold = 0.2): { top: number; bottom: number }[] {
  const bands: { top: number; bottom: number }[] = [];
  let blank = gap;
  for (let y = 0; y < ink.height; y++) {
    let has = false;
    for (let x = 0; x < ink.width && !has; x++) has = (ink.data[y * ink.width + x] ?? 0) > threshold;
    if (has) {
      const last = bands.at(-1);
      if (last && blank < gap) last.bottom = y;
      else bands.push({ top: y, bottom: y });
      blank = 0;
    } else blank++;
  }
  return bands;
}

/** The part of `ink` inside its ink's bounding box (optionally within rows top..bottom only). */
export function cropToInk(ink: Ink, rows?: { top: number; bottom: number }, threshold = 0.2): Ink {
  const [y0, y1] = rows ? [rows.top, rows.bottom] : [0, ink.height - 1];
  let [left, right, top, bottom] = [ink.width, -1, ink.height, -1];
  for (let y = y0; y <= y1; y++)
    for (let x = 0; x < ink.width; x++)
      if ((ink.data[y * ink.width + x] ?? 0) > threshold) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  if (right < 0) throw new Error('no ink to crop');
  const width = right - left + 1;
  const height = bottom - top + 1;
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = ink.data[(top + y) * ink.width + left + x] ?? 0;
  return { width, height, data };
}

/** Area-averaged resampling to width × height. */
export function resize(ink: Ink, width: number, height: number): Ink {
  const data = new Float32Array(width * height);
  const sx = ink.width / width;
  const sy = ink.height / height;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let yy = Math.floor(y * sy); yy < Math.max(Math.floor((y + 1) * sy), Math.floor(y * sy) + 1); yy++)
        for (
          let xx = Math.floor(x * sx);
          xx < Math.max(Math.floor((x + 1) * sx), Math.floor(x * sx) + 1);
          xx++
        ) {
          sum += ink.data[Math.min(yy, ink.height - 1) * ink.width + Math.min(xx, ink.width - 1)] ?? 0;
          n++;
        }
      data[y * width + x] = sum / n;
    }
  return { width, height, data };
}

export interface LineComparison {
  /** Width over height of each line's ink. */
  aspect: [number, number];
  /** Mean |a − b| over pixels inked in either line, after scaling both to `height` × the first's width: 0 same, 1 disjoint. */
  difference: number;
}

export function compareLines(a: Ink, b: Ink, height = 48): LineComparison {
  const width = Math.round((height * a.width) / a.height);
  const [ra, rb] = [resize(a, width, height), resize(b, width, height)];
  let diff = 0;
  let inked = 0;
  for (let i = 0; i < ra.data.length; i++) {
    const [va, vb] = [ra.data[i] ?? 0, rb.data[i] ?? 0];
    if (va < 0.1 && vb < 0.1) continue;
    inked++;
    diff += Math.abs(va - vb);
  }
  return { aspect: [a.width / a.height, b.width / b.height], difference: inked ? diff / inked : 1 };
}

/** Whether two lines are the same text set the same way: close in proportions and in ink. */
export function sameLine(c: LineComparison, limits = { aspect: 0.04, difference: 0.35 }): boolean {
  const [x, y] = c.aspect;
  return Math.abs(x - y) / Math.max(x, y) <= limits.aspect && c.difference <= limits.difference;
}

/**
 * `text` typeset by Chromium in the font file at `fontFile`, as ink. `shaped: false` puts every
 * character in a box of its own, which stops shaping across them: the negative control.
 */
export async function renderHtmlLine(
  page: Page,
  text: string,
  fontFile: string,
  opts: { sizePx: number; weight?: number; shaped?: boolean },
): Promise<Ink> {
  const font = fs.readFileSync(fontFile).toString('base64');
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body =
    opts.shaped === false
      ? [...text]
          .map((c) => `<span style="display:inline-block">${c === ' ' ? '&nbsp;' : escapeHtml(c)}</span>`)
          .join('')
      : escapeHtml(text);
  await page.setContent(
    `<!doctype html><html><head><style>
      @font-face { font-family: 'Under Test'; src: url(data:font/ttf;base64,${font}) format('truetype'); font-weight: ${opts.weight ?? 400}; }
      html, body { margin: 0; background: #fff; }
      #line { display: inline-block; padding: 24px; font: ${opts.weight ?? 400} ${opts.sizePx}px 'Under Test'; color: #000; white-space: nowrap; }
    </style></head><body><span id="line">${body}</span></body></html>`,
  );
  // A string, so this file needs no DOM types (the server's tests import it too).
  await page.evaluate('document.fonts.ready.then(() => true)');
  const png = await page.locator('#line').screenshot({ type: 'png' });
  return cropToInk(inkOfPng(png));
}

/** Writes ink as a PNG, to look at. */
export function writeInkPng(ink: Ink, file: string): void {
  const png = new PNG({ width: ink.width, height: ink.height });
  for (let i = 0; i < ink.data.length; i++) {
    const v = Math.round(255 * (1 - (ink.data[i] ?? 0)));
    png.data.set([v, v, v, 255], i * 4);
  }
  fs.writeFileSync(file, PNG.sync.write(png));
}
