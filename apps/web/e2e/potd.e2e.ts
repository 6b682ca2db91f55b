import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Session, signUpStudent } from './support/api.ts';
import {
  artifactsDir,
  type Browser,
  collectPageErrors,
  desktop,
  openBrowser,
  phone,
  screenshot,
} from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';

// The Problem of the Day at phone size (docs/potd.md "Web"), in Hindi and in English: the dialog a
// sign-in brings (once), a wrong answer and the right one, the streak card and the header's badge,
// the solved page after a reload, the share popup; then the admins' calendar and a student's archive.
// Screenshots of each screen at 360 px and 1280 px in both languages go to e2e/artifacts.

type Lang = 'hi' | 'en';
let server: RunningServer;
/** Today's key, in both languages, read from the admins' calendar (the student's page cannot know it). */
let key: { hi: string; en: string };
const students = { hi: 'demo_student', en: 'potd_en' } as const;
const password = { demo_student: 'Abhyas@2026', potd_en: 'Tayari#2026', potd_fresh: 'Tayari#2026' };

const api = <T>(path: string, init: Parameters<typeof apiCall>[2] = {}) => apiCall<T>(server.url, path, init);

const signInApi = (identifier: string, pass = 'Abhyas@2026') =>
  api<Session>('/auth/signin', { method: 'POST', body: { identifier, password: pass } });

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000' });
  for (const username of ['potd_en', 'potd_fresh']) {
    await signUpStudent(server.url, { name: 'Meera Joshi', username, password: 'Tayari#2026' });
  }
  // The first reader of the day makes the server pick today's problem; the calendar then shows its key.
  const admin = await signInApi('demo_admin');
  await api('/potd/today', { token: admin.token });
  const today = await api<{ problem: { day: string } }>('/potd/today', { token: admin.token });
  const day = today.problem.day;
  const schedule = await api<{
    data: { day: string; options: { hi: string; en: string }[]; correctOption: number }[];
  }>(`/potd/schedule?from=${day}&to=${day}`, { token: admin.token });
  const entry = schedule.data.find((e) => e.day === day);
  const correct = entry?.options[entry.correctOption];
  if (!correct) throw new Error('no problem today');
  key = correct;
  // Every seeded question sits in a ranked set, which a daily problem may not come from
  // (docs/honest-ranks.md): an admin writes one for a far day and clears that day, so the bank holds
  // one question the picker can offer.
  const far = new Date(`${day}T00:00:00Z`);
  far.setUTCDate(far.getUTCDate() + 200);
  const farDay = far.toISOString().slice(0, 10);
  await api(`/potd/schedule/${farDay}/question`, {
    method: 'POST',
    token: admin.token,
    body: {
      subject: 'polity',
      topic: 'constitution',
      difficulty: 'easy',
      text: {
        hi: 'संविधान का कौन सा अनुच्छेद समानता का अधिकार देता है?',
        en: 'Which Article of the Constitution gives the right to equality?',
      },
      options: [14, 19, 21, 32].map((n) => ({ hi: `अनुच्छेद ${n}`, en: `Article ${n}` })),
      answer: 1,
      explanation: {
        hi: 'अनुच्छेद 14 विधि के समक्ष समानता देता है।',
        en: 'Article 14 gives equality before the law.',
      },
    },
  });
  const cleared = await fetch(`${server.url}/api/potd/schedule/${farDay}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(cleared.status).toBeLessThan(300);
});
afterAll(async () => {
  await server?.stop();
});

/** Devanagari loads on demand (unicode-range): wait for it, or the picture shows empty boxes. */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  // The header's signed-in controls are their own chunk: wait for them.
  await page.locator('header a[href="/potd"]').first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (!fullPage) {
    // What the phone shows now (an open dialog or menu stays where it is).
    await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
    return;
  }
  // From the top, so the fixed header sits at the top of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** A browser at `size` with `session` stored as the sign-in page would store it (no dialog flag). */
async function openSignedIn(size: { width: number; height: number }, lang: Lang, session: Session) {
  const browser = await openBrowser({ viewport: size });
  const page = await browser.newPage();
  await page.goto(`${server.url}/no-such-page`);
  await page.evaluate(
    ({ lang, session }) => {
      localStorage.setItem('selectedLanguage', lang);
      const u = session.user;
      const values = {
        refreshToken: session.refreshToken,
        userId: u.id,
        userName: u.name,
        username: u.username,
        role: u.role,
        token: session.token,
      };
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    },
    { lang, session },
  );
  return { browser, page };
}

const question = (page: Page) => page.locator('#potd-question');
const snackbar = (page: Page) => page.locator('[data-severity]');
const potdDialog = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: text(lang, 'layout.nav.potd') });

/** Submits the chosen option and returns the snackbar's severity and text, then closes it. */
async function submit(page: Page, lang: Lang, option: number): Promise<[string, string]> {
  await page.getByRole('radio').nth(option).click();
  await page.getByRole('button', { name: text(lang, 'potd.submit') }).click();
  const bar = snackbar(page);
  await bar.waitFor();
  const result: [string, string] = [(await bar.getAttribute('data-severity')) ?? '', await bar.innerText()];
  await bar.getByRole('button', { name: text(lang, 'layout.snackbar.close') }).click();
  await bar.waitFor({ state: 'detached' });
  return result;
}

describe('Problem of the Day', () => {
  it.each(['hi', 'en'] as const)(
    'answers today’s problem after the sign-in dialog (%s)',
    async (lang) => {
      const browser: Browser = await openBrowser({ viewport: phone });
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      try {
        const username = students[lang];
        await signInAs(page, server.url, lang, username, password[username]);
        // Sign-in set the flag; the first page shows the problem as a dialog and clears it.
        const dialog = potdDialog(page, lang);
        await dialog.waitFor();
        await dialog.locator('#potd-question').waitFor();
        expect(await page.evaluate(() => localStorage.getItem('showPotdDialog'))).toBeNull();
        await shot(page, `potd-dialog-${lang}-phone`, { fullPage: false });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // Not again on the next route change.
        await page.getByRole('link', { name: text(lang, 'layout.header.homeLink') }).click();
        await page.waitForURL(`${server.url}/`);
        await page.waitForTimeout(800);
        expect(await page.getByRole('dialog').count()).toBe(0);

        // The header's badge leads to the page.
        await page.getByRole('link', { name: text(lang, 'layout.header.streak', { count: 0 }) }).click();
        await page.waitForURL('**/potd');
        await page.getByRole('heading', { name: text(lang, 'potd.title'), level: 1 }).waitFor();
        await question(page).waitFor();
        await shot(page, `potd-unsolved-${lang}-phone`);

        // A wrong option first (the key is the admins' secret, read above), then every option in turn
        // until the server says one is right, as a student would.
        // An option's text (maths in TeX, as the server sends it) is its radio's value.
        const options = await page
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((r) => r.getAttribute('value') ?? ''));
        const wrong = options.findIndex((o) => o !== key[lang]);
        const [severity, message] = await submit(page, lang, wrong);
        expect(severity).toBe('error');
        expect(message).toBe(lang === 'hi' ? 'ग़लत उत्तर। फिर से कोशिश करें' : 'Incorrect answer. Try again');
        let solvedWith = '';
        for (const [i, option] of options.entries()) {
          if (i === wrong) continue;
          const [sev, msg] = await submit(page, lang, i);
          if (sev === 'success') {
            expect(msg).toBe(lang === 'hi' ? 'सही उत्तर! वर्तमान स्ट्रीक: 1' : 'Correct! Current streak: 1');
            solvedWith = option;
            break;
          }
          expect(sev).toBe('error');
        }
        expect(solvedWith).toBe(key[lang]);

        // The streak card and the header's badge say 1; the page is solved.
        expect(await page.getByTestId('potd-current-streak').innerText()).toContain('1');
        await page.getByRole('link', { name: text(lang, 'layout.header.streak', { count: 1 }) }).waitFor();
        await page.getByRole('heading', { name: text(lang, 'potd.completed.title') }).waitFor();
        expect(await page.evaluate(() => localStorage.getItem('currentStreak'))).toBe('1');
        await shot(page, `potd-solved-${lang}-phone`);

        // After a reload: solved, the right option green, nothing to press.
        await page.reload();
        await page.getByRole('heading', { name: text(lang, 'potd.completed.title') }).waitFor();
        const right = page.locator('label[data-tone="correct"]');
        expect(await right.count()).toBe(1);
        expect(await right.getByRole('radio').getAttribute('value')).toBe(key[lang]);
        for (const radio of await page.getByRole('radio').all()) expect(await radio.isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: text(lang, 'potd.submit') }).isDisabled()).toBe(true);
        await page.getByRole('link', { name: text(lang, 'layout.header.streak', { count: 1 }) }).waitFor();

        // Share: a popup of 550×400, centred, with the network's share page.
        await browser.context.route(
          /^https:\/\/(twitter\.com|wa\.me|www\.linkedin\.com|www\.facebook\.com)\//,
          (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>share</title>' }),
        );
        await page.evaluate(() => {
          const open = window.open.bind(window);
          const calls: unknown[][] = [];
          (window as unknown as { opened: unknown[][] }).opened = calls;
          window.open = (...args: Parameters<typeof window.open>) => {
            calls.push(args);
            return open(...args);
          };
        });
        await page.getByRole('button', { name: text(lang, 'potd.share.button') }).click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        await shot(page, `potd-share-${lang}-phone`, { fullPage: false });
        const popupEvent = page.waitForEvent('popup');
        await menu.getByRole('menuitem', { name: text(lang, 'potd.share.twitter') }).click();
        const popup = await popupEvent;
        expect(popup.url()).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
        expect(await popup.evaluate(() => [innerWidth, innerHeight])).toEqual([550, 400]);
        const [url, , features] = await page.evaluate(
          () => (window as unknown as { opened: string[][] }).opened[0] ?? [],
        );
        expect(decodeURIComponent(url ?? '')).toContain(`${server.url}/potd`);
        expect(features).toMatch(/^width=550,height=400,left=\d+,top=\d+$/);
        await popup.close();
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    120_000,
  );

  it('shows the unsolved and solved page at both sizes, in both languages', async () => {
    const fresh = await signInApi('potd_fresh', 'Tayari#2026');
    const solved = await signInApi('demo_student');
    for (const lang of ['hi', 'en'] as const) {
      const { browser, page } = await openSignedIn(desktop, lang, fresh);
      try {
        await page.goto(`${server.url}/potd`);
        await question(page).waitFor();
        await shot(page, `potd-unsolved-${lang}-desktop`);
      } finally {
        await browser.close();
      }
      const second = await openSignedIn(desktop, lang, solved);
      try {
        await second.page.goto(`${server.url}/potd`);
        await second.page.getByRole('heading', { name: text(lang, 'potd.completed.title') }).waitFor();
        await shot(second.page, `potd-solved-${lang}-desktop`);
      } finally {
        await second.browser.close();
      }
    }
  }, 120_000);

  it('lets a platform admin put a bank question on a coming day and clear it; a student sees the archive', async () => {
    const admin = await signInApi('demo_admin');
    for (const [size, viewport] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      for (const lang of ['hi', 'en'] as const) {
        const { browser, page } = await openSignedIn(viewport, lang, admin);
        const errors = collectPageErrors(page);
        try {
          await page.goto(`${server.url}/potd-management`);
          await page.getByRole('heading', { name: text(lang, 'potd.management.title'), level: 1 }).waitFor();
          await page.locator('li[data-testid^="potd-day-"]').first().waitFor();
          const rows = page.locator('li[data-testid^="potd-day-"]');
          expect(await rows.count()).toBe(28);
          // Every coming day is empty in a fresh database: the warning says they will be picked.
          await page.getByText(text(lang, 'potd.management.emptyWarning_other', { count: 27 })).waitFor();
          await shot(page, `potd-management-admin-${lang}-${size}`);
          if (size === 'phone' && lang === 'hi') {
            const tomorrow = rows.nth(1);
            await tomorrow.getByRole('button', { name: text(lang, 'potd.management.schedule') }).click();
            const picker = page.getByRole('dialog');
            await picker
              .getByRole('button', { name: text(lang, 'potd.management.picker.preview') })
              .first()
              .click();
            // Both languages, each with the key marked.
            await picker.locator('li[data-correct]').first().waitFor();
            expect(await picker.locator('li[data-correct]').count()).toBe(2);
            await shot(page, `potd-management-preview-${lang}-${size}`, { fullPage: false });
            await picker
              .getByRole('button', {
                name: new RegExp(text(lang, 'potd.management.picker.confirm', { day: '' }).trim()),
              })
              .click();
            await picker.waitFor({ state: 'detached' });
            await tomorrow.getByText(text(lang, 'potd.management.source.scheduled')).waitFor();
            await page.getByText(text(lang, 'potd.management.emptyWarning_other', { count: 26 })).waitFor();
            await tomorrow.getByRole('button', { name: text(lang, 'potd.management.clear') }).click();
            await tomorrow.getByText(text(lang, 'potd.management.source.empty')).waitFor();
          }
          expect(errors).toEqual([]);
        } finally {
          await browser.close();
        }
      }
    }
    const student = await signInApi('demo_student');
    for (const [size, viewport] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      for (const lang of ['hi', 'en'] as const) {
        const { browser, page } = await openSignedIn(viewport, lang, student);
        try {
          await page.goto(`${server.url}/potd-management`);
          await page.getByRole('heading', { name: text(lang, 'potd.archive.title'), level: 1 }).waitFor();
          // A fresh database has no past days yet: the archive says so.
          await page.getByText(text(lang, 'potd.archive.empty')).waitFor();
          await shot(page, `potd-management-student-${lang}-${size}`);
        } finally {
          await browser.close();
        }
      }
    }
  }, 180_000);
});
