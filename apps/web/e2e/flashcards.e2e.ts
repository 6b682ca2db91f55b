import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const dueCount = async (page: Page) => Number(await page.getByTestId('due-count').innerText());

async function waitForDue(page: Page, expected: number) {
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="due-count"]')?.textContent?.trim() === String(n),
    expected,
    { timeout: 30_000 },
  );
}

async function addCard(page: Page, front: string, back: string) {
  await page.getByLabel(text('hi', 'flashcards.card.front')).fill(front);
  await page.getByLabel(text('hi', 'flashcards.card.back')).fill(back);
  await page.getByRole('button', { name: text('hi', 'flashcards.card.add') }).click();
  await page.getByTestId('card-item').filter({ hasText: front }).waitFor();
}

async function reviewShown(page: Page, rating: 'again' | 'hard' | 'good' | 'easy') {
  await page.getByRole('button', { name: text('hi', 'flashcards.review.show') }).click();
  await page.getByTestId('card-back').waitFor();
  // Each button says when the card would come back.
  expect(await page.getByTestId(`interval-${rating}`).innerText()).toMatch(/\d/);
  await page.locator(`button[data-rating="${rating}"]`).click();
}

describe('flash cards', () => {
  it('makes a deck, adds cards, reviews them online and offline (a reload offline included), and the due count follows (phone, Hindi)', async () => {
    const browser = await openBrowser({ viewport: phone });
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    try {
      await signInDemoStudent(page, server.url, 'hi');
      await page.goto(`${server.url}/flash-card`);
      await page.getByRole('heading', { name: text('hi', 'flashcards.decks.title'), level: 1 }).waitFor();
      expect(await dueCount(page)).toBe(0);

      await page.getByLabel(text('hi', 'flashcards.deck.title')).fill('आधुनिक भारत');
      await page.getByRole('button', { name: text('hi', 'flashcards.deck.create') }).click();
      await page.getByTestId('deck-panel').waitFor();
      await addCard(page, 'प्लासी का युद्ध कब हुआ?', '1757 में');
      await addCard(page, 'भारत छोड़ो आंदोलन कब शुरू हुआ?', '8 अगस्त 1942');
      await addCard(page, 'दांडी मार्च किस वर्ष हुआ?', '1930');
      await waitForDue(page, 3);

      // The service worker must be in control before the review screen's code loads, so that code is
      // on the phone for a reload offline (the worker caches every asset on first use).
      await page.waitForFunction(async () => {
        const ready = await navigator.serviceWorker.ready;
        return ready.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
      });
      // Review online: "easy" sends a card days away, so today's count drops.
      await page.getByRole('link', { name: text('hi', 'flashcards.decks.startReview') }).click();
      await page.getByTestId('review-card').waitFor();
      expect(await dueCount(page)).toBe(3);
      // The status reads "synced" before the first review is even sent, so wait for the server's
      // answer to it: going offline while it is in flight would leave it queued (rightly) as well.
      const acked = page.waitForResponse(
        (r) => r.url().endsWith('/api/flashcards/reviews') && r.request().method() === 'POST' && r.ok(),
      );
      await reviewShown(page, 'easy');
      await acked;
      await waitForDue(page, 2);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-state') === 'synced',
      );

      // Offline on the train: a review waits on the phone; the student reloads the page, still
      // offline. The screen opens from the phone's copy: the card reviewed does not come back.
      await browser.context.setOffline(true);
      await reviewShown(page, 'easy');
      await waitForDue(page, 1);
      const [left] = await page.getByTestId('card-front').allInnerTexts();
      await page.reload({ waitUntil: 'load' });
      await page.getByTestId('review-card').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('card-front').innerText()).toBe(left);
      expect(await dueCount(page)).toBe(1);
      await page.getByTestId('queue-from-device').waitFor();
      await screenshot(page, 'flashcards-review-offline-reload-hi-phone');
      expect(await page.getByTestId('sync-status').getAttribute('data-pending')).toBe('1');
      expect(await page.getByTestId('offline-screen').count()).toBe(0);
      await reviewShown(page, 'easy');
      await waitForDue(page, 0);
      const status = page.getByTestId('sync-status');
      expect(await status.getAttribute('data-state')).toBe('queued');
      expect(await status.getAttribute('data-pending')).toBe('2');
      expect(await status.innerText()).toContain(
        text('hi', 'flashcards.sync.queuedOffline_other', { count: 2 }),
      );

      // Back online: the queue is sent, once, and the server's count agrees.
      await browser.context.setOffline(false);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-state') === 'synced',
        undefined,
        { timeout: 30_000 },
      );
      await page.goto(`${server.url}/flash-card`);
      await page.getByRole('heading', { name: text('hi', 'flashcards.decks.title'), level: 1 }).waitFor();
      await waitForDue(page, 0);
      const log = await page.evaluate(async () => {
        const res = await fetch('/api/flashcards/cards', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return (await res.json()) as { data: { schedule: { reps: number; state: string } }[] };
      });
      // Each card reviewed exactly once: no review lost, none counted twice.
      expect(log.data.map((c) => c.schedule.reps)).toEqual([1, 1, 1]);
      expect(
        errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)),
      ).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
