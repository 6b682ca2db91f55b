import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { resetLinkIn } from './support/mail.ts';
import { closePotdDialog } from './support/potd-dialog.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // Short-lived access tokens so the journeys cross an expiry and must refresh silently.
  server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '3' });
});
// Every journey starts in a fresh browser profile, as a new visitor would.
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser?.close();
});
afterAll(async () => {
  await server?.stop();
});

const stamp = () => Date.now().toString(36).slice(-6);
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function fillSignup(
  page: Page,
  lang: 'hi' | 'en',
  who: { name: string; username: string; email: string },
) {
  await page.getByLabel(text(lang, 'auth.signup.name'), { exact: true }).fill(who.name);
  await page.getByLabel(text(lang, 'auth.signup.username'), { exact: true }).fill(who.username);
  await page.getByLabel(text(lang, 'auth.signup.email'), { exact: true }).fill(who.email);
  await page.getByLabel(text(lang, 'auth.signup.password'), { exact: true }).fill('Tayari#2026');
  await page.getByRole('button', { name: text(lang, 'auth.signup.submit') }).click();
}

async function signInUi(page: Page, lang: 'hi' | 'en', identifier: string, password: string) {
  await page.goto(`${server.url}/signin`);
  await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill(identifier);
  await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
}

async function useEnglish(page: Page) {
  await page.goto(`${server.url}/signin`);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'));
}

