import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../../../test-support/smtp-inbox.ts';
import { type Browser, openBrowser, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { decodeQuotedPrintable, resetLinkIn } from './support/mail.ts';
import { closePotdDialog } from './support/potd-dialog.ts';
import { type RunningServer, startServer } from './support/server.ts';

let inbox: SmtpInbox;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startServer({ SMTP_URL: inbox.url, RATE_LIMIT_SIGNIN_PER_ACCOUNT: '3' });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

async function signInUi(page: Page, lang: 'hi' | 'en', identifier: string, password: string) {
  await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill(identifier);
  await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
}

describe('with a real SMTP server', () => {
  it('mails the reset link; the link from the mail sets a new password (Hindi)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/forgot-password`);
    await page
      .getByLabel(text('hi', 'auth.forgot.email'), { exact: true })
      .fill('institute@demo.abhyas.local');
    await page.getByRole('button', { name: text('hi', 'auth.forgot.submit') }).click();
    await page.getByText(text('hi', 'auth.forgot.sent')).waitFor();
    await screenshot(page, 'journey-forgot-sent-hi');

    const mail = await inbox.waitFor('institute@demo.abhyas.local');
    const link = resetLinkIn(decodeQuotedPrintable(mail.raw));
    expect(link).toBeDefined();
    // Over SMTP, the secret link stays out of the server log.
    expect(server.logs()).not.toContain('reset-password?token=');

    await page.goto(link ?? '');
    await page.getByLabel(text('hi', 'auth.reset.password'), { exact: true }).fill('Sansthan#2027');
    await page.getByLabel(text('hi', 'auth.reset.confirm'), { exact: true }).fill('Sansthan#2027');
    await page.getByRole('button', { name: text('hi', 'auth.reset.submit') }).click();
    await page.getByText(text('hi', 'auth.signin.notice.passwordReset')).waitFor();
    await signInUi(page, 'hi', 'demo_institute', 'Sansthan#2027');
    // This browser never stored a language: the one-tap language step comes first (docs/first-visit.md).
    await page.waitForURL('**/language-selector');
    await page
      .getByRole('button', {
        name: text('hi', 'language.continue', { language: text('hi', 'common.language.hi') }),
      })
      .click();
    // The language step done, the dashboard brings the Problem of the Day dialog a sign-in set.
    await closePotdDialog(page);
    await page
      .getByRole('heading', { name: text('hi', 'common.landing.greeting', { name: 'Rakesh Gupta' }) })
      .waitFor();
    await page.close();
  });

  it('tells the student, in their language, to wait after too many wrong passwords', async () => {
    // A new visitor: the profile of the journey above is signed in.
    await browser.close();
    browser = await openBrowser();
    const page = await browser.newPage();
    await page.goto(`${server.url}/signin`);
    for (let i = 0; i < 3; i++) {
      await signInUi(page, 'hi', 'demo_admin', `Galat#${i}xyz`);
      await page.getByText(text('hi', 'errors.INVALID_CREDENTIALS')).waitFor();
    }
    await signInUi(page, 'hi', 'demo_admin', 'Abhyas@2026');
    // The message says how long to wait, e.g. "15 मिनट"; the exact wording lives in the locale.
    await page
      .getByText(/मिनट|सेकंड/)
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/signin$/);
    await screenshot(page, 'journey-rate-limited-hi');
    await page.close();
  });
});
