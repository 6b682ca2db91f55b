import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, collectPageErrors, desktop, openBrowser, phone } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

type Lang = 'hi' | 'en';
// Screenshots to look at, outside the repository.
const shotsDir = process.env.STUDY_TIMER_SHOTS ?? '/tmp/study-timer-shots';

let server: RunningServer;
let browser: Browser | undefined;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000' });
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(async () => {
  await server?.stop();
});

async function shoot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/**
 * The page clock starts minutes back, so sessions it finishes never end in the server's future. Each
 * journey starts further back than the one before: one student's sessions may not overlap.
 */
async function openTimer(page: Page, lang: Lang, minutesBack = 5) {
  await signInDemoStudent(page, server.url, lang);
  await page.clock.install({ time: Date.now() - minutesBack * 60_000 });
  await page.goto(`${server.url}/study-timer`);
  await page.getByRole('heading', { name: text(lang, 'studyTimer.heading'), level: 1 }).waitFor();
  await page.getByTestId('week-minutes').waitFor();
}

/** Focus set to its minimum (one minute), started, and the page clock moved past its end. */
async function runOneMinute(page: Page, lang: Lang, beforeEnd?: () => Promise<void>) {
  const focus = page.getByLabel(text(lang, 'studyTimer.settings.focus'), { exact: true });
  await focus.fill('1');
  await focus.press('Enter');
  await expect.poll(() => page.getByTestId('timer-time').textContent()).toBe('01:00');
  await page.getByRole('button', { name: text(lang, 'studyTimer.actions.start'), exact: true }).click();
  await beforeEnd?.();
  await page.clock.fastForward('01:02');
  await page.getByText(text(lang, 'studyTimer.status.endedFocus')).waitFor();
}

const minutesText = (lang: Lang, count: number) =>
  text(lang, `studyTimer.progress.minutes_${count === 1 ? 'one' : 'other'}`, { count });
const todayMinutes = async (page: Page) =>
  Number((await page.getByTestId('today-minutes').textContent())?.match(/\d+/)?.[0]);

describe('the study timer in the browser', () => {
  it('a visitor can run the timer; signing in is asked only to save', async () => {
    browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    await page.goto(`${server.url}/study-timer`);
    await page.getByRole('heading', { name: text('hi', 'studyTimer.heading'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: text('hi', 'studyTimer.progress.signInHeading') }).waitFor();
    await page.getByRole('button', { name: text('hi', 'studyTimer.actions.start'), exact: true }).click();
    await page.getByTestId('timer-status').getByText(text('hi', 'studyTimer.status.running')).waitFor();
    await shoot(page, 'visitor-hi-360');
  });

  it('runs a one-minute session in Hindi at phone size, saves it and counts it today and in the chart', async () => {
    browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await openTimer(page, 'hi');
    const before = await todayMinutes(page);
    await shoot(page, 'signed-in-hi-360');
    await runOneMinute(page, 'hi');
    await page
      .getByTestId('today-minutes')
      .getByText(minutesText('hi', before + 1))
      .waitFor();
    const bar = page.locator('[data-testid="week-chart"] g[data-minutes]').last();
    expect(Number(await bar.getAttribute('data-minutes'))).toBe(before + 1);
    await shoot(page, 'ended-hi-360');
    await page.setViewportSize(desktop);
    await shoot(page, 'ended-hi-1280');

    // A reload after the end shows the phase as ended and saves nothing twice.
    await page.reload();
    await page.getByText(text('hi', 'studyTimer.status.endedFocus')).waitFor();
    await page
      .getByTestId('today-minutes')
      .getByText(minutesText('hi', before + 1))
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('finishes a session offline in English and syncs it when the network returns', async () => {
    const b = await openBrowser({ viewport: phone });
    browser = b;
    const page = await b.newPage();
    await openTimer(page, 'en', 10);
    const before = await todayMinutes(page);
    await runOneMinute(page, 'en', async () => {
      await b.context.setOffline(true);
      await page.getByText(text('en', 'studyTimer.progress.offline')).waitFor();
    });
    await page
      .getByTestId('pending-sessions')
      .getByText(text('en', 'studyTimer.progress.pending_one', { count: 1 }))
      .waitFor();
    expect(await todayMinutes(page)).toBe(before);
    await shoot(page, 'offline-en-360');

    await b.context.setOffline(false);
    await page
      .getByTestId('today-minutes')
      .getByText(minutesText('en', before + 1))
      .waitFor();
    await page.getByTestId('pending-sessions').waitFor({ state: 'detached' });
    await shoot(page, 'synced-en-360');
    await page.setViewportSize(desktop);
    await shoot(page, 'synced-en-1280');
  });
});
