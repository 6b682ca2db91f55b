import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from './page-weight.ts';
import { type BudgetEntry, checkBudgets, startPath } from './size-budget.ts';

/** A two-page build in miniature: an entry, a shared chunk, a page chunk and its area's strings. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'size-budget-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const files: Record<string, number> = {
    'index.js': 4000,
    'react.js': 8000,
    'page.js': 2000,
    'auth.js': 500,
  };
  for (const [file, size] of Object.entries(files)) {
    // Random bytes do not compress, so the gzipped size is about the file's size.
    fs.writeFileSync(
      path.join(dist, 'assets', file),
      Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256))),
    );
  }
  fs.writeFileSync(
    path.join(dist, 'shell.html'),
    '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">',
  );
  fs.writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/features/auth/pages/signin-page.tsx': { file: 'assets/page.js', imports: ['_react.js'] },
      'src/locales/hi/auth.json': { file: 'assets/auth.js' },
      'src/locales/hi/validation.json': { file: 'assets/auth.js' },
    }),
  );
  return dist;
}

const signin = (budgetKb: number): BudgetEntry => ({
  name: '/signin',
  path: '/signin',
  modules: ['src/features/auth/pages/signin-page.tsx'],
  area: 'auth',
  budgetKb,
});

describe('size budget', () => {
  it('counts the HTML’s scripts, the route’s chunks and its area’s strings, each file once', () => {
    const dist = fakeDist();
    const [result] = checkBudgets(dist, readManifest(dist), [signin(100)]);
    expect(result?.files).toBe(4);
    expect(result?.bytes).toBeGreaterThan(14_500);
    expect(result?.over).toBe(false);
    expect(startPath(readManifest(dist)).sort()).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('fails the run when a page is over its budget', () => {
    const dist = fakeDist();
    const budgets = path.join(dist, 'budgets.json');
    fs.writeFileSync(budgets, JSON.stringify({ pages: [signin(1)], notOnStartPath: ['assets/zod-'] }));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'size-budget.ts'), budgets, dist],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stdout).toMatch(/\/signin .* OVER by/);
    expect(run.status).toBe(1);
  });
});
