import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpStudent } from './support/api.ts';
import {
  type Browser,
  collectPageErrors,
  desktop,
  openBrowser,
  phone,
  screenshot,
} from './support/browser.ts';
import { text } from './support/locales.ts';
import { closePotdDialog } from './support/potd-dialog.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';

// Current affairs in a real browser (docs/current-affairs.md): the demo publishes the last week; a
// new student on a phone in Hindi starts today's quiz from /current-affairs, answers a question on
// the quiz page, comes back to "Resume (1/10)" and downloads the month as a PDF; a platform admin on a
// desktop in English prepares tomorrow with ten ticks and publishes it, and the student does not see
// tomorrow before it comes.

let server: RunningServer;
const browsers: Browser[] = [];
const password = 'Tayari#2026';

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000' });
  await signUpStudent(server.url, { name: 'Kavita Rawat', username: 'ca_kavita', password });
}, 180_000);

afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.stop();
});

async function open(viewport: { width: number; height: number }) {
  const browser = await openBrowser({ viewport });
  browsers.push(browser);
  return browser.newPage();
}

const optionButtons = (page: Page) => page.getByRole('listitem').getByRole('button');

describe('current affairs', () => {
  it('a student starts today’s quiz on a phone in Hindi, resumes it and downloads the month', async () => {
    const page = await open(phone);
    const errors = collectPageErrors(page);
    await signInAs(page, server.url, 'hi', 'ca_kavita', password);
    await closePotdDialog(page);
    await page.goto(`${server.url}/current-affairs`);
    await page.getByRole('heading', { name: text('hi', 'currentAffairs.title'), level: 1 }).waitFor();
    const today = page.getByRole('region', { name: text('hi', 'currentAffairs.today.heading') });
    await today.getByText(text('hi', 'currentAffairs.status.new')).waitFor();
    // The week's six earlier days are listed under this month: those of them in it (on the 1st to
    // the 6th of a month, by Indian date, some or all of them belong to last month's list).
    const dayOfMonth = Number(
      new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric' }).format(new Date()),
    );
    await expect
      .poll(() => page.locator('[data-testid^="ca-day-"]').count())
      .toBe(Math.min(6, dayOfMonth - 1));
    await screenshot(page, 'ca-student-hi-360');

    await today.getByRole('button', { name: text('hi', 'currentAffairs.action.start') }).click();
    await page.waitForURL(/\/quiz\/current-affairs\/day\?id=/);
    await optionButtons(page).first().click();
    // The verdict names the right option and explains it (the quiz's own screen).
    await page.getByText(text('hi', 'quizzes.run.explanation')).first().waitFor();
    await screenshot(page, 'ca-quiz-hi-360');

    // The quiz's way back leads to the current-affairs page, where the day now offers to resume.
    await page
      .getByRole('main')
      .getByRole('link', { name: text('hi', 'layout.nav.currentAffairs') })
      .click();
    await page.waitForURL(/\/current-affairs$/);
    const resume = text('hi', 'currentAffairs.action.resume', { answered: 1, total: 10 });
    await page.getByRole('button', { name: resume }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('hi', 'currentAffairs.digest.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^abhyas-current-affairs-\d{4}-\d{2}-hi\.pdf$/);
    const file = await download.path();
    expect(file).toBeTruthy();
    expect(errors).toEqual([]);
  }, 120_000);

  it('an admin prepares tomorrow on a desktop in English; students do not see it before it comes', async () => {
    const page = await open(desktop);
    const errors = collectPageErrors(page);
    await signInAs(page, server.url, 'en', 'demo_admin', 'Abhyas@2026');
    await closePotdDialog(page);
    await page.goto(`${server.url}/current-affairs-management`);
    const status = page.getByTestId('ca-admin-status');
    // Today is the demo's: published, and now started by the student above.
    await expect.poll(() => status.innerText()).toContain('1 student started it');

    const tomorrow = await page.evaluate(() => {
      const d = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000);
      return d.toISOString().slice(0, 10);
    });
    await page.getByLabel(text('en', 'currentAffairs.admin.day'), { exact: true }).fill(tomorrow);
    await expect.poll(() => status.innerText()).toContain(text('en', 'currentAffairs.admin.notPublished'));
    const boxes = page.getByRole('region', { name: text('en', 'currentAffairs.admin.candidatesHeading') });
    const ticks = boxes.getByRole('checkbox');
    expect(await ticks.count()).toBeGreaterThanOrEqual(10);
    for (let i = 0; i < 10; i += 1) await ticks.nth(i).check();
    await expect.poll(() => page.getByTestId('ca-admin-count').innerText()).toContain('10/10');
    await screenshot(page, 'ca-admin-en-1280');
    await page.getByRole('button', { name: text('en', 'currentAffairs.admin.publish'), exact: true }).click();
    await expect.poll(() => status.innerText()).toContain('10 questions published');

    // The student's list still ends at today: tomorrow is not shown before it comes.
    const res = await page.evaluate(
      async ([base]) => {
        const token = localStorage.getItem('token');
        const r = await fetch(`${base}/api/current-affairs`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await r.json()) as { today: string; days: { day: string }[] };
      },
      [server.url],
    );
    expect(res.days.map((d) => d.day)).not.toContain(tomorrow);
    expect(errors).toEqual([]);
  }, 120_000);
});
