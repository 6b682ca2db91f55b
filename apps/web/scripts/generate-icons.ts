/**
 * Draws the PNG icons of the web app manifest from public/favicon.svg with Debian's Chromium.
 * Run by hand when the logo changes (`node --import tsx apps/web/scripts/generate-icons.ts`); the
 * output is committed so that building the app never needs a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/browser.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(webDir, 'public/favicon.svg'), 'utf8');
const outDir = path.join(webDir, 'public/icons');

/** The glyph of the favicon alone, without its rounded square, for full-bleed icons. */
const glyph = svg.replace(/<rect[^>]*\/>/, '').replace(/<title>.*?<\/title>/, '');
const indigo = '#3730a3';

interface Icon {
  file: string;
  size: number;
  /** "any": the favicon as drawn (rounded, transparent corners); "bleed": indigo to the edges. */
  kind: 'any' | 'bleed';
  /** For "bleed": the share of the side the glyph may use (maskable safe zone is a 40% radius). */
  glyphShare?: number;
}

const icons: Icon[] = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'maskable-192.png', size: 192, kind: 'bleed', glyphShare: 0.6 },
  { file: 'maskable-512.png', size: 512, kind: 'bleed', glyphShare: 0.6 },
  { file: 'apple-touch-icon.png', size: 180, kind: 'bleed', glyphShare: 0.8 },
];

function pageFor(icon: Icon): string {
  const body =
    icon.kind === 'any'
      ? svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)
      : `<div style="width:${icon.size}px;height:${icon.size}px;background:${indigo};display:flex;align-items:center;justify-content:center">${glyph.replace(
          '<svg ',
          `<svg width="${Math.round(icon.size * (icon.glyphShare ?? 0.6))}" height="${Math.round(icon.size * (icon.glyphShare ?? 0.6))}" `,
        )}</div>`;
  return `<!doctype html><html><body style="margin:0;background:transparent">${body}</body></html>`;
}

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-icons-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  const page = await context.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(pageFor(icon));
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: icon.kind === 'any',
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}
