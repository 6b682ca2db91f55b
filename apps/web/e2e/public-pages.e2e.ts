import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test-support/server-process.ts';
import { axeViolations } from './support/axe.ts';
import {
  artifactsDir,
  collectPageErrors,
  desktop,
  openBrowser,
  phone,
  screenshot,
} from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let webDist: string;
beforeAll(async () => {
  // A private copy of the built app: a rebuild of apps/web/dist during the run (several people
  // build on this machine) would otherwise pull the pages out from under the browser.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-web-dist-'));
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  server = await startServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

const pages = [
  { name: 'landing', path: '/', heading: 'content.landing.hero.title' },
  { name: 'about', path: '/about', heading: 'content.about.title' },
  { name: 'privacy', path: '/privacy-policy', heading: 'content.privacy.title' },
  { name: 'terms', path: '/terms-conditions', heading: 'content.terms.title' },
  { name: 'exam-cards', path: '/exam', heading: 'content.exams.title' },
  { name: 'exam-ssc-cgl', path: '/exam/ssc-cgl', heading: null },
] as const;

const sscCgl = { hi: 'SSC CGL', en: 'SSC CGL' };

async function fontsLoaded(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(
      ['400', '600', '700'].map((w) => document.fonts.load(`${w} 16px "Noto Sans Devanagari"`, 'अभ्यास')),
    );
    await document.fonts.ready;
    // Let the swap to the loaded font reach the screen before a picture is taken.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForTimeout(300);
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe('public content pages at phone and desktop size, in Hindi and English', () => {
  for (const lang of ['hi', 'en'] as const) {
    for (const [size, viewport] of Object.entries({ phone, desktop })) {
      it(`${lang} ${size}`, async () => {
        const browser = await openBrowser({ viewport });
        try {
          const page = await browser.newPage();
          const errors = collectPageErrors(page);
          const mediaRequests: string[] = [];
          page.on('request', (r) => {
            if (/\.(webm|mp4)$/.test(new URL(r.url()).pathname)) mediaRequests.push(r.url());
          });
          await page.goto(`${server.url}/about`);
          await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
          // Let the service worker finish installing first: its takeover during a later page view can
          // leave that page's screenshot in the fallback font (seen on /about at phone size).
          await page.evaluate(async () => {
            if ('serviceWorker' in navigator) await navigator.serviceWorker.ready;
          });

          for (const p of pages) {
            await page.goto(`${server.url}${p.path}`);
            const heading = p.heading ? text(lang, p.heading) : sscCgl[lang];
            await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
            expect(await page.getAttribute('html', 'lang')).toBe(lang);
            expect(await page.locator('h1').count()).toBe(1);
            await noSidewaysScroll(page);
            const body = await page.innerText('main');
            expect(body, 'no raw translation keys').not.toMatch(/\bcontent\.[a-zA-Z]+\.[a-zA-Z.]+/);
            expect(await axeViolations(page, 'main'), `${p.path} axe`).toEqual([]);
            // The Devanagari web font may still be on its way on the first page.
            await fontsLoaded(page);
            await screenshot(page, `${p.name}-${lang}-${size}`);
          }

          expect(errors, 'console errors on the pages').toEqual([]);

          // Watch Demo: a dialog with a playable video that has downloaded nothing yet.
          await page.goto(`${server.url}/`);
          await page.getByRole('button', { name: text(lang, 'content.landing.institute.watchDemo') }).click();
          const dialog = page.getByRole('dialog', { name: text(lang, 'content.landing.video.title') });
          await dialog.waitFor();
          const video = dialog.locator('video');
          expect(await video.getAttribute('preload')).toBe('none');
          expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
          const sources = await video
            .locator('source')
            .evaluateAll((els) => els.map((s) => (s as HTMLSourceElement).src));
          expect(sources.length).toBeGreaterThan(0);
          expect(await video.evaluate((v: HTMLVideoElement) => v.networkState)).not.toBe(
            2, // HTMLMediaElement.NETWORK_LOADING
          );
          expect(mediaRequests, 'the video is not downloaded before play').toEqual([]);
          await noSidewaysScroll(page);
          expect(await axeViolations(page, '[role="dialog"]'), 'dialog axe').toEqual([]);
          // What the student sees: the viewport, not the full page (the dialog is fixed to the viewport).
          await fontsLoaded(page);
          await page.screenshot({ path: path.join(artifactsDir, `landing-demo-dialog-${lang}-${size}.png`) });

          // The files behind the sources are really served, and are what they claim to be.
          for (const src of sources) {
            const res = await fetch(src);
            expect(res.status, src).toBe(200);
            expect(res.headers.get('content-type'), src).toMatch(/^video\//);
          }
          // Escape closes it and focus returns to the button that opened it.
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });

          // An exam we have no page for.
          await page.goto(`${server.url}/exam/no-such-exam`);
          await page
            .getByRole('heading', { name: text(lang, 'content.examBlog.notFound.title'), level: 1 })
            .waitFor();
          // Opening the dialog locks the page behind it (Radix injects a <style>; the CSP allows inline
          // styles for that) and logs nothing.
          expect(errors).toEqual([]);
        } finally {
          await browser.close();
        }
      });
    }
  }
});

describe('the demo video', () => {
  it('plays in Chromium and lasts at most 30 seconds', async () => {
    const browser = await openBrowser({ viewport: phone });
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/`);
      const duration = await page.evaluate(async () => {
        const v = document.createElement('video');
        v.muted = true;
        v.preload = 'metadata';
        v.src = '/media/abhyas-demo.webm';
        await new Promise((resolve, reject) => {
          v.onloadedmetadata = resolve;
          v.onerror = () => reject(new Error('video failed to load'));
        });
        return v.duration;
      });
      expect(duration).toBeGreaterThan(5);
      expect(duration).toBeLessThanOrEqual(30);
    } finally {
      await browser.close();
    }
  });
});

/** The remaining public pages, checked whole (header, sidebar, footer included), not just `main`. */
const framePages = [
  '/',
  '/contact-us',
  '/feedback',
  '/learning-style',
  '/language-selector',
  '/signin',
  '/signup',
  '/forgot-password',
];

describe('every public page, with its frame, at phone and desktop size, in Hindi and English', () => {
  for (const lang of ['hi', 'en'] as const) {
    for (const [size, viewport] of Object.entries({ phone, desktop })) {
      it(`${lang} ${size}`, async () => {
        const browser = await openBrowser({ viewport });
        try {
          const page = await browser.newPage();
          const errors = collectPageErrors(page);
          await page.goto(`${server.url}/about`);
          await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
          for (const path of framePages) {
            await page.goto(`${server.url}${path}`);
            await page.locator('h1').first().waitFor();
            expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
            await noSidewaysScroll(page);
            expect(await axeViolations(page, 'body'), `${path} axe`).toEqual([]);
          }
          expect(errors, 'console errors on the pages').toEqual([]);
        } finally {
          await browser.close();
        }
      });
    }
  }
});
