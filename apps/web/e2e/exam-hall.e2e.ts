import fs from 'node:fs';
import path from 'node:path';
import { scoreCounts } from '@abhyas/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test-support/server-process.ts';
import { collectPageErrors, desktop, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

interface FileQuestion {
  section: number;
  text: { hi: string; en: string };
  answer: number;
}
const content = JSON.parse(fs.readFileSync(path.join(repoRoot, 'content/sets/ssc-mock-1.json'), 'utf8')) as {
  questions: FileQuestion[];
};
const hallPath = '/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, lang: 'hi' | 'en') => signInDemoStudent(page, server.url, lang);

async function begin(page: Page, lang: 'hi' | 'en', shot: string) {
  await page.goto(`${server.url}${hallPath}`);
  await page.getByRole('heading', { name: text(lang, 'hall.instructions.markingTitle') }).waitFor();
  await screenshot(page, shot);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text(lang, 'hall.instructions.begin') }).click();
  await page.getByTestId('exam-hall').waitFor();
  await page.getByTestId('question').waitFor();
}

/** The file's question now on screen, found by its text in either language. */
async function shown(page: Page): Promise<FileQuestion> {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const visible = squash(await page.getByTestId('question-text').innerText());
  const found = content.questions.find((q) => squash(q.text.hi) === visible || squash(q.text.en) === visible);
  if (!found) throw new Error(`question not in the content file: ${visible}`);
  return found;
}

async function number(page: Page): Promise<string | null> {
  return page.getByTestId('question').getAttribute('data-number');
}

/** Presses a hall button and waits for the next question to show. */
async function press(page: Page, key: 'saveNext' | 'markNext') {
  const before = await number(page);
  await page.getByRole('button', { name: text('hi', `hall.buttons.${key}`) }).click();
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="question"]')?.getAttribute('data-number') !== n,
    before,
  );
}

async function choose(page: Page, option: number) {
  await page.getByTestId('question').getByRole('radio').nth(option).check();
}

async function saveState(page: Page) {
  return page.getByTestId('save-status').getAttribute('data-state');
}

async function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json();
  }, url) as Promise<T>;
}

