import { learningStyleQuestions } from '@abhyas/core';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, desktop, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { closePotdDialog } from './support/potd-dialog.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // These journeys sign the demo accounts in many times; the limits have journeys of their own.
  server = await startServer({ RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000' });
});
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser?.close();
});
afterAll(async () => {
  await server?.stop();
});

const stamp = Date.now().toString(36).slice(-5);
const contactName = `राधा कुमारी ${stamp}`;
const feedbackName = `Ravi Kumar ${stamp}`;

async function setLanguage(page: Page, lang: 'hi' | 'en') {
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
}

async function signIn(page: Page, lang: 'hi' | 'en', username: string) {
  await page.goto(`${server.url}/signin`);
  await setLanguage(page, lang);
  await page.reload();
  await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill(username);
  await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill('Abhyas@2026');
  await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  // A sign-in brings the Problem of the Day dialog; these journeys are about the forms.
  await closePotdDialog(page);
}

/** The same screen in both languages, on a phone and on a desktop. */
async function shootAll(page: Page, name: string, ready: (lang: 'hi' | 'en') => Promise<unknown>) {
  for (const lang of ['hi', 'en'] as const) {
    await setLanguage(page, lang);
    await page.reload();
    for (const [size, viewport] of [
      ['360', phone],
      ['1280', desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await ready(lang);
      await screenshot(page, `forms-${name}-${lang}-${size}`);
    }
  }
}

describe('contact, feedback and learning style in the browser', () => {
  it('sends a contact-us message in Hindi after fixing the field errors', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/contact-us`);
    await page.getByRole('heading', { name: text('hi', 'feedback.form.contactHeading') }).waitFor();
    await shootAll(page, 'contact', (lang) =>
      page.getByRole('button', { name: text(lang, 'feedback.form.submit') }).waitFor(),
    );
    await setLanguage(page, 'hi');
    await page.reload();

    const submit = page.getByRole('button', { name: text('hi', 'feedback.form.submit') });
    await page.getByLabel(text('hi', 'feedback.form.name'), { exact: true }).fill('र');
    await page.getByLabel(text('hi', 'feedback.form.email'), { exact: true }).fill('radha-at-example');
    await page.getByLabel(text('hi', 'feedback.form.phone'), { exact: true }).fill('12345');
    await page.getByLabel(text('hi', 'feedback.form.message'), { exact: true }).fill('डेमो');
    await submit.click();
    for (const key of [
      'validation.feedback.topicRequired',
      'validation.email.invalid',
      'validation.feedback.phoneInvalid',
      'validation.feedback.messageTooShort',
    ]) {
      await page.getByText(text('hi', key)).waitFor();
    }
    await page.setViewportSize(phone);
    await screenshot(page, 'forms-contact-errors-hi-360');

    await page.getByLabel(text('hi', 'feedback.form.topic')).selectOption('institute-demo');
    await page.getByLabel(text('hi', 'feedback.form.name'), { exact: true }).fill(contactName);
    await page.getByLabel(text('hi', 'feedback.form.email'), { exact: true }).fill('radha@example.in');
    await page.getByLabel(text('hi', 'feedback.form.phone'), { exact: true }).fill('98765 43210');
    await page
      .getByLabel(text('hi', 'feedback.form.message'), { exact: true })
      .fill('हमारे कोचिंग संस्थान के लिए डेमो चाहिए।');
    await submit.click();
    await page.getByRole('heading', { name: text('hi', 'feedback.form.sentTitle') }).waitFor();
    await screenshot(page, 'forms-contact-sent-hi-360');
  });

  it('sends feedback in English with a rating', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(desktop);
    await page.goto(`${server.url}/feedback`);
    await setLanguage(page, 'en');
    await page.reload();
    await page.getByLabel(text('en', 'feedback.form.name'), { exact: true }).fill(feedbackName);
    await page.getByLabel(text('en', 'feedback.form.email'), { exact: true }).fill('ravi@example.in');
    await page
      .getByLabel(text('en', 'feedback.form.message'), { exact: true })
      .fill('The mock test exam hall feels just like the real one.');
    await page.getByRole('button', { name: text('en', 'feedback.form.submit') }).click();
    await page.getByText(text('en', 'validation.feedback.ratingRequired')).waitFor();
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await page.getByLabel(text('en', 'feedback.form.category')).selectOption('exam-hall');
    await page.getByRole('button', { name: text('en', 'feedback.form.submit') }).click();
    await page.getByRole('heading', { name: text('en', 'feedback.form.sentTitle') }).waitFor();
    await screenshot(page, 'forms-feedback-sent-en-1280');
  });

  it('lets demo_admin read both messages at /user-feedback and mark one handled', async () => {
    const page = await browser.newPage();
    await signIn(page, 'en', 'demo_admin');
    await page.goto(`${server.url}/user-feedback`);
    const contact = page.getByRole('article', { name: contactName });
    await contact.waitFor();
    await page.getByRole('article', { name: feedbackName }).waitFor();
    await shootAll(page, 'admin-list', () => page.getByRole('article', { name: feedbackName }).waitFor());

    await setLanguage(page, 'en');
    await page.reload();
    await contact.getByRole('button', { name: text('en', 'feedback.admin.markHandled') }).click();
    await contact.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: text('en', 'feedback.admin.filters.handled'), exact: true })
      .click();
    await contact.getByText(text('en', 'feedback.admin.status.handled'), { exact: true }).waitFor();
    expect(await page.getByRole('article', { name: feedbackName }).count()).toBe(0);
  });

  it('a student sees the admins-only message at /user-feedback', async () => {
    const page = await browser.newPage();
    await signIn(page, 'hi', 'demo_student');
    await page.goto(`${server.url}/user-feedback`);
    await page.getByText(text('hi', 'feedback.admin.adminsOnly')).waitFor();
  });

  it('demo_student takes the learning-style questionnaire; the result is saved and shown after a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, 'hi', 'demo_student');
    await page.goto(`${server.url}/learning-style`);
    // A retake if an earlier run saved one.
    const retake = page.getByRole('button', { name: text('hi', 'learningStyle.retake') });
    const submit = page.getByRole('button', { name: text('hi', 'learningStyle.submit') });
    await Promise.race([retake.waitFor(), submit.waitFor()]);
    if (await retake.isVisible()) await retake.click();
    await page.setViewportSize(phone);
    await screenshot(page, 'forms-learning-style-questions-hi-360');

    for (const [i, q] of learningStyleQuestions.entries()) {
      const letter = Object.entries(q.options).find(([, s]) => s === (i < 6 ? 'visual' : 'kinesthetic'))?.[0];
      await page.locator(`input[name="q-${i}"][value="${letter}"]`).check();
    }
    await submit.click();
    await page.getByText(text('hi', 'learningStyle.saved')).waitFor();
    expect(await page.getByTestId('dominant-styles').textContent()).toBe(
      text('hi', 'learningStyle.styles.visual.name'),
    );

    await page.reload();
    await page.getByText(text('hi', 'learningStyle.saved')).waitFor();
    expect(await page.getByTestId('dominant-styles').textContent()).toBe(
      text('hi', 'learningStyle.styles.visual.name'),
    );
    await shootAll(page, 'learning-style-result', (lang) =>
      page.getByText(text(lang, 'learningStyle.saved')).waitFor(),
    );
  });
});
