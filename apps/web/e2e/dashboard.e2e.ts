import fs from 'node:fs';
import path from 'node:path';
import {
  expandSetEntries,
  minAnswersForWeak,
  type QuestionInput,
  setFileSchema,
  subjectName,
} from '@abhyas/core';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankByRef, loadBank } from '../../../content/library.ts';
import { repoRoot } from '../../../test-support/server-process.ts';
import { axeViolations } from './support/axe.ts';
import {
  type Browser,
  collectPageErrors,
  desktop,
  openBrowser,
  phone,
  screenshot,
} from './support/browser.ts';
import { text } from './support/locales.ts';
import { setSlugsHolding, sitSets, tokenOf } from './support/open-questions.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// The student dashboard (docs/dashboard.md) at phone size: a one-minute study session shows on it in
// both languages, and a mock test answered wrongly names its weak topics, one tap from a quiz of
// them. Screenshots (360 and 1280 px, Hindi and English) go to apps/web/e2e/artifacts/dashboard-*.
type Lang = 'hi' | 'en';

/** The first questions of a set, up to where every topic among them has at least `min`. */
function enoughPerTopic(questions: QuestionInput[], min: number): QuestionInput[] {
  for (let n = 1; n <= questions.length; n += 1) {
    const counts = new Map<string, number>();
    for (const q of questions.slice(0, n)) counts.set(q.topic, (counts.get(q.topic) ?? 0) + 1);
    if ([...counts.values()].every((c) => c >= min)) return questions.slice(0, n);
  }
  return questions;
}

let server: RunningServer;
let browser: Browser | undefined;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000' });
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(async () => {
  await server?.stop();
});

async function openDashboard(page: Page, lang: Lang) {
  await page.goto(`${server.url}/quiz-dashboard`);
  await page.getByRole('heading', { name: text(lang, 'dashboard.next.title'), level: 2 }).waitFor();
  await page.getByTestId('week-chart').waitFor();
}

/** Today's bar of the dashboard's week chart: the minutes it stands for. */
const todayMinutes = async (page: Page) =>
  Number(
    await page.locator('[data-testid="week-chart"] g[data-minutes]').last().getAttribute('data-minutes'),
  );

/** As study-timer.e2e.ts: focus at one minute, started, and the page clock moved past its end. */
async function runOneMinute(page: Page, lang: Lang) {
  await page.goto(`${server.url}/study-timer`);
  await page.getByRole('heading', { name: text(lang, 'studyTimer.heading'), level: 1 }).waitFor();
  await page.getByTestId('week-minutes').waitFor();
  const focus = page.getByLabel(text(lang, 'studyTimer.settings.focus'), { exact: true });
  await focus.fill('1');
  await focus.press('Enter');
  await expect.poll(() => page.getByTestId('timer-time').textContent()).toBe('01:00');
  await page.getByRole('button', { name: text(lang, 'studyTimer.actions.start'), exact: true }).click();
  await page.clock.fastForward('01:02');
  await page.getByText(text(lang, 'studyTimer.status.endedFocus')).waitFor();
  // Saved: the timer screen's own total moves before the dashboard is opened.
  await page.getByTestId('pending-sessions').waitFor({ state: 'detached' });
}

