import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, collectPageErrors, openBrowser, phone } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// "Make a card from any question or any wrong answer in one tap" (docs/flashcards.md), at phone size
// in Hindi and English: under a quiz verdict and under a wrong answer in a test's analysis. Saves
// screenshots (apps/web/e2e/artifacts/make-card-*.png) for a person to look at.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const setId = 'ssc-cgl-mock-1';
const analysisPath = '/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1/analysis';

async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, {
        method: m as string,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(b === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

/** A submitted attempt of the SSC mock with the first ten questions answered 1 (some of them wrong). */
async function submittedAttempt(page: Page, lang: 'hi' | 'en'): Promise<string> {
  const state = await api<{ id: string; questions: { id: string }[] }>(page, 'POST', '/api/attempts', {
    setId,
    language: lang,
  });
  const saves = state.questions.slice(0, 10).map((q, i) => ({
    seq: i + 1,
    questionId: q.id,
    answer: 0,
    marked: false,
    timeSpentMs: 30_000,
  }));
  await api(page, 'POST', `/api/attempts/${state.id}/saves`, { saves });
  await api(page, 'POST', `/api/attempts/${state.id}/submit`);
  return state.id;
}

/** Taps "make a card" inside `scope`; the button gives way to "made" (or "already made"). */
async function makeCard(scope: Locator, lang: 'hi' | 'en') {
  await scope.getByRole('button', { name: text(lang, 'common.makeCard.button') }).click();
  await scope.getByTestId('make-card-done').waitFor();
  const said = await scope.getByTestId('make-card-done').innerText();
  expect(
    [text(lang, 'common.makeCard.done'), text(lang, 'common.makeCard.exists')].some((s) => said.includes(s)),
  ).toBe(true);
  expect(await scope.getByRole('button', { name: text(lang, 'common.makeCard.button') }).count()).toBe(0);
}

/** What the phone's screen shows (not the whole page: sticky bars land mid-page in a full-page shot). */
const view = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('make a flash card in one tap', () => {
  it.each(['hi', 'en'] as const)(
    'from a quiz verdict and from a wrong answer of a test (%s, phone)',
    async (lang) => {
      const browser = await openBrowser({ viewport: phone });
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      try {
        await signInDemoStudent(page, server.url, lang);

        // A quiz: answer the first question; the verdict offers the card.
        await page.goto(`${server.url}/quiz/maths/all`);
        await page.getByRole('button', { name: text(lang, 'quizzes.setup.start') }).click();
        await page.getByText(text(lang, 'quizzes.run.progress', { n: 1, total: 10 })).waitFor();
        await page.getByRole('listitem').getByRole('button').first().click();
        const verdict = page.getByRole('status').filter({ hasText: text(lang, 'quizzes.run.explanation') });
        await verdict.waitFor();
        // What the phone shows right after the answer, then scrolled to the end (the sticky "next
        // question" bar must not hide the button).
        await view(page, `make-card-quiz-answered-${lang}-360`);
        const make = verdict.getByRole('button', { name: text(lang, 'common.makeCard.button') });
        await make.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await view(page, `make-card-quiz-verdict-${lang}-360`);
        await makeCard(verdict, lang);
        await verdict.getByTestId('make-card-done').evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await view(page, `make-card-quiz-made-${lang}-360`);
        expect(await noSideways(page)).toBe(true);

        // A submitted test: the analysis opens on the wrong answers, each with the button.
        const attemptId = await submittedAttempt(page, lang);
        await page.goto(`${server.url}${analysisPath}?attempt=${attemptId}`);
        const first = page.locator('#questions article').first();
        await first.waitFor({ timeout: 30_000 });
        const button = first.getByRole('button', { name: text(lang, 'common.makeCard.button') });
        await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await view(page, `make-card-analysis-${lang}-360`);
        await first.screenshot({
          path: path.join(artifactsDir, `make-card-analysis-question-${lang}-360.png`),
        });
        await makeCard(first, lang);
        await first.screenshot({ path: path.join(artifactsDir, `make-card-analysis-made-${lang}-360.png`) });
        expect(await noSideways(page)).toBe(true);

        // Both cards are in the student's "cards from questions" deck.
        const decks = await api<{ decks: { title: string; cardCount: number }[] }>(
          page,
          'GET',
          '/api/flashcards/decks',
        );
        const fromQuestions = decks.decks.find((d) =>
          ['प्रश्नों से बने कार्ड', 'Cards from questions'].includes(d.title),
        );
        expect(fromQuestions?.cardCount).toBeGreaterThanOrEqual(2);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});
