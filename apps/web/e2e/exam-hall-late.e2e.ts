import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
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
 * Issue 22, scenario 3's last part (docs/reliability.md): answers a phone kept while offline reach
 * the server only after the deadline and its grace by the server's clock. They are refused, and the
 * candidate is told which ones and why, instead of finding them quietly missing from the result.
 *
 * The server's clock cannot wait an hour here: while the phone is offline the server restarts with
 * CLOCK_OFFSET_MS past the test's end (config.ts, tests only), so when the phone comes back the
 * server's time is after deadline + grace, as it would be after a long outage.
 */
const setSlug = 'ssc-mock-3';
const hallPath = `/exams/ssc-cgl-full-mocks/${setSlug}`;
/** SSC CGL Tier I runs 60 minutes; the grace is 15 s. Two minutes more is well past both. */
const pastTheEndMs = (60 + 2) * 60_000;

let server: RunningServer | undefined;
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  await server?.stop();
  browser = undefined;
  server = undefined;
});

const saveState = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state'));

async function answer(page: Page, lang: 'hi' | 'en', option: number) {
  const before = await page.getByTestId('question').getAttribute('data-number');
  await page.getByTestId('question').getByRole('radio').nth(option).check();
  await page.getByRole('button', { name: text(lang, 'hall.buttons.saveNext') }).click();
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="question"]')?.getAttribute('data-number') !== n,
    before,
  );
}

describe('answers that reach the server after the test closed', () => {
  for (const [lang, viewport, label] of [
    ['hi', phone, '360'],
    ['en', desktop, 'desktop'],
  ] as const) {
    it(`are refused, and the results list them with why (${lang}, ${label})`, async () => {
      server = await startServer();
      browser = await openBrowser({ viewport });
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      await signInDemoStudent(page, server.url, lang);
      await page.goto(`${server.url}${hallPath}`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: text(lang, 'hall.instructions.begin') }).click();
      await page.getByTestId('question').waitFor();

      // Question 1 counts: the server acknowledged it in time.
      await answer(page, lang, 1);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
      );

      // Offline: questions 2 and 3 are answered and wait on the phone.
      await browser.context.setOffline(true);
      await answer(page, lang, 2);
      await answer(page, lang, 3);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'offline',
        undefined,
        { timeout: 5_000 },
      );

      // Meanwhile the server's time passes the deadline and the grace.
      await server.restart({ CLOCK_OFFSET_MS: String(pastTheEndMs) });
      await browser.context.setOffline(false);

      // The replay is refused (409 ATTEMPT_CLOSED), the hall submits and the results say so.
      await page.waitForURL(/\/results\?attempt=/, { timeout: 60_000 });
      const notice = page.getByTestId('refused-answers');
      await notice.waitFor();
      const shown = await notice.innerText();
      expect(shown).toContain(text(lang, 'hall.refused.title_other'));
      const items = await notice.locator('li').allInnerTexts();
      // Question 2 was given option 3 and question 3 option 4; the server holds nothing for either.
      expect(items).toHaveLength(2);
      items.forEach((item, i) => {
        const option = text(lang, 'hall.refused.option', { number: i + 3 });
        expect(item).toContain(text(lang, 'hall.refused.item', { number: i + 2, answer: option }));
        expect(item).toContain(text(lang, 'hall.refused.reason.closed', { seconds: 15 }));
        expect(item).toContain(
          text(lang, 'hall.refused.held', { answer: text(lang, 'hall.refused.noOption') }),
        );
      });
      await screenshot(page, `results-late-answers-${lang}-${label}`);

      // The result counts question 1 only, and the server holds nothing of 2 and 3.
      const held = await page.evaluate(async (slug) => {
        const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
        const list = (await (await fetch(`/api/attempts?setId=${slug}`, { headers })).json()) as {
          items: { id: string; status: string }[];
        };
        const id = list.items[0]?.id;
        const state = (await (await fetch(`/api/attempts/${id}`, { headers })).json()) as {
          status: string;
          responses: { answer: number | null }[];
        };
        return {
          status: state.status,
          answers: state.responses.map((r) => r.answer).filter((a) => a !== null),
        };
      }, setSlug);
      expect(held.answers).toEqual([1]);
      expect(held.status).not.toBe('active');
      expect(await saveState(page)).toBeUndefined();

      // Dismissed, it stays dismissed after a reload.
      await notice.getByRole('button', { name: text(lang, 'hall.refused.dismiss') }).click();
      await expect.poll(() => page.getByTestId('refused-answers').count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('refused-answers').count()).toBe(0);

      // The browser logs the requests it could not send while offline, and the refused replay (409).
      const unexpected = errors.filter(
        (e) => !e.includes('net::ERR_INTERNET_DISCONNECTED') && !/\b(409|401)\b/.test(e),
      );
      expect(unexpected).toEqual([]);
    }, 180_000);
  }
});
