import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, desktop, openBrowser, phone, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';

type Lang = 'hi' | 'en';
interface Session {
  token: string;
  refreshToken: string;
  user: {
    id: string;
    name: string;
    username: string;
    role: string;
    orgRole: string | null;
    organizationId: string | null;
  };
}

/** `adminOnlyPaths` as app/router.tsx exports it, read from the source (the route table imports the whole app). */
const adminOnlyPaths = (() => {
  const source = fs.readFileSync(path.join(import.meta.dirname, '..', 'src', 'app', 'router.tsx'), 'utf8');
  const list = source.match(/export const adminOnlyPaths = \[([^\]]*)\]/)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
})();

let server: RunningServer;
let browser: Browser | undefined;
beforeAll(async () => {
  // These journeys sign the demo accounts in many times; the limits have journeys of their own.
  // No rate limits: the bell's 10+ needs eleven institute notices, and notices are limited to ten an
  // hour per admin (docs/limits.md, tested in write-limits.test.ts).
  server = await startServer({ RATE_LIMIT_ENABLED: 'false' });
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(async () => {
  await server?.stop();
});

/** Devanagari loads on demand (unicode-range): wait for it, or the picture shows empty boxes. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await screenshot(page, name);
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function apiSignIn(identifier: string): Promise<Session> {
  const res = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'Abhyas@2026' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Session;
}

/** A page at `size`, with a language chosen and (optionally) the session the sign-in page would store. */
async function open(size: { width: number; height: number }, lang: Lang, session?: Session): Promise<Page> {
  browser = await openBrowser({ viewport: size });
  const page = await browser.newPage();
  await page.goto(`${server.url}/no-such-page`);
  await page.evaluate(
    ({ lang, session }) => {
      localStorage.setItem('selectedLanguage', lang);
      if (!session) return;
      const u = session.user;
      const values: Record<string, string | null> = {
        refreshToken: session.refreshToken,
        userId: u.id,
        userName: u.name,
        username: u.username,
        role: u.role,
        orgRole: u.orgRole,
        organizationId: u.organizationId,
        token: session.token,
      };
      for (const [k, v] of Object.entries(values)) if (v !== null) localStorage.setItem(k, v);
    },
    { lang, session },
  );
  return page;
}

const sizes = [
  ['phone', phone],
  ['desktop', desktop],
] as const;

describe('the frame in the browser', () => {
  it('keeps the collapsed sidebar across a reload, signs out from the avatar menu (desktop)', async () => {
    for (const lang of ['hi', 'en'] as const) {
      const page = await open(desktop, lang, await apiSignIn('demo_student'));
      await page.goto(`${server.url}/quiz`);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.waitFor();
      expect(await sidebar.getAttribute('data-state')).toBe('expanded');
      expect((await sidebar.boundingBox())?.width).toBe(256);
      await shot(page, `layout-sidebar-expanded-${lang}-desktop`);

      await page.getByRole('button', { name: text(lang, 'layout.sidebar.collapse') }).click();
      expect(await sidebar.getAttribute('data-state')).toBe('collapsed');
      await page.reload();
      await sidebar.waitFor();
      expect(await sidebar.getAttribute('data-state')).toBe('collapsed');
      expect((await sidebar.boundingBox())?.width).toBe(64);
      expect(await storage(page, 'sidebarOpen')).toBe('false');
      await shot(page, `layout-sidebar-collapsed-${lang}-desktop`);

      await page.getByRole('button', { name: text(lang, 'layout.header.account') }).click();
      // A student's avatar menu names /potd-management for what they find there: the archive.
      await page.getByRole('menuitem', { name: text(lang, 'layout.nav.potdArchive') }).waitFor();
      await shot(page, `layout-avatar-menu-${lang}-desktop`);
      await page.getByRole('menuitem', { name: text(lang, 'layout.header.signOut') }).click();
      await page.waitForURL('**/signin');
      expect(await storage(page, 'token')).toBeNull();
      expect(await storage(page, 'sidebarOpen')).toBe('false');
      expect(await page.getByTestId('sidebar').count()).toBe(0);
      await browser?.close();
      browser = undefined;
    }
  });

  it('opens the slide-in menu on a phone, without sidebar or sideways scrolling', async () => {
    for (const lang of ['hi', 'en'] as const) {
      const page = await open(phone, lang, await apiSignIn('demo_student'));
      await page.goto(`${server.url}/potd`);
      await page
        .getByRole('heading', {
          name: text(lang, 'layout.nav.potd'),
        })
        .waitFor();
      expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      await shot(page, `layout-header-${lang}-phone`);

      await page.getByRole('button', { name: text(lang, 'layout.header.openMenu') }).click();
      const drawer = page.getByRole('dialog', { name: text(lang, 'layout.nav.label') });
      await drawer.waitFor();
      await shot(page, `layout-mobile-menu-${lang}-phone`);
      await drawer.getByRole('link', { name: text(lang, 'layout.nav.exams') }).click();
      await page.waitForURL('**/exams');
      await drawer.waitFor({ state: 'detached' });
      await browser?.close();
      browser = undefined;
    }
  });

  it('shows the footer and the signed-out header in both languages at both sizes', async () => {
    for (const lang of ['hi', 'en'] as const) {
      for (const [name, size] of sizes) {
        const page = await open(size, lang);
        await page.goto(`${server.url}/no/such/page`);
        await page.getByRole('heading', { name: text(lang, 'common.notFound.title') }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
        await page.getByRole('link', { name: text(lang, 'layout.footer.youtube') }).waitFor();
        await page.getByText(text(lang, 'layout.footer.tagline')).waitFor();
        await shot(page, `layout-footer-${lang}-${name}`);
        await browser?.close();
        browser = undefined;
      }
    }
  });

  it('keeps a language switch across a reload', async () => {
    const page = await open(phone, 'hi');
    await page.goto(`${server.url}/language-selector`);
    await page.getByRole('heading', { name: text('hi', 'language.title') }).waitFor();
    await shot(page, 'layout-language-selector-hi-phone');
    await page
      .getByRole('main')
      .getByRole('button', { name: /English/ })
      .click();
    await page.waitForURL(`${server.url}/`);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await storage(page, 'selectedLanguage')).toBe('en');

    await page.goto(`${server.url}/about`);
    // /about is prerendered: a tap that lands before the app has hydrated does nothing, as for a user,
    // so tap until the page has switched, then reload.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'हिन्दी' }).first().click();
        return page.evaluate(() => document.documentElement.lang);
      })
      .toBe('hi');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await storage(page, 'selectedLanguage')).toBe('hi');
  });

  it('shows the offline screen while the connection is gone, and the app again after', async () => {
    for (const lang of ['hi', 'en'] as const) {
      for (const [name, size] of sizes) {
        const page = await open(size, lang, await apiSignIn('demo_student'));
        await page.goto(`${server.url}/quiz`);
        await page
          .getByTestId('sidebar')
          .or(page.getByRole('button', { name: text(lang, 'layout.header.openMenu') }))
          .first()
          .waitFor();
        await browser?.context.setOffline(true);
        const title = page.getByRole('heading', { name: text(lang, 'layout.offline.title') });
        await title.waitFor();
        await page.getByRole('button', { name: text(lang, 'layout.offline.refresh') }).waitFor();
        await shot(page, `layout-offline-${lang}-${name}`);
        await browser?.context.setOffline(false);
        await title.waitFor({ state: 'detached' });
        // The quizzes page is back: its title (h1) names it ("अभ्यास क्विज़", "Practice quizzes").
        await page
          .getByRole('heading', {
            level: 1,
            name: text(lang, 'layout.nav.quiz'),
          })
          .waitFor();
        await browser?.close();
        browser = undefined;
      }
    }
  });

  it('puts the Login Required gate on starting a quiz and on /potd for a signed-out visitor', async () => {
    for (const lang of ['hi', 'en'] as const) {
      for (const [name, size] of sizes) {
        const page = await open(size, lang);
        for (const path of ['/quiz/maths/all', '/potd']) {
          await page.goto(`${server.url}${path}`);
          await page.getByRole('heading', { name: text(lang, 'layout.gate.title') }).waitFor();
          await page.getByText(text(lang, 'layout.gate.body')).waitFor();
          await page.getByText(text(lang, 'layout.gate.benefits')).waitFor();
        }
        await shot(page, `layout-gate-${lang}-${name}`);
        await page.getByRole('link', { name: text(lang, 'layout.gate.signin') }).click();
        await page.waitForURL('**/signin');
        // The sign-in page is told where the gate stood, to return there after signing in.
        expect(await page.evaluate(() => (history.state as { usr?: { from?: string } }).usr?.from)).toBe(
          '/potd',
        );
        // …and after signing in, the student is back where the gate stood.
        await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill('demo_student');
        await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill('Abhyas@2026');
        await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
        await page.waitForURL('**/potd');
        await browser?.close();
        browser = undefined;
      }
    }
  });

  it('sends a student away from every admin-only path to /', async () => {
    expect(adminOnlyPaths).toContain('/admin-dashboard');
    const page = await open(desktop, 'en', await apiSignIn('demo_student'));
    for (const path of adminOnlyPaths) {
      await page.goto(`${server.url}${path.replace(':studentId', '00000000-0000-4000-8000-000000000000')}`);
      await page.waitForURL(`${server.url}/`);
    }
  });

  it('shows 10+ on the bell when an institute admin has more than ten notifications', async () => {
    const session = await apiSignIn('demo_institute');
    const orgId = session.user.organizationId;
    expect(orgId).toBeTruthy();
    for (let i = 1; i <= 11; i++) {
      const res = await fetch(`${server.url}/api/organisations/${orgId}/notifications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ title: `Mock test ${i} is open`, body: 'Attempt it today.' }),
      });
      expect(res.status).toBe(201);
    }
    const page = await open(desktop, 'en', session);
    await page.goto(`${server.url}/quiz`);
    const bell = page.getByRole('button', {
      name: text('en', 'layout.notifications.bellWithCount', { count: '10+' }),
    });
    await bell.waitFor();
    await bell.click();
    await page.getByText('Mock test 11 is open').waitFor();
    await shot(page, 'layout-bell-en-desktop');
  });
});
