import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs as chromeFlags, chromiumPath as chromePath } from '../test-support/chromium.ts';
import { startServerProcess } from '../test-support/server-process.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'lighthouse';
/**
 * Issue 22's six pages. A first visit's pages run with the browser's storage reset (no service
 * worker, nothing cached); the student's own pages run signed in, as a returning student opens them.
 */
const pages: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/exam', signedIn: false },
  { path: '/signin', signedIn: false },
  { path: '/exams', signedIn: false },
  { path: '/quiz-dashboard', signedIn: true },
  { path: '/potd', signedIn: true },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goals: Record<(typeof categories)[number], number> = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] };
}

/** Audits that cost points: scored below 1 in a category (informative and manual ones aside). */
function failing(
  lhr: {
    audits: Record<string, Audit>;
    categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
  },
  category: string,
): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a): a is Audit =>
        a !== undefined &&
        a.score !== null &&
        a.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => {
      // Inspector issues say nothing useful without their kind and what raised them.
      const issues = a.id === 'inspector-issues' ? JSON.stringify(a.details?.items ?? []).slice(0, 400) : '';
      return `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${issues ? ` ${issues}` : ''}`;
    });
}

/**
 * Signs the demo student in for the origin: the session the app keeps in localStorage
 * (lib/session.ts), written from a same-origin page that loads no app code (so no service worker is
 * installed before the audit). Lighthouse then runs with `disableStorageReset`.
 */
async function signInStorage(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: 'demo_student', password: 'Abhyas@2026' }),
      });
      if (!res.ok) return res.status;
      const auth = (await res.json()) as {
        token: string;
        refreshToken: string;
        user: { id: string; name: string; username: string; role: string };
      };
      // The bench compiles without the DOM's types; this runs in the page.
      const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      store.setItem('selectedLanguage', 'en');
      store.setItem('refreshToken', auth.refreshToken);
      store.setItem('userId', auth.user.id);
      store.setItem('userName', auth.user.name);
      store.setItem('username', auth.user.username);
      store.setItem('role', auth.user.role);
      store.setItem('token', auth.token);
      return res.status;
    });
    if (status !== 200) throw new Error(`the demo student's sign-in answered ${status}`);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  if (!fs.existsSync(chromePath)) {
    console.log(`${name}: skipped — no Chromium at ${chromePath} (apt-get install -y chromium)`);
    return [];
  }
  if (!fs.existsSync(path.join(import.meta.dirname, '../apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @abhyas/web` first');
  }
  const runs = opts.quick ? 1 : 3;
  console.log(
    `${name}: Lighthouse mobile profile (simulated slow 4G, 4× CPU), median of ${runs} run(s) per page`,
  );
  const server = await startServerProcess();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
  const rows: SummaryRow[] = [];
  try {
    for (const { path: pagePath, signedIn } of pages) {
      const results: {
        scores: Record<string, number>;
        failing: Record<string, string[]>;
        metrics: string;
      }[] = [];
      for (let i = 0; i < runs; i++) {
        if (signedIn) await signInStorage(chrome.port, server.url);
        const result = await lighthouse(`${server.url}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          disableStorageReset: signedIn,
        });
        if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
        const lhr = result.lhr as unknown as Parameters<typeof failing>[0] & {
          categories: Record<string, { score: number | null }>;
          audits: Record<string, Audit & { numericValue?: number }>;
        };
        const runtimeError = (result.lhr as { runtimeError?: { code: string; message: string } })
          .runtimeError;
        if (runtimeError) {
          // A failed load scores 0 and would drag the median; report it and leave it out.
          console.log(`  ${pagePath}: run ${i + 1} failed: ${runtimeError.code} ${runtimeError.message}`);
          continue;
        }
        const scores = Object.fromEntries(
          categories.map((c) => [c, Math.round(100 * (lhr.categories[c]?.score ?? 0))]),
        );
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        results.push({
          scores,
          failing: Object.fromEntries(categories.map((c) => [c, failing(lhr, c)])),
          metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
        });
      }
      // The run with the median performance score stands for the page.
      const sorted = [...results].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
      const median = sorted[Math.floor(sorted.length / 2)];
      if (!median) continue;
      console.log(
        `  ${pagePath}: ${categories.map((c) => `${c} ${median.scores[c]}`).join(', ')}  (performance per run: ${results.map((r) => r.scores.performance).join(', ')})`,
      );
      console.log(`      ${median.metrics}`);
      for (const c of categories) {
        if (median.failing[c]?.length)
          console.log(`      ${c} loses points on: ${median.failing[c]?.join(', ')}`);
      }
      rows.push({
        bench: name,
        variant: `${pagePath} (mobile${signedIn ? ', signed in' : ''})`,
        figure: categories.map((c) => `${median.scores[c]}`).join(' / '),
        baseline: `goal ${categories.map((c) => goals[c]).join(' / ')}`,
        ratio: categories.map((c) => ((median.scores[c] ?? 0) / goals[c]).toFixed(2)).join(' / '),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  console.log('  figures: performance / accessibility / best practices / SEO');
  return rows;
}

export const lighthouseBench: Bench = { name, run };
