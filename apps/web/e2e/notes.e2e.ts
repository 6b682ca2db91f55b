import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { repoRoot } from '../../../test-support/server-process.ts';
import { type Browser, collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Notes at phone size: open a note in Hindi, read it again offline, download its PDF and check the
 * Hindi in it is shaped as Chromium shapes it (test-support/pdf-shaping.ts; the words of the
 * issue are checked the same way in apps/server/test/notes-pdf-shaping.test.ts). The line images are
 * written to $NOTES_SHAPING_DIR (default: the system's temp folder) to be looked at.
 */
const fromServer = createRequire(path.join(repoRoot, 'apps/server/package.json'));
const fontFile = (weight: '400Regular' | '700Bold') =>
  fromServer.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);
const shapingDir = process.env.NOTES_SHAPING_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-shaping-'));
const dpi = 300;
/** The PDF title's size (apps/server/src/modules/notes/pdf/writer.ts `sizes.h1`), in pixels at `dpi`. */
const titlePx = (18 * dpi) / 72;
const pt = (points: number) => (points * dpi) / 72;

const note = { subject: 'maths', slug: 'mensuration-formulae', title: 'क्षेत्रमिति के सूत्र' };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  if (!hasPdftoppm) throw new Error('pdftoppm (poppler-utils) is missing: .ci/run installs it');
  server = await startServer();
  browser = await openBrowser({ viewport: phone });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The PDF line against Chromium's shaped line (must match) and against unshaped boxes (must not). */
async function checkShaping(
  page: Page,
  pdfLine: ReturnType<typeof cropToInk>,
  line: string,
  name: string,
  weight: 400 | 700,
) {
  const file = fontFile(weight === 700 ? '700Bold' : '400Regular');
  // Chromium sets the line at the PDF's size in pixels, so both rasterise the glyphs alike.
  const shaped = await renderHtmlLine(page, line, file, { sizePx: titlePx, weight });
  const unshaped = await renderHtmlLine(page, line, file, { sizePx: titlePx, weight, shaped: false });
  writeInkPng(pdfLine, path.join(shapingDir, `${name}-pdf.png`));
  writeInkPng(shaped, path.join(shapingDir, `${name}-chromium.png`));
  writeInkPng(unshaped, path.join(shapingDir, `${name}-chromium-unshaped.png`));
  const good = compareLines(pdfLine, shaped);
  const bad = compareLines(pdfLine, unshaped);
  console.log(
    `${name}: shaped ${JSON.stringify(good)}; unshaped ${JSON.stringify(bad)} (images in ${shapingDir})`,
  );
  expect(sameLine(good), `${name}: the PDF's line differs from Chromium's`).toBe(true);
  expect(sameLine(bad), `${name}: the check cannot tell unshaped text from shaped`).toBe(false);
}

describe('notes', () => {
  it('opens a note in Hindi, and opens it again with the network gone', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    // A returning student: the service worker from an earlier visit is in control, so it keeps the
    // code of the screens opened next (it caches every /assets/ file it serves).
    await page.goto(`${server.url}/`);
    await page.waitForFunction(
      async () =>
        (await navigator.serviceWorker.ready).active?.state === 'activated' &&
        navigator.serviceWorker.controller !== null,
    );
    await page.goto(`${server.url}/notes`);
    await page.getByRole('heading', { level: 1, name: text('hi', 'notes.title') }).waitFor();
    await screenshot(page, 'notes-hi-phone');
    await page.getByRole('link', { name: /गणित/ }).click();
    await page.getByRole('link', { name: new RegExp(note.title) }).click();
    await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
    // Tables and typeset maths arrived.
    await page.locator('.note-body table').first().waitFor();
    await page.locator('.note-body .katex').first().waitFor();
    await screenshot(page, 'note-hi-phone');
    await browser.context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
      await page.getByText(text('hi', 'notes.note.offlineCopy')).waitFor();
      await page.locator('.note-body table').first().waitFor();
      await screenshot(page, 'note-hi-phone-offline');
      // Back to the subject: its list was kept too.
      await page.getByRole('link', { name: 'गणित', exact: true }).click();
      await page.getByRole('link', { name: new RegExp(note.title) }).waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
    // Only the offline fetches may have complained in the console.
    expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await page.close();
  });

  it('downloads the note as a Hindi PDF whose title is shaped as Chromium shapes it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/notes/${note.subject}/${note.slug}`);
    await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('hi', 'notes.note.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`abhyas-${note.subject}-${note.slug}-hi.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText(text('hi', 'notes.download.done')).waitFor();

    const rendered = renderPdfPage(pdf, 1, dpi);
    const [title] = inkLines(rendered, Math.round(pt(4)));
    if (!title) throw new Error('no ink on the first page');
    const check = await browser.newPage();
    await checkShaping(check, cropToInk(rendered, title), note.title, 'note-title', 700);
    await check.close();
    await page.close();
  });
});
