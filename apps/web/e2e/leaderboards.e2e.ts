import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Session } from './support/api.ts';
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

/** Today's key in both languages, from the admins' calendar (a student's page cannot know it). */
async function todaysKey(): Promise<{ hi: string; en: string }> {
  const admin = await apiCall<Session>(server.url, '/auth/signin', {
    method: 'POST',
    body: { identifier: 'demo_admin', password: 'Abhyas@2026' },
  });
  const today = await apiCall<{ problem: { day: string } }>(server.url, '/potd/today', {
    token: admin.token,
  });
  const day = today.problem.day;
  const schedule = await apiCall<{
    data: { day: string; options: { hi: string; en: string }[]; correctOption: number }[];
  }>(server.url, `/potd/schedule?from=${day}&to=${day}`, { token: admin.token });
  const entry = schedule.data.find((e) => e.day === day);
  const key = entry?.options[entry.correctOption];
  if (!key) throw new Error('no problem today');
  return key;
}

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
        // The right option at the first try: a solve after two wrong tries earns no points (docs/potd.md),
        // and which option is right depends on the day's problem, so it is read from the admins' calendar.
        const answer = (await todaysKey())[lang];
        const solved = await page.evaluate(
          async ([accept, option]) => {
            const headers = {
              authorization: `Bearer ${localStorage.getItem('token')}`,
              'content-type': 'application/json',
              'accept-language': accept,
            };
            const today = await (await fetch('/api/potd/today', { headers })).json();
            if (today.alreadySolved) return true;
            const res = await fetch('/api/potd/submit', {
              method: 'POST',
              headers,
              body: JSON.stringify({ answer: option }),
            });
            return (await res.json()).success === true;
          },
          [lang, answer] as const,
        );
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