describe('the exam hall', () => {
  it('takes the SSC mock on a phone in Hindi, keeps answers offline and across a reload, and scores them', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    try {
      await signIn(page, 'hi');
      await begin(page, 'hi', 'hall-instructions-hi-360');

      // What is answered, question by question (0-based option), to score it at the end.
      const answered = new Map<FileQuestion, number>();

      const q1 = await shown(page);
      await choose(page, q1.answer - 1);
      await press(page, 'saveNext');
      answered.set(q1, q1.answer - 1);

      const q2 = await shown(page);
      const wrong = q2.answer === 1 ? 1 : 0;
      await choose(page, wrong);
      await press(page, 'saveNext');
      answered.set(q2, wrong);

      // Answered and marked for review: still evaluated.
      const q3 = await shown(page);
      await choose(page, q3.answer - 1);
      await press(page, 'markNext');
      answered.set(q3, q3.answer - 1);

      // Marked without an answer: not evaluated.
      await press(page, 'markNext');

      // Answer, come back, clear.
      await choose(page, 0);
      await press(page, 'saveNext');
      await page.getByRole('button', { name: text('hi', 'hall.buttons.previous') }).click();
      await page.getByRole('button', { name: text('hi', 'hall.buttons.clear') }).click();
      expect(await page.getByTestId('question').getByRole('radio', { checked: true }).count()).toBe(0);

      // The question in English, then back to Hindi.
      await page.getByRole('button', { name: 'English', exact: true }).click();
      const q5 = await shown(page);
      expect(await page.getByTestId('question-text').innerText()).toContain(q5.text.en.slice(0, 20));
      await screenshot(page, 'hall-question-en-360');
      await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
      await screenshot(page, 'hall-question-hi-360');

      // Palette drawer with the statuses so far.
      await page.getByRole('button', { name: text('hi', 'hall.palette.open') }).click();
      const q1Label = text('hi', 'hall.palette.question', {
        number: 1,
        status: text('hi', 'hall.status.answered'),
      });
      await page.getByRole('button', { name: q1Label }).waitFor();
      await screenshot(page, 'hall-palette-hi-360');
      await page.keyboard.press('Escape');

      // The next section.
      const tabs = page
        .getByRole('navigation', { name: text('hi', 'hall.sections.label') })
        .getByRole('button');
      await tabs.nth(1).click();
      const firstOfSection2 = await shown(page);
      expect(firstOfSection2.section).toBe(2);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
      );

      // Offline: three more answers, kept on the phone.
      await browser.context.setOffline(true);
      const offline: FileQuestion[] = [];
      for (let i = 0; i < 3; i++) {
        const q = await shown(page);
        const option = i === 1 ? (q.answer === 1 ? 1 : 0) : q.answer - 1;
        await choose(page, option);
        await press(page, 'saveNext');
        answered.set(q, option);
        offline.push(q);
      }
      expect(await saveState(page)).toBe('offline');
      await screenshot(page, 'hall-offline-hi-360');

      // Reload with no network: the service worker's shell, the cached test, the local answers.
      await page.reload();
      await page.getByTestId('exam-hall').waitFor();
      expect(await saveState(page)).toBe('offline');
      await tabs.nth(1).click();
      await page.getByRole('button', { name: text('hi', 'hall.palette.open') }).click();
      const answeredLabel = text('hi', 'hall.status.answered');
      const section2Answered = page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`, ${escapeRegExp(answeredLabel)}$`) });
      expect(await section2Answered.count()).toBe(3);
      await screenshot(page, 'hall-offline-reloaded-hi-360');
      await page.keyboard.press('Escape');

      // Back online: the queue is replayed and acknowledged.
      await browser.context.setOffline(false);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
        undefined,
        { timeout: 30_000 },
      );
      const list = await api<{ items: { id: string; status: string }[] }>(
        page,
        '/api/attempts?setId=ssc-cgl-mock-1',
      );
      const attemptId = list.items.find((a) => a.status === 'active')?.id;
      expect(attemptId).toBeTruthy();
      const state = await api<{ responses: { answer: number | null }[] }>(page, `/api/attempts/${attemptId}`);
      expect(state.responses.filter((r) => r.answer !== null)).toHaveLength(answered.size);

      // Submit, and the score is the template's formula for what was answered.
      await page.getByRole('button', { name: text('hi', 'hall.buttons.submit') }).click();
      await screenshot(page, 'hall-submit-hi-360');
      await page.getByRole('button', { name: text('hi', 'hall.submit.confirm') }).click();
      await page.waitForURL(
        (url) => url.pathname.endsWith('/results') && url.search === `?attempt=${attemptId}`,
      );

      const perSection = [0, 1, 2, 3].map(() => ({ correct: 0, wrong: 0 }));
      for (const [q, option] of answered) {
        const s = perSection[q.section - 1];
        if (!s) throw new Error(`section ${q.section}`);
        if (option === q.answer - 1) s.correct += 1;
        else s.wrong += 1;
      }
      const expected = scoreCounts('SSC', perSection).total;
      const result = await api<{ score: number }>(page, `/api/attempts/${attemptId}/result`);
      expect(result.score).toBe(expected);
      await page.getByText(String(expected), { exact: false }).first().waitFor();
      await screenshot(page, 'hall-results-hi-360');

      // The analysis on the phone opens on the wrong answers, and nothing in it scrolls sideways.
      const wrongCount = [...answered].filter(([q, option]) => option !== q.answer - 1).length;
      await page.getByRole('link', { name: text('hi', 'exams.results.toAnalysis') }).click();
      const wrongFilter = page.getByRole('button', {
        name: text('hi', 'exams.analysis.filters.wrong', { count: wrongCount }),
      });
      await wrongFilter.waitFor();
      expect(await wrongFilter.getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('#questions article').count()).toBe(wrongCount);
      const sideways = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth > window.innerWidth,
        boxes: [...document.querySelectorAll('main *')]
          .filter(
            (e) =>
              e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX),
          )
          .map((e) => e.tagName),
      }));
      expect(sideways).toEqual({ page: false, boxes: [] });
      await screenshot(page, 'hall-analysis-hi-360');
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('shows the instructions and the hall on a desktop in English', async () => {
    const browser = await openBrowser({ viewport: desktop });
    const page = await browser.newPage();
    try {
      await signIn(page, 'en');
      await begin(page, 'en', 'hall-instructions-en-1280');
      await screenshot(page, 'hall-question-en-1280');
      // No horizontal scroll at phone width either.
      await page.setViewportSize(phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.setViewportSize(desktop);

      // The sections overview, and into the third section from it.
      await page.getByRole('link', { name: text('en', 'hall.sections.overview') }).click();
      await page.getByRole('heading', { name: text('en', 'hall.overview.title'), exact: true }).waitFor();
      await screenshot(page, 'hall-sections-en-1280');
      await page
        .getByRole('link', { name: /^Open / })
        .nth(2)
        .click();
      await page.getByTestId('question').waitFor();
      expect((await shown(page)).section).toBe(3);
      await page.getByRole('button', { name: text('en', 'hall.buttons.submit') }).click();
      await page.getByRole('button', { name: text('en', 'hall.submit.confirm') }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/results'));
    } finally {
      await browser.close();
    }
  });
});

