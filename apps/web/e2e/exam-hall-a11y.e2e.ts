import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

const hallPath = '/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** What has focus, described for an assertion. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName ?? '',
      id: el?.id ?? '',
      text: (el?.textContent ?? '').trim(),
      inFrame: Boolean(el && document.getElementById('root')?.contains(el)),
    };
  });
}

describe('the exam hall with a keyboard and a screen reader (360×800, Hindi)', () => {
  it('has no serious axe findings, keeps the frame behind it inert, and works from the keyboard', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    try {
      await signInDemoStudent(page, server.url);

      // Instructions.
      await page.goto(`${server.url}${hallPath}`);
      await page.getByRole('heading', { name: text('hi', 'hall.instructions.markingTitle') }).waitFor();
      expect(await axeViolations(page, 'main'), 'instructions').toEqual([]);

      // Begin from the keyboard.
      await page.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: text('hi', 'hall.instructions.begin') }).focus();
      await page.keyboard.press('Enter');
      const hall = page.getByTestId('exam-hall');
      await hall.waitFor();
      await page.getByTestId('question').waitFor();

      // The frame behind is inert, the hall is not, and focus starts on the question.
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      expect(await hall.evaluate((el) => el.closest('[inert]') === null)).toBe(true);
      await page.waitForFunction(() => document.activeElement?.id.startsWith('q-'));
      expect(await axeViolations(page, '[data-testid="exam-hall"]'), 'question view').toEqual([]);

      // The question gets at least two thirds of a 360×800 screen (the controls once took 55%), each
      // official button keeps its label on one line, and there is one visible <main>: the hall's.
      const layout = await page.evaluate(() => {
        const area = document.querySelector('[data-testid="question-area"]')?.getBoundingClientRect();
        const footer = [...document.querySelectorAll('[data-testid="exam-hall"] footer button')];
        return {
          share: (area?.height ?? 0) / window.innerHeight,
          buttonHeights: footer.map((b) => Math.round(b.getBoundingClientRect().height)),
          mains: [...document.querySelectorAll('main')].filter((m) => m.getClientRects().length > 0).length,
          hallMain: document.querySelector('[data-testid="exam-hall"] main') !== null,
        };
      });
      expect(layout.share, 'question area / viewport height').toBeGreaterThanOrEqual(2 / 3);
      expect(layout.buttonHeights).toEqual([48, 48, 48, 48, 48]);
      expect(layout.mains).toBe(1);
      expect(layout.hallMain).toBe(true);

      // Tab goes round the hall and never into the hidden header or page.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).inFrame, `Tab ${i + 1}`).toBe(false);
      }

      // Options with space and arrows, Save & Next with Enter, focus on the next question's heading.
      const radios = page.getByTestId('question').getByRole('radio');
      await radios.nth(0).focus();
      await page.keyboard.press('Space');
      expect(await radios.nth(0).isChecked()).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await radios.nth(1).isChecked()).toBe(true);
      const first = await page.getByTestId('question').getAttribute('data-number');
      await page.getByRole('button', { name: text('hi', 'hall.buttons.saveNext') }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid="question"]')?.getAttribute('data-number') !== n,
        first,
      );
      const now = await focused(page);
      expect(now.tag).toBe('H2');
      expect(now.id.startsWith('q-')).toBe(true);
      const second = await page.getByTestId('question').getAttribute('data-number');
      expect(now.text).toContain(`${second}`);
      await screenshot(page, 'hall-a11y-question-hi-360');

      // The palette drawer, opened and closed from the keyboard.
      await page.getByRole('button', { name: text('hi', 'hall.palette.open') }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text('hi', 'hall.palette.title') });
      await dialog.waitFor();
      const answered = text('hi', 'hall.palette.question', {
        number: first ?? '',
        status: text('hi', 'hall.status.answered'),
      });
      await dialog.getByRole('button', { name: answered }).waitFor();
      expect(await axeViolations(page, '[role="dialog"]'), 'palette').toEqual([]);
      // Small Hindi text keeps UI.md's 1.6 line height (Tailwind's text-sm gave 20 px to 14 px, 1.43).
      const legend = dialog.getByRole('list', { name: text('hi', 'hall.palette.legend') });
      const ratio = await legend.evaluate((ul) => {
        const s = getComputedStyle(ul.querySelector('li > span:last-child') ?? ul);
        return Number.parseFloat(s.lineHeight) / Number.parseFloat(s.fontSize);
      });
      expect(ratio, 'legend line height / font size').toBeGreaterThan(1.59);
      await screenshot(page, 'hall-a11y-palette-hi-360');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
