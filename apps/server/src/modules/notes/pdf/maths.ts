import { createRequire } from 'node:module';
import path from 'node:path';
import { texIsText, texToText } from '@abhyas/core';

/**
 * Maths in the PDFs (issue 17), typeset as the app does. `$…$` that reads right as text (`x^2`,
 * `20\%`, `90^\circ`: core's texIsText) is printed as text in the running face; everything else
 * (fractions, roots, matrices, sums, scripts Unicode has no characters for) is typeset by MathJax as
 * an SVG of paths in its own font (New Computer Modern, from npm: nothing is downloaded), which the
 * writer draws with svg-to-pdfkit. This module is only loaded where PDFs are laid out: the render
 * worker threads (render-task.ts), the tests and the bench; never the server's event loop.
 */

/** A typeset formula: its SVG and its box, in ems of the maths font (height above, depth below the baseline). */
export interface MathBox {
  svg: string;
  width: number;
  height: number;
  depth: number;
}

/**
 * Maths ems per point of the text's size: New Computer Modern's x-height (0.442 em) matched to Noto
 * Sans's (0.536 em), as KaTeX's 1.21 does in the app, so that x in a formula is as tall as x beside it.
 */
export const mathScale = 1.2;

const require = createRequire(import.meta.url);

interface LiteAdaptor {
  outerHTML(node: unknown): string;
  firstChild(node: unknown): unknown;
}
interface MathDocument {
  convert(tex: string, options: { display: boolean }): unknown;
}

let convert: ((tex: string) => string) | undefined;

/**
 * MathJax 4 (`@mathjax/src`), set up once per thread on first use. Its CommonJS build with a
 * synchronous loader: the font's extra ranges (arrows, double-struck letters) are files the font
 * loads when a formula first needs them, here with `require`, so a conversion never has to be retried
 * asynchronously and the writer stays synchronous.
 */
function mathjax(): (tex: string) => string {
  if (convert) return convert;
  const src = path.dirname(require.resolve('@mathjax/src/package.json'));
  const font = path.dirname(require.resolve('@mathjax/mathjax-newcm-font/package.json'));
  const load = (file: string) => require(path.join(src, 'cjs', file));
  const { mathjax } = load('mathjax.js');
  // A dynamic file is named by its package's `js/` path (or relative to MathJax's own build).
  mathjax.asyncLoad = (name: string) =>
    require(
      name.startsWith('.')
        ? path.resolve(src, 'cjs', name)
        : name
            .replace(/^@mathjax\/mathjax-newcm-font\/js\//, `${font}/cjs/`)
            .replace(/^@mathjax\/src\/js\//, `${src}/cjs/`),
    );
  mathjax.asyncIsSynchronous = true;
  const { TeX } = load('input/tex.js');
  const { SVG } = load('output/svg.js');
  const { liteAdaptor } = load('adaptors/liteAdaptor.js');
  const { RegisterHTMLHandler } = load('handlers/html.js');
  load('input/tex/base/BaseConfiguration.js');
  load('input/tex/ams/AmsConfiguration.js');
  const { MathJaxNewcmFont } = require(path.join(font, 'cjs/svg.js'));
  const adaptor: LiteAdaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  const document: MathDocument = mathjax.document('', {
    InputJax: new TeX({ packages: ['base', 'ams'] }),
    // Paths inline (no <use>), and one box per formula: the writer breaks lines between formulas.
    OutputJax: new SVG({ fontData: MathJaxNewcmFont, fontCache: 'none', linebreaks: { inline: false } }),
  });
  convert = (tex) => adaptor.outerHTML(adaptor.firstChild(document.convert(tex, { display: false })));
  return convert;
}

/** Formulas each thread keeps typeset (a few KB each; a 100-question set has a few hundred). */
export const keptFormulas = 2000;
const kept = new Map<string, MathBox | null>();

/** Devanagari: MathJax draws characters one by one, unshaped (ि after its consonant), so such a formula is printed as text. */
const devanagari = /[\u0900-\u097F]/;

/**
 * The typeset formula, or undefined when it is printed as text: it reads right as text, it has
 * Devanagari (`\text{दिन}`), or MathJax cannot read it (broken TeX prints as its plain form, as before).
 * Each thread keeps the formulas it typeset (least recently used out after `keptFormulas`).
 */
export function typeset(tex: string): MathBox | undefined {
  if (texIsText(tex) || devanagari.test(tex)) return undefined;
  let box = kept.get(tex);
  if (box === undefined) box = toBox(tex);
  else kept.delete(tex);
  if (kept.size >= keptFormulas) kept.delete(kept.keys().next().value as string);
  kept.set(tex, box);
  return box ?? undefined;
}

function toBox(tex: string): MathBox | null {
  let svg: string;
  try {
    svg = mathjax()(tex);
  } catch {
    return null;
  }
  if (svg.includes('data-mjx-error')) return null;
  const view = /viewBox="([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)"/.exec(svg);
  if (!view) return null;
  const [x, y, w, h] = view.slice(1).map(Number) as [number, number, number, number];
  const body = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/ data-[a-z-]+="[^"]*"/g, '')
    .replace(/currentColor/g, '#000');
  return {
    // Only the viewBox: the writer gives the size in points.
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${w} ${h}">${body}`,
    width: w / 1000,
    height: -y / 1000,
    depth: (h + y) / 1000,
  };
}

/** A run of text (writer.ts's Inline): a formula's is its plain form, with its TeX. */
export interface MathRun {
  text: string;
  bold: boolean;
  tex?: string;
}

/** A piece of text with `$…$` maths (a question, an option) as runs: the maths as its plain form with its TeX. */
export function mathRuns(text: string, bold = false): MathRun[] {
  const runs: MathRun[] = [];
  let at = 0;
  for (const m of text.matchAll(/\$([^$\n]+)\$/g)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), bold });
    const tex = m[1] ?? '';
    runs.push({ text: texToText(tex), bold, tex });
    at = m.index + m[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), bold });
  return runs;
}
