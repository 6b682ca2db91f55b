import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { closePotdDialog } from './support/potd-dialog.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const screens = [
  { name: 'signin', path: '/signin', heading: 'auth.signin.title' },
  { name: 'signup', path: '/signup', heading: 'auth.signup.title' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'auth.forgot.title' },
  {
    name: 'reset-password',
    path: '/reset-password?token=abcdefghijklmnopqrstuvwxyz',
    heading: 'auth.reset.title',
  },
  { name: 'not-found', path: '/no/such/page', heading: 'common.notFound.title' },
] as const;

/** What a student on a 360-px phone would trip over: sideways scrolling, raw keys, tiny targets. */
async function checkScreen(page: Page, lang: 'hi' | 'en') {
  expect(await page.getAttribute('html', 'lang')).toBe(lang);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // innerText, not textContent: the text a student sees, without hidden nodes.
  const body = await page.innerText('body');
  expect(body).not.toMatch(/\b(auth|common|errors|validation)\.[a-zA-Z]+\.[a-zA-Z.]+/);
  const small = await page.evaluate(
    () =>
      [...document.querySelectorAll('button, input, a[data-primary]')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height < 44).length,
  );
  expect(small).toBe(0);
}

describe('auth screens at phone and desktop size, in Hindi and English', () => {
  for (const lang of ['hi', 'en'] as const) {
    for (const [size, viewport] of Object.entries({ phone, desktop })) {
      it(`${lang} ${size}`, async () => {
        const browser = await openBrowser({ viewport });
        try {
          const page = await browser.newPage();
          await page.goto(`${server.url}/signin`);
          await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
          for (const s of screens) {
            await page.goto(`${server.url}${s.path}`);
            await page.getByRole('heading', { name: text(lang, s.heading), level: 1 }).waitFor();
            await checkScreen(page, lang);
            await screenshot(page, `${s.name}-${lang}-${size}`);
          }
          // The signed-in landing, after a real sign-in.
          await page.goto(`${server.url}/signin`);
          await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill('demo_student');
          await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill('Abhyas@2026');
          await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
          await closePotdDialog(page);
          await page
            .getByRole('heading', { name: text(lang, 'common.landing.greeting', { name: 'Aarav Sharma' }) })
            .waitFor();
          await checkScreen(page, lang);
          await screenshot(page, `home-signed-in-${lang}-${size}`);
        } finally {
          await browser.close();
        }
      });
    }
  }
});
