import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

/**
 * Issue 22, scenarios 6 and 3 in the browser (docs/reliability.md). A phone whose clock is an hour
 * fast still counts the test down in the server's time, stays signed in, saves, and is not told its
 * time is up; then it loses the network for 90 seconds while the candidate keeps answering: "offline"
 * shows within 5 seconds, the answers wait on the phone, and they are all on the server once it is
 * back.
 */
const hallPath = '/exams/ssc-cgl-full-mocks/ssc-mock-2';
const hourMs = 60 * 60 * 1000;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The device's clock an hour ahead: every Date the page makes, before any of its code runs. */
async function hourFast(page: Page) {
  await page.addInitScript((offset) => {
    const Real = Date;
    class Fast extends Real {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(Real.now() + offset);
        else super(...(args as [number]));
      }
      static override now() {
        return Real.now() + offset;
      }
    }
    globalThis.Date = Fast as DateConstructor;
  }, hourMs);
}

const saveState = (page: Page) => page.getByTestId('save-status').getAttribute('data-state');
const minutesLeft = async (page: Page) => {
  const shown = await page.getByTestId('hall-timer').innerText();
  const parts = shown.split(':').map(Number);
  return parts.length === 3 ? (parts[0] as number) * 60 + (parts[1] as number) : (parts[0] as number);
};

async function answer(page: Page, option: number) {
  const before = await page.getByTestId('question').getAttribute('data-number');
  await page.getByTestId('question').getByRole('radio').nth(option).check();
  await page.getByRole('button', { name: text('en', 'hall.buttons.saveNext') }).click();
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="question"]')?.getAttribute('data-number') !== n,
    before,
  );
}

describe('the hall on a phone with a wrong clock and a long outage', () => {
  it('counts down in server time an hour off, then keeps 90 s of offline answers and replays them', async () => {
    browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await hourFast(page);
    await signInDemoStudent(page, server.url, 'en');
    // The page's clock is the hour fast one (the init script runs in every document).
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + hourMs - 60_000);
    await page.goto(`${server.url}${hallPath}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text('en', 'hall.instructions.begin') }).click();
    await page.getByTestId('question').waitFor();

    // Server time: the full hour left (SSC CGL Tier I), not "time is up" by the device's clock.
    expect(await minutesLeft(page)).toBeGreaterThanOrEqual(58);
    await answer(page, 0);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
    );
    await page.reload();
    await page.getByTestId('question').waitFor();
    expect(await minutesLeft(page)).toBeGreaterThanOrEqual(58);
    expect(page.url()).toContain(hallPath);
    await screenshot(page, 'hall-clock-hour-fast-en-360');

    // The network goes for 90 s; the candidate keeps answering through it.
    await browser.context.setOffline(true);
    const wentAt = Date.now();
    await answer(page, 1);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'offline',
      undefined,
      { timeout: 5_000 },
    );
    const shownAfterMs = Date.now() - wentAt;
    expect(shownAfterMs).toBeLessThan(5_000);
    await page.waitForTimeout(40_000);
    await answer(page, 2);
    await page.waitForTimeout(Math.max(0, 90_000 - (Date.now() - wentAt)));
    await answer(page, 3);
    expect(await saveState(page)).toBe('offline');
    await screenshot(page, 'hall-offline-90s-en-360');

    await browser.context.setOffline(false);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
      undefined,
      { timeout: 30_000 },
    );
    const held = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      const list = (await (await fetch('/api/attempts?setId=ssc-mock-2', { headers })).json()) as {
        items: { id: string; status: string }[];
      };
      const id = list.items.find((a) => a.status === 'active')?.id;
      const state = (await (await fetch(`/api/attempts/${id}`, { headers })).json()) as {
        responses: { answer: number | null }[];
      };
      return state.responses
        .map((r) => r.answer)
        .filter((a) => a !== null)
        .sort();
    });
    expect(held).toEqual([0, 1, 2, 3]);
    // The browser logs each request it could not send while offline; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    console.info(
      `offline shown after ${shownAfterMs} ms; ${held.length} answers on the server after 90 s offline`,
    );
  }, 240_000);
});
