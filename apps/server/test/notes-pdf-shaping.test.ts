import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../test-support/chromium.ts';
import {
  compareLines,
  cropToInk,
  hasPdftoppm,
  inkLines,
  renderHtmlLine,
  renderPdfPage,
  sameLine,
  writeInkPng,
} from '../../../test-support/pdf-shaping.ts';
import { PdfWriter } from '../src/modules/notes/pdf/writer.ts';

/**
 * The words of the issue (conjuncts and matras), set by the PDF writer the notes and sets use, must
 * look as Chromium (HarfBuzz) sets them in the same font; the same words with nothing shaped must
 * not (test-support/pdf-shaping.ts). Needs Debian's chromium and poppler-utils, which CI installs
 * (.ci/run); elsewhere the test says what is missing and skips. Images: $NOTES_SHAPING_DIR.
 */
const missing = [
  ...(fs.existsSync(chromiumPath) ? [] : [`chromium (${chromiumPath})`]),
  ...(hasPdftoppm ? [] : ['pdftoppm (poppler-utils)']),
];
if (missing.length) console.warn(`notes-pdf-shaping: skipped, missing ${missing.join(' and ')}`);

const fontFile = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
);
const dir = process.env.NOTES_SHAPING_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-shaping-'));
const dpi = 300;
/** The writer's body size (pdf/writer.ts `sizes.body`): Chromium sets the line at the same size in pixels. */
const bodyPx = (10.5 * dpi) / 72;

let browser: Browser | undefined;
beforeAll(async () => {
  if (missing.length === 0)
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});
afterAll(async () => browser?.close());

describe.skipIf(missing.length > 0)('Hindi in the PDFs', { timeout: 60_000 }, () => {
  it.each([
    ['issue-words', 'संविधान प्रश्न निम्नलिखित क्षेत्र द्वितीय'],
    ['mixed-line', 'अनुच्छेद 21A: प्राण और दैहिक स्वतंत्रता (Article 21A)'],
  ])('%s: “%s” is shaped as Chromium shapes it', async (name, line) => {
    const w = new PdfWriter({ title: 'shaping', language: 'hi' }, 'Abhyas');
    w.paragraph([{ text: line }]);
    const rendered = renderPdfPage(await w.finish(), 1, dpi);
    const [first] = inkLines(rendered, Math.round((3 * dpi) / 72));
    if (!first) throw new Error('no ink on the page');
    const pdfLine = cropToInk(rendered, first);
    const page = await (browser as Browser).newPage();
    const shaped = await renderHtmlLine(page, line, fontFile, { sizePx: bodyPx });
    const unshaped = await renderHtmlLine(page, line, fontFile, { sizePx: bodyPx, shaped: false });
    await page.close();
    writeInkPng(pdfLine, path.join(dir, `${name}-pdf.png`));
    writeInkPng(shaped, path.join(dir, `${name}-chromium.png`));
    writeInkPng(unshaped, path.join(dir, `${name}-chromium-unshaped.png`));
    const good = compareLines(pdfLine, shaped);
    const bad = compareLines(pdfLine, unshaped);
    console.log(`${name}: shaped ${JSON.stringify(good)}; unshaped ${JSON.stringify(bad)}; images in ${dir}`);
    expect(sameLine(good), 'the PDF line differs from Chromium’s').toBe(true);
    // The negative control: were the PDF unshaped, this is what it would match; it must not pass.
    expect(sameLine(bad), 'the check cannot tell unshaped text from shaped').toBe(false);
  });
});