describe('a sectionally timed exam', () => {
  it("shows each section's minutes and keeps sections 2 and 3 locked in the IBPS PO mock (phone, Hindi)", async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    try {
      await signIn(page, 'hi');
      await page.goto(`${server.url}/exams/ibps-po-full-mocks/ibps-po-mock-1`);
      await page.getByRole('heading', { name: text('hi', 'hall.instructions.markingTitle') }).waitFor();
      const minutes = text('hi', 'hall.instructions.sectionMinutes', { minutes: 60 });
      expect(await page.getByText(new RegExp(`· ${escapeRegExp(minutes)}$`)).count()).toBe(3);
      await page.getByText(text('hi', 'hall.instructions.sectional')).waitFor();
      await screenshot(page, 'hall-ibps-instructions-hi-360');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: text('hi', 'hall.instructions.begin') }).click();
      await page.getByTestId('exam-hall').waitFor();
      await page.getByTestId('question').waitFor();

      // The timer is the section's: 60 minutes, not the test's 180.
      await page.getByText(text('hi', 'hall.timer.sectionLabel'), { exact: true }).waitFor();
      expect(await page.getByTestId('hall-timer').innerText()).toMatch(/^(1:00:00|59:\d\d)$/);

      const tabs = page
        .getByRole('navigation', { name: text('hi', 'hall.sections.label') })
        .getByRole('button');
      expect(await tabs.count()).toBe(3);
      expect(await tabs.nth(0).isEnabled()).toBe(true);
      expect(await tabs.nth(0).getAttribute('aria-current')).toBe('true');
      // Sections 2 and 3 have not opened yet: not "closed" (बंद), but when they open.
      const [notYet, opensAt] = text('hi', 'hall.sections.notYetOpen', { name: '', time: '@' }).split('@');
      const before = await page.getByTestId('question-text').innerText();
      for (const i of [1, 2]) {
        expect(await tabs.nth(i).isDisabled()).toBe(true);
        expect(await tabs.nth(i).getAttribute('aria-label')).toMatch(
          // The time in Hindi words for the part of the day ("सुबह 11:00"), never "am"/"pm" (docs/UI.md).
          new RegExp(
            `${escapeRegExp(notYet ?? '')}[\\u0900-\\u097F]+ \\d{1,2}:\\d\\d${escapeRegExp(opensAt ?? '')}$`,
          ),
        );
        await tabs.nth(i).click({ force: true });
        expect(await page.getByTestId('question-text').innerText()).toBe(before);
      }
      await screenshot(page, 'hall-ibps-locked-hi-360');

      // The sections overview offers no way into a locked section either.
      await page.goto(`${server.url}/exams/ibps-po-full-mocks/ibps-po-mock-1/sections`);
      await page.getByRole('heading', { name: text('hi', 'hall.overview.title'), exact: true }).waitFor();
      const main = page.getByRole('main');
      expect(await main.getByText(text('hi', 'hall.overview.locked'), { exact: true }).count()).toBe(0);
      expect(await main.getByText(/^अभी नहीं खुला · [\u0900-\u097F]+ \d{1,2}:\d\d पर खुलेगा$/).count()).toBe(2);
      expect(await main.getByRole('link', { name: /खोलें$/ }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
