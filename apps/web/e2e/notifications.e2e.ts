import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// The notifications list at phone size on the real server: the demo institute's admin sends three
// notices; the demo student expands one, sees the device copy when the server cannot be reached,
// deletes one selected notice and then all the rest, and the institute admin still sees theirs.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function apiAs(
  username: string,
  path: string,
  init: { method: string; body?: unknown } = { method: 'GET' },
) {
  const signin = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: username, password: 'Abhyas@2026' }),
  });
  const { token, user } = (await signin.json()) as { token: string; user: { organizationId: string } };
  const res = await fetch(`${server.url}/api${path.replace(':org', user.organizationId)}`, {
    method: init.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return res.json() as Promise<{ data?: { title: string }[] }>;
}

describe('the notifications list', () => {
  it('expands, shows the device copy offline, deletes selected and then all (Hindi, phone)', async () => {
    for (const n of [1, 2, 3])
      await apiAs('demo_institute', '/organisations/:org/notifications', {
        method: 'POST',
        body: { title: `कक्षा सूचना ${n}`, body: `कल की कक्षा ${n} सुबह 9 बजे है।` },
      });
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const t = (key: string, vars?: Record<string, string | number>) => text('hi', key, vars);
    try {
      await signInDemoStudent(page, server.url, 'hi');
      await page.goto(`${server.url}/notifications`);
      const third = page.getByRole('button', { name: /कक्षा सूचना 3/ });
      await third.click();
      await page.getByText('कल की कक्षा 3 सुबह 9 बजे है।').waitFor();
      expect(await third.getAttribute('aria-expanded')).toBe('true');
      await screenshot(page, 'notifications-hi-phone');

      // The server out of reach: the list comes from the device, and says so.
      await page.route('**/api/notifications/**', (route) => route.abort());
      await page.reload();
      await page.getByText(t('notifications.fromCache')).waitFor();
      await page.getByRole('button', { name: /कक्षा सूचना 1/ }).waitFor();
      await page.unroute('**/api/notifications/**');
      await page.reload();
      await page.getByRole('button', { name: /कक्षा सूचना 1/ }).waitFor();
      expect(await page.getByText(t('notifications.fromCache')).count()).toBe(0);

      await page.getByRole('checkbox', { name: t('notifications.select', { title: 'कक्षा सूचना 2' }) }).check();
      await page.getByRole('button', { name: t('notifications.deleteSelected_one', { count: 1 }) }).click();
      await expect.poll(() => page.getByRole('button', { name: /कक्षा सूचना 2/ }).count()).toBe(0);
      await page.getByRole('button', { name: t('notifications.deleteAll') }).click();
      await page.getByText(t('notifications.empty')).waitFor();
      // The failed fetch is logged by design (spec §8), as is the browser's own line for the aborted
      // request; nothing else may be.
      const expected = /Notification fetch failed|Failed to load resource: net::ERR_FAILED/;
      expect(errors.filter((e) => !expected.test(e))).toEqual([]);
    } finally {
      await browser.close();
    }
    // The student's deletes hid the notices for the student only.
    const admin = await apiAs('demo_institute', '/notifications/organization/:org');
    expect(
      admin.data
        ?.map((n) => n.title)
        .filter((x) => x.startsWith('कक्षा सूचना'))
        .sort(),
    ).toEqual(['कक्षा सूचना 1', 'कक्षा सूचना 2', 'कक्षा सूचना 3']);
  });
});