describe('the student dashboard in the browser', () => {
  it.each(['hi', 'en'] as const)(
    'runs a short timer session and sees it on the dashboard (%s, phone)',
    async (lang) => {
      browser = await openBrowser({ viewport: phone });
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      await signInDemoStudent(page, server.url, lang);
      // The page clock starts minutes back, so the session never ends in the server's future; the
      // Hindi run's further back, since a student's sessions may not overlap (docs/study-timer.md).
      await page.clock.install({ time: Date.now() - (lang === 'hi' ? 10 : 5) * 60_000 });
      await openDashboard(page, lang);
      const before = await todayMinutes(page);
      if (lang === 'hi') await screenshot(page, 'dashboard-new-hi-360');

      await runOneMinute(page, lang);
      await openDashboard(page, lang);
      expect(await todayMinutes(page)).toBe(before + 1);
      await page
        .getByTestId('study-week-total')
        .getByText(
          text(lang, `dashboard.study.week_${before + 1 === 1 ? 'one' : 'other'}`, { count: before + 1 }),
        )
        .waitFor();
      // A finished session is practice: today counts for the streak.
      await page
        .getByTestId('streak-current')
        .getByText(text(lang, 'dashboard.streak.days_one', { count: 1 }))
        .waitFor();
      await page.getByText(text(lang, 'dashboard.streak.doneToday')).waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('practises the weak topics of a mock test and sees them chosen (phone, Hindi)', async () => {
    browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const lang = 'hi';
    await signInDemoStudent(page, server.url, lang);

    // A short sectional test (one subject, two topics): the first questions answered wrongly, until
    // each topic has the answers the dashboard needs before it calls a topic weak (core's
    // minAnswersForWeak; 16 questions here).
    const file = setFileSchema.parse(
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'content/sets/sectional-geography.json'), 'utf8')),
    );
    const { questions } = expandSetEntries(file.questions, bankByRef(loadBank()));
    const wrong = enoughPerTopic(questions as QuestionInput[], minAnswersForWeak);
    const weak = [...new Set(wrong.map((q) => `${q.subject}/${q.topic}`))].sort();
    expect(weak).toEqual(['geography/indian-geography', 'geography/world-geography']);

    await page.goto(`${server.url}/exams/${file.series.slug}/${file.set.slug}?lang=hi`);
    await page.getByRole('heading', { name: text(lang, 'hall.instructions.markingTitle') }).waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text(lang, 'hall.instructions.begin') }).click();
    for (const [i, q] of wrong.entries()) {
      const panel = page.getByTestId('question');
      await expect.poll(() => panel.getAttribute('data-number')).toBe(String(i + 1));
      await panel
        .getByRole('radio')
        .nth(q.answer % q.options.length)
        .check();
      await page.getByRole('button', { name: text(lang, 'hall.buttons.saveNext') }).click();
    }
    await expect
      .poll(() => page.getByTestId('question').getAttribute('data-number'))
      .toBe(String(wrong.length + 1));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-state') === 'saved',
    );
    await page.getByRole('button', { name: text(lang, 'hall.buttons.submit') }).click();
    await page.getByRole('button', { name: text(lang, 'hall.submit.confirm') }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/results'), { timeout: 60_000 });

    // The dashboard names both topics as weak, the weakest first in "what to do next".
    await openDashboard(page, lang);
    const list = page.getByTestId('weak-topics');
    for (const key of weak) {
      const topic = subjectName(key.split('/')[1] as string, lang);
      await list.getByText(topic, { exact: false }).first().waitFor();
    }
    await page
      .getByTestId('weakest-topic')
      .getByText(subjectName('indian-geography', lang), { exact: false })
      .waitFor();
    await page.getByTestId('trend-chart').waitFor();
    await screenshot(page, 'dashboard-hi-360');
    expect(await axeViolations(page, 'main'), 'dashboard').toEqual([]);
    await page.setViewportSize(desktop);
    await screenshot(page, 'dashboard-hi-1280');
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: text('en', 'dashboard.next.title'), level: 2 }).waitFor();
    await page.getByTestId('trend-chart').waitFor();
    await screenshot(page, 'dashboard-en-1280');
    await page.setViewportSize(phone);
    await screenshot(page, 'dashboard-en-360');
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
    await page.reload();
    await page.getByTestId('weak-topics').waitFor();

    /** The quiz the address names, as the server holds it (its questions' topics). */
    const quizTopics = async () => {
      await page.waitForURL((url) => url.pathname.startsWith('/quiz/') && url.searchParams.has('id'));
      const id = new URL(page.url()).searchParams.get('id');
      await page.getByText(text(lang, 'quizzes.run.progress', { n: 1, total: 10 })).waitFor();
      return page.evaluate(async (quizId) => {
        const res = await fetch(`/api/quizzes/${quizId}`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        const quiz = (await res.json()) as { questions: { subject: string; topic: string }[] };
        return quiz.questions.map((q) => `${q.subject}/${q.topic}`);
      }, id);
    };

    // Geography has no generated questions, and its authored ones stay sealed until every set
    // holding them is submitted (docs/honest-ranks.md): the student sits the other geography sets.
    const geography = setSlugsHolding((q) => q.subject === 'geography', [file.set.slug]);
    await sitSets(server.url, await tokenOf(page), geography);

    // One tap on the weakest topic: a quiz of that topic alone.
    const indian = subjectName('indian-geography', lang);
    await page
      .getByTestId('weak-topics')
      .getByRole('button', { name: text(lang, 'dashboard.accuracy.practiseTopic', { topic: indian }) })
      .click();
    expect(new Set(await quizTopics())).toEqual(new Set(['geography/indian-geography']));
    expect(new URL(page.url()).pathname).toBe('/quiz/geography/indian-geography');

    // "Practise my weak topics": the aimed quiz draws from both weak topics.
    await openDashboard(page, lang);
    await page.getByRole('button', { name: text(lang, 'dashboard.accuracy.practiseAll') }).click();
    const aimed = await quizTopics();
    expect(new URL(page.url()).pathname).toBe('/quiz/weak-topics/all');
    for (const key of weak) expect(aimed).toContain(key);
    expect(errors).toEqual([]);
    // Sitting the sixty-odd geography sets can wait out a minute of the write limit (support/open-questions.ts).
  }, 240_000);
});
