import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  desktop,
  openBrowser,
  phone,
  screenshot,
} from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

/**
 * Issue 22, scenario 5 in the browser: a candidate starts a mock on the phone, carries on from a
 * laptop (another sign-in), and the phone, still open, is told the test has moved instead of saving
 * over the laptop's answers; "Continue on this device" takes it back (docs/exam-hall.md).
 */
const hallPath = '/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1';
let server: RunningServer;
const browsers: Browser[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.stop();
});

async function open(viewport: { width: number; height: number }, lang: 'hi' | 'en') {
  const browser = await openBrowser({ viewport });
  browsers.push(browser);
  const page = await browser.newPage();
  await signInDemoStudent(page, server.url, lang);
  return page;
}

/** Chooses option `option` (0-based) of the question on screen and presses Save & Next. */
async function answer(page: Page, lang: 'hi' | 'en', option: number) {
  const before = await page.getByTestId('question').getAttribute('data-number');
  await page.getByTestId('question').getByRole('radio').nth(option).check();
  await page.getByRole('button', { name: text(lang, 'hall.buttons.saveNext') }).click();
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="question"]')?.getAttribute('data-number') !== n,
    before,
  );
}

const saved = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
  );

/** The palette button of question `n` says it is answered (the desktop palette is always shown). */
const answeredOnPalette = (page: Page, lang: 'hi' | 'en', n: number) =>
  page
    .getByRole('complementary')
    .getByRole('button', {
      name: text(lang, 'hall.palette.question', { number: n, status: text(lang, 'hall.status.answered') }),
    })
    .waitFor();

describe('a test continued on another device', () => {
  it('moves to the laptop with its answers, stops the phone from saving over them, and comes back', async () => {
    const onPhone = await open(phone, 'hi');
    const phoneErrors = collectPageErrors(onPhone);
    await onPhone.goto(`${server.url}${hallPath}`);
    await onPhone.getByRole('checkbox').check();
    await onPhone.getByRole('button', { name: text('hi', 'hall.instructions.begin') }).click();
    await onPhone.getByTestId('question').waitFor();
    await answer(onPhone, 'hi', 0);
    await saved(onPhone);

    // The laptop opens the same test: straight into the hall, question 1 answered as on the phone.
    const onLaptop = await open(desktop, 'en');
    await onLaptop.goto(`${server.url}${hallPath}`);
    await onLaptop.getByTestId('question').waitFor();
    await answeredOnPalette(onLaptop, 'en', 1);
    await answer(onLaptop, 'en', 1);
    await saved(onLaptop);

    // The phone, still open, answers again: refused, and told why, with a way to take the test back.
    await onPhone.getByTestId('question').getByRole('radio').nth(2).check();
    await onPhone.getByRole('button', { name: text('hi', 'hall.buttons.saveNext') }).click();
    const movedHi = onPhone.getByTestId('moved-away');
    await movedHi.waitFor();
    expect(await movedHi.innerText()).toContain(text('hi', 'hall.moved.text'));
    await screenshot(onPhone, 'hall-moved-hi-360');
    await onPhone.setViewportSize(desktop);
    await screenshot(onPhone, 'hall-moved-hi-1280');

    // "Continue on this device": the phone holds the test again, with the laptop's answer in it.
    await onPhone.getByRole('button', { name: text('hi', 'hall.moved.continueHere') }).click();
    await onPhone.getByTestId('question').waitFor();
    expect(await onPhone.getByTestId('moved-away').count()).toBe(0);
    await answeredOnPalette(onPhone, 'hi', 2);
    await answer(onPhone, 'hi', 3);
    await saved(onPhone);

    // Now the laptop is the one told.
    await onLaptop.getByTestId('question').getByRole('radio').nth(0).check();
    await onLaptop.getByRole('button', { name: text('en', 'hall.buttons.saveNext') }).click();
    const movedEn = onLaptop.getByTestId('moved-away');
    await movedEn.waitFor();
    expect(await movedEn.innerText()).toContain(text('en', 'hall.moved.text'));
    await screenshot(onLaptop, 'hall-moved-en-1280');
    await onLaptop.setViewportSize(phone);
    await screenshot(onLaptop, 'hall-moved-en-360');
    // A refused save is the only console noise the phone made (the 409 of the moved test).
    expect(phoneErrors.filter((e) => !/409/.test(e))).toEqual([]);
  });
});
