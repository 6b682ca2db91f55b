import fs from 'node:fs';
import path from 'node:path';
import { subjectName } from '@abhyas/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, desktop, openBrowser, phone } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// Practice quizzes at phone size (docs/quizzes.md): a 10-question quiz to its score in both languages,
// and a quiz finished offline that shows its result once the network returns. QUIZ_SHOTS=/tmp/dir
// also saves each screen at 360 and 1280 px wide, in Hindi and English, for a person to look at.
const shots = process.env.QUIZ_SHOTS;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** From /quiz to a started quiz of all maths topics. */
async function startMathsQuiz(page: Page, lang: 'hi' | 'en', tag: string) {
  await page.goto(`${server.url}/quiz`);
  await page.getByRole('heading', { name: text(lang, 'quizzes.home.title'), level: 1 }).waitFor();
  await page
    .getByRole('link', { name: new RegExp(subjectName('maths', lang)) })
    .first()
    .waitFor();
  await shot(page, `quiz-home-${tag}`);
  await page
    .getByRole('link', { name: new RegExp(subjectName('maths', lang)) })
    .first()
    .click();
  await page.getByRole('heading', { name: subjectName('maths', lang), level: 1 }).waitFor();
  await page
    .getByRole('link', { name: new RegExp(subjectName('percentage', lang)) })
    .first()
    .waitFor();
  await shot(page, `quiz-subject-${tag}`);
  await page.getByRole('link', { name: text(lang, 'quizzes.subject.allTopics') }).click();
  await page.getByRole('button', { name: text(lang, 'quizzes.setup.start') }).waitFor();
  await shot(page, `quiz-setup-${tag}`);
  await page.getByRole('button', { name: text(lang, 'quizzes.setup.start') }).click();
  await page.getByText(text(lang, 'quizzes.run.progress', { n: 1, total: 10 })).waitFor();
}

const optionButtons = (page: Page) => page.getByRole('listitem').getByRole('button');

describe('practice quizzes', () => {
  it.each(['hi', 'en'] as const)('takes a 10-question quiz and sees the score (%s)', async (lang) => {
    const sizes: [{ width: number; height: number }, string][] = [[phone, 'phone']];
    if (shots) sizes.push([desktop, 'desktop']);
    for (const [viewport, size] of sizes) {
      const browser = await openBrowser({ viewport });
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      try {
        await signInDemoStudent(page, server.url, lang);
        await startMathsQuiz(page, lang, `${lang}-${size}`);
        for (let n = 1; n <= 10; n += 1) {
          await page.getByText(text(lang, 'quizzes.run.progress', { n, total: 10 })).waitFor();
          await optionButtons(page).first().click();
          // The verdict arrives from the server with the explanation.
          await page.getByText(text(lang, 'quizzes.run.explanation'), { exact: true }).waitFor();
          if (n === 1) await shot(page, `quiz-verdict-${lang}-${size}`);
          const next = n === 10 ? 'quizzes.run.finish' : 'quizzes.run.next';
          await page.getByRole('button', { name: text(lang, next) }).click();
        }
        const score = page.getByTestId('quiz-score');
        await score.waitFor();
        expect(await score.innerText()).toMatch(/^\d{1,3}%$/);
        await shot(page, `quiz-score-${lang}-${size}`);
        await page
          .getByRole('link', { name: text(lang, 'quizzes.score.toQuizzes') })
          .first()
          .click();
        await page.getByRole('heading', { name: text(lang, 'quizzes.home.historyTitle') }).waitFor();
        await page.getByText(text(lang, 'quizzes.history.result')).first().waitFor();
        await shot(page, `quiz-home-after-${lang}-${size}`);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    }
  });

  it('finishes a quiz offline and shows the result when it syncs', async () => {
    const lang = 'en';
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    try {
      await signInDemoStudent(page, server.url, lang);
      await startMathsQuiz(page, lang, 'offline');
      await optionButtons(page).first().click();
      await page.getByText(text(lang, 'quizzes.run.explanation'), { exact: true }).waitFor();
      await page.getByRole('button', { name: text(lang, 'quizzes.run.next') }).click();

      await browser.context.setOffline(true);
      for (let n = 2; n <= 10; n += 1) {
        await page.getByText(text(lang, 'quizzes.run.progress', { n, total: 10 })).waitFor();
        await optionButtons(page).first().click();
        // Offline: saved on the phone, no verdict and no key until the server has the answer.
        await page.getByText(text(lang, 'quizzes.run.savedOffline')).waitFor();
        expect(await page.getByText(text(lang, 'quizzes.run.explanation'), { exact: true }).count()).toBe(0);
        if (n === 2) await shot(page, 'quiz-offline-answer-en-phone');
        const next = n === 10 ? 'quizzes.run.finish' : 'quizzes.run.next';
        await page.getByRole('button', { name: text(lang, next) }).click();
      }
      await page.getByText(text(lang, 'quizzes.score.waiting')).waitFor();
      await shot(page, 'quiz-offline-waiting-en-phone');

      await browser.context.setOffline(false);
      const score = page.getByTestId('quiz-score');
      await score.waitFor({ timeout: 20_000 });
      // Every answer reached the server: nothing is left skipped.
      const skipped = page.getByText(text(lang, 'quizzes.score.notAnswered'));
      expect(await skipped.count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  // Reading comprehension (docs/content.md, "Passage questions"): each question comes with its
  // passage, in a box that scrolls on its own so the options stay within reach on a phone.
  it.each(['hi', 'en'] as const)(
    'shows the passage above a reading-comprehension question (%s)',
    async (lang) => {
      const sizes: [{ width: number; height: number }, string][] = [[phone, 'phone']];
      if (shots) sizes.push([desktop, 'desktop']);
      for (const [viewport, size] of sizes) {
        const browser = await openBrowser({ viewport });
        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        try {
          await signInDemoStudent(page, server.url, lang);
          await page.goto(`${server.url}/quiz/english/reading-comprehension`);
          await page.getByRole('button', { name: text(lang, 'quizzes.setup.start') }).click();
          await page.getByText(text(lang, 'quizzes.run.progress', { n: 1, total: 10 })).waitFor();
          const passage = page.getByRole('region', { name: text(lang, 'common.passage.label') });
          await passage.waitFor();
          // A whole passage of several sentences, above the question and its four options.
          expect((await passage.innerText()).split(/\s+/).length).toBeGreaterThan(150);
          const box = await passage.boundingBox();
          expect(box?.height ?? 0).toBeLessThanOrEqual(viewport.height * 0.45 + 1);
          expect(await optionButtons(page).count()).toBe(4);
          await shot(page, `quiz-passage-${lang}-${size}`);
          await optionButtons(page).first().click();
          await page.getByText(text(lang, 'quizzes.run.explanation'), { exact: true }).waitFor();
          // The passage stays with the question after the verdict, to check the answer against it.
          expect(await passage.isVisible()).toBe(true);
          await shot(page, `quiz-passage-verdict-${lang}-${size}`);
          expect(errors).toEqual([]);
        } finally {
          await browser.close();
        }
      }
    },
  );
});
