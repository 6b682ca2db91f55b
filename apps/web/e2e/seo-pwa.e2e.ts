import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '../scripts/public-paths.ts';
import { desktop, openBrowser, screenshot } from './support/browser.ts';
import { text } from './support/locales.ts';
import { type RunningServer, startServer } from './support/server.ts';

const site = (process.env.VITE_SITE_URL || 'https://abhyas.app').replace(/\/+$/, '');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function html(path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/** What a crawler reads without running any JavaScript. */
function headOf(page: string) {
  const head = page.slice(0, page.indexOf('</head>'));
  return {
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    h1: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? ''),
  };
}

describe('what a crawler sees without JavaScript', () => {
  for (const path of ['/', '/about']) {
    it(`${path} has its heading, one title, a description and its canonical address in the HTML`, async () => {
      const page = await html(path);
      const meta = headOf(page);
      expect(page).toContain(`data-prerendered="${path}"`);
      expect(meta.h1.length, 'h1 text').toBeGreaterThan(0);
      expect(meta.titles).toHaveLength(1);
      expect(meta.titles[0]).toMatch(/\S/);
      expect(meta.descriptions).toHaveLength(1);
      expect(meta.descriptions[0]?.length).toBeGreaterThan(50);
      expect(meta.canonical).toBe(path === '/' ? `${site}/` : `${site}${path}`);
    });
  }

  it('/ describes an educational organisation with a free offer priced 0 in INR', async () => {
    const page = await html('/');
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    );
    const org = blocks.find((b) => b['@type'] === 'EducationalOrganization') as
      | { makesOffer: { price: number; priceCurrency: string }; url: string }
      | undefined;
    expect(org).toBeDefined();
    expect(org?.makesOffer.price).toBe(0);
    expect(org?.makesOffer.priceCurrency).toBe('INR');
    expect(org?.url).toBe(`${site}/`);
  });

  it('serves robots.txt and a sitemap of the public pages, and keeps crawlers out of the API', async () => {
    const robots = await html('/robots.txt');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    const sitemap = await html('/sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about', '/privacy-policy', '/terms-conditions', '/exam']) {
      expect(locs, path).toContain(`${site}${path}`);
    }
    for (const loc of locs) expect(publicPaths.map((p) => `${site}${p}`)).toContain(loc);
    expect(locs.some((l) => /\/(quiz|questions|api)/.test(l ?? ''))).toBe(false);
  });

  it('has a valid manifest with 192 and 512 pixel icons that exist', async () => {
    const manifest = JSON.parse(await html('/manifest.webmanifest')) as {
      lang: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'hi', display: 'standalone', start_url: '/' });
    for (const size of ['192x192', '512x512']) {
      const icons = manifest.icons.filter((i) => i.sizes === size);
      expect(icons.map((i) => i.purpose).sort(), size).toEqual(['any', 'maskable']);
      for (const icon of icons) {
        const res = await fetch(`${server.url}${icon.src}`);
        expect(res.headers.get('content-type'), icon.src).toBe('image/png');
      }
    }
  });
});

describe('in Chromium', () => {
  it('takes over the prerendered page without replacing it or logging errors, and it responds', async () => {
    const browser = await openBrowser({ viewport: desktop });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      // Records whether the app threw the static HTML away (createRoot) instead of hydrating it.
      await page.addInitScript(() => {
        const w = window as unknown as { replacedStatic: boolean };
        w.replacedStatic = false;
        new MutationObserver((records) => {
          for (const r of records) {
            if ((r.target as HTMLElement).dataset?.prerendered && r.removedNodes.length > 0)
              w.replacedStatic = true;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const replacedStatic = () =>
        page.evaluate(() => (window as unknown as { replacedStatic: boolean }).replacedStatic);
      // Each public page hydrates in place (a mismatch would log an error or replace the HTML).
      for (const path of ['/', '/about', '/exam', '/privacy-policy']) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        expect(await replacedStatic(), path).toBe(false);
      }
      await page.goto(`${server.url}/signin`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: text('hi', 'auth.signin.title') }).waitFor();
      await page
        .getByRole('button', { name: text('en', 'common.language.en'), exact: true })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: text('en', 'auth.signin.title') }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { replacedStatic: boolean }).replacedStatic),
      ).toBe(false);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('installs a service worker after one visit; with the network gone, / still opens the app', async () => {
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      // Active and in control of the page (the worker claims its clients when it activates).
      await page.waitForFunction(
        async () =>
          (await navigator.serviceWorker.ready).active?.state === 'activated' &&
          navigator.serviceWorker.controller !== null,
      );
      const offlineTitle = text('hi', 'layout.offline.title');
      await page.context().setOffline(true);
      await page.reload({ waitUntil: 'load' });
      expect(page.url()).toBe(`${server.url}/`);
      // Our app, not Chromium's offline page: it renders and shows its own offline state.
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
      await page.getByText(offlineTitle).first().waitFor();
      await screenshot(page, 'offline-home-hi-phone');
      // A page never visited before opens from the cached shell too.
      await page.goto(`${server.url}/about`, { waitUntil: 'load' });
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
      await page.getByText(offlineTitle).first().waitFor();
      await page.context().setOffline(false);
    } finally {
      await browser.close();
    }
  });
});
