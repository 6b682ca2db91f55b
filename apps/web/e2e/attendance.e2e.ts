import { addIndianDays, indianDayOf } from '@abhyas/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverDay } from './support/attendance-day.ts';
import { type Browser, collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { closePotdDialog } from './support/potd-dialog.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Attendance on a classroom phone (issue 18): the demo teacher marks yesterday with the network,
 * then today with none; the day waits on the phone with a banner saying so, and is saved when the
 * network returns (docs/attendance.md, "Web").
 */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: 'false' });
  browser = await openBrowser({ viewport: phone });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const t = (key: string, vars: Record<string, string | number> = {}) => text('hi', key, vars);

async function markDay(page: Page) {
  await page.getByRole('button', { name: t('attendance.markAllPresent') }).click();
  await page
    .getByRole('radiogroup')
    .nth(1)
    .getByRole('radio', { name: t('attendance.status.absent') })
    .click();
  await page.getByRole('button', { name: new RegExp(t('attendance.save')) }).click();
}

describe('attendance journey', () => {
  it('a teacher marks yesterday online and today offline; today is saved when the network returns', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await signInAs(page, server.url, 'hi', 'demo_teacher', 'Abhyas@2026');
    await closePotdDialog(page);
    const today = indianDayOf(Date.now());
    const yesterday = addIndianDays(today, -1);

    await page.goto(`${server.url}/organization/attendance-management`);
    await page.getByRole('button', { name: t('attendance.previousDay') }).click();
    await page.getByRole('button', { name: t('attendance.markAllPresent') }).waitFor();
    await markDay(page);
    await page.getByText(/सहेज दी गई: SSC CGL सुबह 2026/).waitFor();

    await page.getByRole('button', { name: t('attendance.nextDay') }).click();
    await page.getByRole('button', { name: t('attendance.markAllPresent') }).waitFor();
    await browser.context.setOffline(true);
    await markDay(page);
    await page.getByText(t('attendance.pending.title_one', { count: 1 })).waitFor();
    expect(await page.getByText(t('attendance.pendingMark'), { exact: true }).count()).toBeGreaterThan(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'attendance-offline-hi-phone');

    await browser.context.setOffline(false);
    await page.getByText(t('attendance.synced.title')).waitFor();
    await page.getByText(t('attendance.pending.title_one', { count: 1 })).waitFor({ state: 'detached' });

    for (const day of [yesterday, today]) {
      const saved = await serverDay(page, day);
      const statuses = saved.students.map((s) => s.mark?.status);
      expect(
        statuses.filter((s) => s === 'absent'),
        day,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 'present'),
        day,
      ).toHaveLength(saved.students.length - 1);
    }
    // Only the moment offline may log failed loads; nothing else went wrong on the page.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
  });
});
