import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// Web Push in Chromium at phone size: a student who refuses permission gets a log line and a
// working page (spec §8: push problems are only logged); a push that arrives while the app is in
// front (delivered to the service worker through the DevTools protocol, as a push service would)
// shows as a box with the title as a heading and the body as a paragraph.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function collectLogs(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  return lines;
}

describe('web push', () => {
  it('logs a refused permission and goes on; nothing is registered (English)', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const logs = collectLogs(page);
    const errors = collectPageErrors(page);
    const t = (key: string) => text('en', key);
    try {
      await signInDemoStudent(page, server.url, 'en');
      await page.goto(`${server.url}/notifications`);
      // Chromium answers a permission request it cannot show with "denied".
      await page.getByRole('button', { name: t('notifications.push.turnOn') }).click();
      await page.getByText(t('notifications.push.denied')).waitFor();
      expect(logs).toContain('Notification permission denied');
      expect(logs.some((l) => l.includes('token'))).toBe(false);
      // The page goes on: the list is still there and works.
      await page.getByRole('heading', { level: 1, name: t('notifications.title') }).waitFor();
      await screenshot(page, 'push-denied-en-phone');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('shows a push that arrives while the app is in front as a box (Hindi)', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    try {
      await signInDemoStudent(page, server.url, 'hi');
      await page.goto(`${server.url}/notifications`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // Wait until the service worker controls the page (it claims clients on activation).
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await browser.context.newCDPSession(page);
      const registrations = new Map<
        string,
        { registrationId: string; scopeURL: string; isDeleted: boolean }
      >();
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
          for (const r of e.registrations) registrations.set(r.registrationId, r);
        },
      );
      await cdp.send('ServiceWorker.enable');
      const live = () =>
        [...registrations.values()].find((r) => !r.isDeleted && r.scopeURL === `${server.url}/`);
      await expect.poll(() => live() !== undefined).toBe(true);
      await page.bringToFront();
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId: live()?.registrationId ?? '',
        data: JSON.stringify({ title: 'कल की कक्षा', body: 'गणित सुबह 9 बजे', url: '/notifications' }),
      });
      const box = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'कल की कक्षा' }) });
      await box.waitFor();
      expect(await box.getByText('गणित सुबह 9 बजे').count()).toBe(1);
      await screenshot(page, 'push-foreground-hi-phone');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
