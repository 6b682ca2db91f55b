import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, desktop, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInDemoStudent } from './support/sign-in.ts';

// The global leaderboard on the real server with the seeded content: a student with no points is
// led to earn some; after solving today's problem (through the API, trying options as a student
// would) the week's board shows their rank and points, in both languages, at phone and desktop size.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the global leaderboard', () => {
  for (const lang of ['hi', 'en'] as const) {
    it(`starts empty, then ranks the student after today's problem (${lang})`, async () => {
      const browser = await openBrowser({ viewport: phone });
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      const t = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);
      try {
        await signInDemoStudent(page, server.url, lang);
        await page.goto(`${server.url}/global-leaderboard`);
        await page.getByRole('heading', { level: 1, name: t('leaderboards.title') }).waitFor();
        const solved = await page.evaluate(async (accept) => {
          const headers = {
            authorization: `Bearer ${localStorage.getItem('token')}`,
            'content-type': 'application/json',
            'accept-language': accept,
          };
          const today = await (await fetch('/api/potd/today', { headers })).json();
          if (today.alreadySolved) return true;
          for (const option of today.problem.options as { text: string }[]) {
            const res = await fetch('/api/potd/submit', {
              method: 'POST',
              headers,
              body: JSON.stringify({ answer: option.text }),
            });
            if ((await res.json()).success) return true;
          }
          return false;
        }, lang);
        // The first run solves it; the second finds it solved: either way the student has points.
        expect(solved).toBe(true);
        await page.reload();
        const mine = page.getByRole('listitem').filter({ hasText: `(${t('leaderboards.you')})` });
        await mine.waitFor();
        await expect.poll(() => mine.getAttribute('aria-current')).toBe('true');
        await screenshot(page, `leaderboards-week-${lang}-phone`);

        // All time has the same points; an exam board has none of them (the daily problem has no exam).
        await page.getByRole('button', { name: t('leaderboards.periods.all'), exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('period') === 'all');
        await mine.waitFor();
        await page.getByRole('button', { name: t('leaderboards.scopes.exam'), exact: true }).click();
        await page.getByRole('combobox', { name: t('leaderboards.examLabel') }).selectOption('SSC');
        await page.getByText(t('leaderboards.noPoints')).waitFor();
        await page.setViewportSize(desktop);
        await screenshot(page, `leaderboards-exam-${lang}-desktop`);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }
});