describe('accounts in the browser', () => {
  it('signs up, signs out, refuses a wrong password, signs in, and keeps the session across a reload (Hindi)', async () => {
    const page = await browser.newPage();
    const who = { name: 'सुनीता यादव', username: `sunita_${stamp()}`, email: `sunita.${stamp()}@example.in` };
    await page.goto(`${server.url}/signup`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await fillSignup(page, 'hi', who);
    // No language stored yet: the one-tap language step comes first (docs/first-visit.md).
    await page.waitForURL('**/language-selector');
    await page
      .getByRole('button', {
        name: text('hi', 'language.continue', { language: text('hi', 'common.language.hi') }),
      })
      .click();
    // Then, once, "Which exam are you preparing for?": skipped here, and remembered (docs/first-visit.md).
    await page.waitForURL('**/target-exam**');
    await page.getByRole('button', { name: text('hi', 'onboarding.skip') }).click();
    const greeting = page.getByRole('heading', {
      name: text('hi', 'common.landing.greeting', { name: who.name }),
    });
    await greeting.waitFor();
    expect(await storage(page, 'username')).toBe(who.username);
    expect(await storage(page, 'role')).toBe('user');
    await screenshot(page, 'journey-signed-in-hi');

    await page.getByRole('button', { name: text('hi', 'common.landing.signOut') }).click();
    await page.waitForURL('**/signin');
    expect(await storage(page, 'token')).toBeNull();
    expect(await storage(page, 'refreshToken')).toBeNull();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');

    await signInUi(page, 'hi', who.username, 'Galat#Password1');
    await page.getByText(text('hi', 'errors.INVALID_CREDENTIALS')).waitFor();
    expect(page.url()).toMatch(/\/signin$/);
    await screenshot(page, 'journey-wrong-password-hi');

    await signInUi(page, 'hi', who.email, 'Tayari#2026');
    await closePotdDialog(page);
    await greeting.waitFor();
    await page.reload();
    await greeting.waitFor();
    expect(await storage(page, 'userName')).toBe(who.name);
    await page.close();
  });

  it('refreshes an expired access token silently, and two tabs refreshing at once both stay signed in', async () => {
    const tab1 = await browser.newPage();
    await useEnglish(tab1);
    await signInUi(tab1, 'en', 'demo_student', 'Abhyas@2026');
    await closePotdDialog(tab1);
    const greeting = (p: Page) =>
      p.getByRole('heading', { name: text('en', 'common.landing.greeting', { name: 'Aarav Sharma' }) });
    await greeting(tab1).waitFor();
    const tab2 = await browser.newPage();
    await tab2.goto(`${server.url}/quiz-dashboard`);
    await greeting(tab2).waitFor();

    const refreshes: string[] = [];
    const seen: string[] = []; // every auth-related answer, in order, to tell a failure's cause
    for (const [index, tab] of [tab1, tab2].entries()) {
      tab.on('response', (r) => {
        if (r.url().endsWith('/api/auth/refresh')) refreshes.push(String(r.status()));
        if (r.url().endsWith('/api/auth/refresh') || r.url().endsWith('/api/me')) {
          seen.push(`tab${index + 1} ${new URL(r.url()).pathname} ${r.status()}`);
        }
      });
    }
    const tokenBefore = await storage(tab1, 'token');
    await new Promise((r) => setTimeout(r, 4_000)); // past the 3-second access token
    // The greeting paints from the stored name at once; what proves the refresh is each tab's
    // account call answering 200 after its expired token was refused.
    const accountLoaded = (tab: Page) =>
      tab
        .waitForResponse((r) => r.url().endsWith('/api/me') && r.status() === 200, { timeout: 30_000 })
        .catch((error: unknown) => {
          throw new Error(`no account loaded; answers seen: ${seen.join(', ')}`, { cause: error });
        });
    await Promise.all([accountLoaded(tab1), accountLoaded(tab2), tab1.reload(), tab2.reload()]);
    await Promise.all([greeting(tab1).waitFor(), greeting(tab2).waitFor()]);
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((s) => s === '200')).toBe(true);
    expect(await storage(tab1, 'token')).not.toBe(tokenBefore);

    // The session survived: the stored refresh token still rotates and the account still loads.
    await new Promise((r) => setTimeout(r, 4_000));
    await Promise.all([accountLoaded(tab2), tab2.reload()]);
    await greeting(tab2).waitFor();
    expect(tab2.url()).toBe(`${server.url}/quiz-dashboard`);
    await tab1.close();
    await tab2.close();
  });

  it('resets a forgotten password through the link in the outbox log, then signs in with the new one', async () => {
    const page = await browser.newPage();
    await useEnglish(page);
    const who = { name: 'Imran Khan', username: `imran_${stamp()}`, email: `imran.${stamp()}@example.in` };
    await page.goto(`${server.url}/signup`);
    await fillSignup(page, 'en', who);
    await page.waitForURL('**/target-exam**');
    await page.getByRole('button', { name: text('en', 'onboarding.skip') }).click();
    await page.getByRole('button', { name: text('en', 'common.landing.signOut') }).click();
    await page.waitForURL('**/signin');
    // Sign-out clears the session but keeps the language the student chose.
    expect(await storage(page, 'selectedLanguage')).toBe('en');

    await page.getByRole('link', { name: text('en', 'auth.signin.forgot') }).click();
    await page.getByLabel(text('en', 'auth.forgot.email'), { exact: true }).fill(who.email);
    await page.getByRole('button', { name: text('en', 'auth.forgot.submit') }).click();
    await page.getByText(text('en', 'auth.forgot.sent')).waitFor();

    const link = await waitFor(() => resetLinkIn(server.logs()));
    await page.goto(link);
    await page.getByLabel(text('en', 'auth.reset.password'), { exact: true }).fill('Naya#Password7');
    await page.getByLabel(text('en', 'auth.reset.confirm'), { exact: true }).fill('Naya#Password7');
    await page.getByRole('button', { name: text('en', 'auth.reset.submit') }).click();
    await page.getByText(text('en', 'auth.signin.notice.passwordReset')).waitFor();

    await signInUi(page, 'en', who.username, 'Tayari#2026');
    await page.getByText(text('en', 'errors.INVALID_CREDENTIALS')).waitFor();
    await signInUi(page, 'en', who.username, 'Naya#Password7');
    await closePotdDialog(page);
    await page
      .getByRole('heading', { name: text('en', 'common.landing.greeting', { name: who.name }) })
      .waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByLabel(text('en', 'auth.reset.password'), { exact: true }).fill('Teesra#Password8');
    await page.getByLabel(text('en', 'auth.reset.confirm'), { exact: true }).fill('Teesra#Password8');
    await page.getByRole('button', { name: text('en', 'auth.reset.submit') }).click();
    await page.getByText(text('en', 'errors.INVALID_RESET_TOKEN')).waitFor();
    await page.close();
  });

  it('shows bad input where it is: rule messages under fields, and a taken username from the server', async () => {
    const page = await browser.newPage();
    await useEnglish(page);
    await page.goto(`${server.url}/signup`);
    await fillSignup(page, 'en', { name: 'A', username: '9lives', email: 'nope' });
    await page.getByText(text('en', 'validation.name.tooShort', { nameMin: 2 })).waitFor();
    await page.getByText(text('en', 'validation.username.pattern')).waitFor();
    await page.getByText(text('en', 'validation.email.invalid')).waitFor();
    await screenshot(page, 'journey-signup-errors-en');

    await page.goto(`${server.url}/signup`);
    await fillSignup(page, 'en', {
      name: 'Copy Cat',
      username: 'demo_student',
      email: `copy.${stamp()}@example.in`,
    });
    await page.getByText(text('en', 'errors.USERNAME_TAKEN')).waitFor();
    expect(
      await page.getByLabel(text('en', 'auth.signup.username'), { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await page.close();
  });

  it('shows the app’s not-found page for an unknown path, and JSON for an unknown API path', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: text('hi', 'common.notFound.title') }).waitFor();
    const api = await fetch(`${server.url}/api/no/such/thing`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    await page.close();
  });
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
