import { searchText } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { setSlugsHolding, sitSets, tokenOf } from './support/open-questions.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// The question bank at phone size, in Hindi, on the real server with the seeded content: a student
// opens a topic, bookmarks a question and finds it again under the bookmarked filter, then searches
// in Hindi typed without matras.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the question bank', () => {
  it('bookmarks a question, finds it under the filter, and searches in Hindi without matras', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const t = (key: string) => text('hi', key);
    try {
      await signInDemoStudent(page, server.url);
      // A new student's bank holds the open stock (issue 21): questions in no ranked set are there
      // from the first day; those of a ranked set still unsat stay sealed (docs/honest-ranks.md).
      await page.goto(`${server.url}/questions`);
      await page.getByRole('link', { name: /राजव्यवस्था/ }).waitFor();
      await screenshot(page, 'question-bank-sealed-hi-phone');
      // Having sat every set holding a constitution question, the student finds them all open.
      const constitution = setSlugsHolding((q) => q.subject === 'polity' && q.topic === 'constitution');
      await sitSets(server.url, await tokenOf(page), constitution);
      await page.goto(`${server.url}/questions`);
      await page.getByRole('link', { name: /राजव्यवस्था/ }).click();
      await page.getByRole('heading', { level: 2, name: t('questions.bank.topics') }).waitFor();
      await page.getByRole('link', { name: /^संविधान/ }).click();

      const first = page.getByRole('article').first();
      const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
      await first.getByRole('button', { name: t('questions.bookmark.add') }).click();
      await first.getByRole('button', { name: t('questions.bookmark.remove') }).waitFor();
      // The key is not on the page until the student asks for it.
      expect(await first.getByText(t('questions.reveal.correct')).count()).toBe(0);
      await first.getByRole('button', { name: t('questions.reveal.show') }).click();
      await first.getByText(t('questions.reveal.correct')).waitFor();
      await screenshot(page, 'question-bank-topic-hi-phone');

      await page.getByRole('button', { name: t('questions.filters.bookmarked'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('bookmarked') === 'yes');
      // The previous page stays on screen while the filtered one loads, so wait for the list to
      // narrow rather than reading it once.
      await expect.poll(() => page.getByRole('article').count(), { timeout: 10_000 }).toBe(1);
      await page.getByRole('heading', { level: 3, name: title }).waitFor();

      // From the bank's front page too: "My bookmarks".
      await page.goto(`${server.url}/questions`);
      await page.getByRole('link', { name: t('questions.bank.myBookmarks') }).click();
      await page.getByRole('heading', { level: 3, name: title }).waitFor();

      // संविधान typed as सवधन (no matras, no anusvara) still finds it.
      await page.goto(`${server.url}/questions`);
      await page.getByRole('searchbox', { name: t('questions.search.label') }).fill('सवधन');
      await page.getByRole('button', { name: t('questions.search.submit'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'सवधन');
      await page.getByRole('article').first().waitFor();
      const found = await page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
      expect(found.length).toBeGreaterThan(0);
      for (const heading of found) expect(searchText(heading)).toContain('सवधन');
      await screenshot(page, 'question-bank-search-hi-phone');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 240_000); // sitting every constitution set can wait out a minute of the write limit
});
