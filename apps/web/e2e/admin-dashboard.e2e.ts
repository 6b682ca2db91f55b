import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../test-support/server-process.ts';
import { apiCall, signUpStudent } from './support/api.ts';
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
import { signInAs } from './support/sign-in.ts';

let server: Awaited<ReturnType<typeof startServerProcess>>;
const browsers: Browser[] = [];
beforeAll(async () => {
  // The server as `npm start` runs it, with the built web app (WEB_DIST for a private build); a
  // longer wait for health than the shared helper's, since a busy 2-core machine seeds slowly.
  server = await startServerProcess(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}, {
    timeoutMs: 240_000,
  });
}, 300_000);
afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function browserAt(viewport = phone): Promise<Browser> {
  const b = await openBrowser({ viewport });
  browsers.push(b);
  return b;
}
const stamp = () => Date.now().toString(36).slice(-6);
/** Screens for the report are also kept outside the repository, where a reviewer looks at them. */
const shotsDir = process.env.ADMIN_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  const file = await screenshot(page, name);
  if (shotsDir) {
    fs.mkdirSync(shotsDir, { recursive: true });
    fs.copyFileSync(file, path.join(shotsDir, `${name}.png`));
  }
}

describe('the platform admin', () => {
  it('disables a student signed in in another browser, and that session ends at once', async () => {
    const username = `kiran_${stamp()}`;
    await signUpStudent(server.url, { name: 'Kiran Devi', username, password: 'Tayari#2026' });

    // The student, signed in on their phone.
    const studentBrowser = await browserAt();
    const student = await studentBrowser.newPage();
    await signInAs(student, server.url, 'en', username, 'Tayari#2026');
    await closePotdDialog(student);
    expect(await student.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // The admin, in another browser, finds them and disables the account, confirming once.
    const adminBrowser = await browserAt(desktop);
    const admin = await adminBrowser.newPage();
    const errors = collectPageErrors(admin);
    await signInAs(admin, server.url, 'en', 'demo_admin', 'Abhyas@2026');
    await closePotdDialog(admin);
    await admin.goto(`${server.url}/admin-dashboard`);
    await admin.getByRole('heading', { name: text('en', 'admin.heading'), level: 1 }).waitFor();
    await admin.getByRole('searchbox', { name: text('en', 'admin.users.searchLabel') }).fill(username);
    await admin.getByRole('button', { name: new RegExp(username) }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`@${username}`).waitFor();
    await dialog.getByRole('button', { name: text('en', 'admin.user.disable') }).click();
    await dialog.getByRole('button', { name: text('en', 'admin.user.confirm') }).click();
    await admin.getByText(text('en', 'admin.user.disabledDone')).waitFor();
    await dialog.getByRole('button', { name: text('en', 'admin.user.enable') }).waitFor();

    // The student's next step reaches the API with a token that no longer works: signed out.
    await student.goto(`${server.url}/quiz-dashboard`);
    await student.waitForURL('**/signin**', { timeout: 15_000 });
    expect(await student.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // And they cannot sign back in while disabled.
    const res = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: username, password: 'Tayari#2026' }),
    });
    expect(res.status).not.toBe(200);
    // A private build (WEB_DIST, `vite build` alone) has no service worker: its registration fetches
    // the app shell as /sw.js. The full build (`npm run test:e2e`) has one, and is held to every error.
    const noWorker = (e: string) => process.env.WEB_DIST !== undefined && e.includes('unsupported MIME type');
    expect(errors.filter((e) => !e.includes('401') && !e.includes('403') && !noWorker(e))).toEqual([]);
  });

  it('shows the dashboard and the feedback inbox on a phone and a desktop, in Hindi and English', async () => {
    // A message in the inbox to show, with a reply.
    await apiCall(server.url, '/feedback', {
      method: 'POST',
      body: {
        formType: 'feedback',
        name: 'राधा कुमारी',
        email: 'radha@example.in',
        rating: 4,
        category: 'app',
        message: 'ऐप बहुत अच्छा है, पर टाइमर कभी-कभी रुक जाता है।',
      },
    });
    for (const [viewport, size] of [
      [phone, '360'],
      [desktop, '1280'],
    ] as const) {
      const b = await browserAt(viewport);
      const page = await b.newPage();
      for (const lang of ['hi', 'en'] as const) {
        await signInAs(page, server.url, lang, 'demo_admin', 'Abhyas@2026');
        await closePotdDialog(page);
        await page.goto(`${server.url}/admin-dashboard`);
        await page.getByTestId('tile-users').waitFor();
        await page
          .getByRole('button', { name: /Priya Verma|demo_student/ })
          .first()
          .waitFor();
        await shoot(page, `admin-dashboard-${lang}-${size}`);
        await page.goto(`${server.url}/user-feedback`);
        await page.getByRole('article').first().waitFor();
        await page
          .getByRole('article', { name: 'राधा कुमारी' })
          .getByRole('button', { name: text(lang, 'feedback.admin.reply') })
          .click();
        await shoot(page, `user-feedback-${lang}-${size}`);
        await page.evaluate(() => localStorage.clear());
      }
    }
  });
});
