import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 10: a brand-new student on a 360×800 phone in Hindi must find their way from sign-up to a
// running test without choosing anything (docs/first-visit.md).
const series = 'ssc-cgl-full-mocks';
const set = 'ssc-cgl-mock-1';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hi = (key: string, vars: Record<string, string | number> = {}) => text('hi', key, vars);

/** The palette's count of questions shown as answered (whichever question the hall opens on). */
async function answeredInPalette(page: Page): Promise<number> {
  await page.getByRole('button', { name: hi('hall.palette.open') }).click();
  const answered = page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`, ${escapeRegExp(hi('hall.status.answered'))}$`) });
  await answered.first().waitFor();
  const count = await answered.count();
  await page.keyboard.press('Escape');
  return count;
}

describe('a new student’s first visit', () => {
  it('signs up on a phone in Hindi, keeps Hindi with one tap, reaches Test Series from the menu, starts a test and is back in the hall after a reload', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    try {
      // A visitor who has chosen nothing: the header's Sign in, then "create an account".
      await page.goto(`${server.url}/`);
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBeNull();
      await page
        .getByRole('banner')
        .getByRole('link', { name: hi('layout.header.signin') })
        .click();
      await page.waitForURL('**/signin');
      await page.getByRole('link', { name: hi('auth.signin.signupLink') }).click();
      await page.waitForURL('**/signup');

      const username = `nav_${Date.now().toString(36)}`;
      await page.getByLabel(hi('auth.signup.name'), { exact: true }).fill('Naya Vidyarthi');
      await page.getByLabel(hi('auth.signup.username'), { exact: true }).fill(username);
      await page.getByLabel(hi('auth.signup.email'), { exact: true }).fill(`${username}@example.com`);
      await page.getByLabel(hi('auth.signup.password'), { exact: true }).fill('pariksha2025');
      await page.getByRole('button', { name: hi('auth.signup.submit'), exact: true }).click();

      // The one-tap language step, Hindi preselected; no menu yet.
      await page.waitForURL('**/language-selector');
      await page.getByRole('heading', { name: hi('language.title') }).waitFor();
      expect(await page.getByRole('button', { name: hi('layout.header.openMenu') }).count()).toBe(0);
      await screenshot(page, 'first-visit-language-step-hi-360');
      await page
        .getByRole('button', { name: hi('language.continue', { language: hi('common.language.hi') }) })
        .click();

      // Then, once, the exam they prepare for (docs/first-visit.md); "not now" is remembered.
      await page.waitForURL((url) => url.pathname === '/target-exam');
      await page.getByRole('heading', { name: hi('onboarding.title') }).waitFor();
      await screenshot(page, 'first-visit-target-exam-hi-360');
      await page.getByRole('button', { name: hi('onboarding.skip'), exact: true }).click();

      // The landing offers the next step; the menu is there.
      await page.waitForURL('**/quiz-dashboard');
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('hi');
      const landing = page.getByRole('region', { name: hi('dashboard.next.title') });
      await landing.getByRole('link', { name: hi('dashboard.next.firstTest') }).waitFor();
      await screenshot(page, 'first-visit-landing-hi-360');

      await page.getByRole('button', { name: hi('layout.header.openMenu') }).click();
      const drawer = page.getByRole('dialog', { name: hi('layout.nav.label') });
      await drawer.waitFor();
      expect(await drawer.getByRole('link', { name: hi('layout.nav.signin'), exact: true }).count()).toBe(0);
      await screenshot(page, 'first-visit-menu-hi-360');
      await drawer.getByRole('link', { name: hi('layout.nav.exams') }).click();
      await page.waitForURL((url) => url.pathname === '/exams');

      // A series, a set, its instructions, the test.
      await page.locator(`a[href^="/exams/${series}/"]`).first().click();
      await page.waitForURL((url) => url.pathname.startsWith(`/exams/${series}/`));
      // The series page opens at its top (the walk once landed on its footer), and its set cards pass axe.
      await page.locator(`a[href^="/exams/${series}/${set}?"]`).first().waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await axeViolations(page, 'main'), 'set list').toEqual([]);
      await page.locator(`a[href^="/exams/${series}/${set}?"]`).first().click();
      await page.getByRole('heading', { name: hi('hall.instructions.markingTitle') }).waitFor();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: hi('hall.instructions.begin') }).click();
      await page.getByTestId('exam-hall').waitFor();
      await page.getByTestId('question').waitFor();

      // One answer, acknowledged by the server.
      await page.getByTestId('question').getByRole('radio').first().check();
      await page.getByRole('button', { name: hi('hall.buttons.saveNext') }).click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
        undefined,
        { timeout: 30_000 },
      );
      await screenshot(page, 'first-visit-hall-hi-360');

      // A reload brings the student back into the hall (not the instructions), the answer kept.
      await page.reload();
      await page.getByTestId('exam-hall').waitFor();
      await page.getByTestId('question').waitFor();
      expect(await answeredInPalette(page)).toBe(1);
      // …and at the question the student was on (question 2 after one Save & Next), not question 1.
      expect(await page.getByTestId('question').getAttribute('data-number')).toBe('2');
      await screenshot(page, 'first-visit-hall-reloaded-hi-360');

      // The landing now offers to continue that test, and leads back into it.
      await page.goto(`${server.url}/quiz-dashboard`);
      const next = page.getByRole('region', { name: hi('dashboard.next.title') });
      await next.getByRole('link', { name: hi('dashboard.next.continue') }).click();
      await page.getByTestId('exam-hall').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/exams/${series}/${set}`);

      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
  it('lets a visitor on a phone in Hindi open a subject from the home page, see its topics and sample questions, and sign in from “show answer” back to the subject', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    try {
      // A returning visitor who chose Hindi earlier (the language step is the other journey's).
      await page.goto(`${server.url}/`);
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
      await page.getByRole('link', { name: 'गणित', exact: true }).click();
      await page.waitForURL('**/quiz/maths');
      await page.getByRole('heading', { level: 1, name: 'गणित' }).waitFor();
      // Topics with what a new student may practise, then sample questions without keys.
      await page
        .getByRole('link', { name: /प्रतिशत/ })
        .first()
        .waitFor();
      const samples = page.getByTestId('sample-question');
      await samples.first().waitFor();
      expect(await samples.count()).toBe(3);
      expect(await page.getByText(hi('layout.gate.title')).count()).toBe(0);
      await samples.first().scrollIntoViewIfNeeded();
      await screenshot(page, 'first-visit-visitor-subject-hi-360');
      expect(await axeViolations(page, 'main'), 'visitor subject page').toEqual([]);

      await samples
        .first()
        .getByRole('button', { name: hi('common.samples.show') })
        .click();
      const dialog = page.getByRole('dialog', { name: hi('layout.gate.title') });
      await dialog.getByText(hi('layout.gate.benefits')).waitFor();
      await screenshot(page, 'first-visit-visitor-gate-hi-360');
      await dialog.getByRole('link', { name: hi('layout.gate.signin') }).click();
      await page.waitForURL('**/signin');
      await page.getByLabel(hi('auth.signin.identifier'), { exact: true }).fill('demo_student');
      await page.getByLabel(hi('auth.signin.password'), { exact: true }).fill('Abhyas@2026');
      await page.getByRole('button', { name: hi('auth.signin.submit'), exact: true }).click();
      // Back on the subject, now signed in: the quiz of the whole subject is one tap away.
      await page.waitForURL('**/quiz/maths');
      await page.getByRole('link', { name: hi('quizzes.subject.allTopics') }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
