import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '../../../../test-support/chromium.ts';

export { chromiumArgs, chromiumPath };

export const phone = { width: 360, height: 800 };
export const desktop = { width: 1280, height: 800 };

export interface Browser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** A fresh profile each time: no cookies or storage leak from one journey into the next. */
export async function openBrowser(
  opts: { viewport?: { width: number; height: number } } = {},
): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    viewport: opts.viewport ?? phone,
    locale: 'hi-IN',
  });
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export const artifactsDir = path.join(import.meta.dirname, '..', 'artifacts');

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects console errors and uncaught exceptions of `page`; a journey asserts the list is empty. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}
