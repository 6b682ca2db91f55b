/**
 * The size budget CI checks after the build (`npm run size`): the gzipped JavaScript a phone needs to
 * show each page in size-budget.json, printed against its budget. Exits 1 when any page is over, so
 * a change that grows the first load fails CI on purpose: raise the budget in the same change only
 * when the growth is worth what students pay for it. Run `npm run build -w @abhyas/web` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Area, areaFiles } from '../src/locales/areas.ts';
import { kb, type Manifest, type PageSpec, pageWeight, readManifest, withImports } from './page-weight.ts';

export interface BudgetEntry {
  /** What the line is called in the report. */
  name: string;
  path: string;
  /** Route modules the page loads before it renders (manifest keys). */
  modules: string[];
  /** The product area whose strings the route loads (src/locales/areas.ts), in Hindi, the default. */
  area?: Area;
  /** Gzipped kilobytes (1 KB = 1024 bytes). */
  budgetKb: number;
}

export interface BudgetResult {
  entry: BudgetEntry;
  bytes: number;
  over: boolean;
  files: number;
}

/** The page's modules plus its area's Hindi strings: what the route loads before it renders. */
export function pageSpec(entry: BudgetEntry): PageSpec {
  const strings = entry.area ? areaFiles[entry.area].map((file) => `src/locales/hi/${file}.json`) : [];
  return { path: entry.path, modules: [...entry.modules, ...strings] };
}

/** Every file the app's entry loads before it runs (its static imports), named as in dist. */
export function startPath(manifest: Manifest): string[] {
  const files = new Set<string>();
  withImports(manifest, 'index.html', files);
  return [...files];
}

export function checkBudgets(dist: string, manifest: Manifest, entries: BudgetEntry[]): BudgetResult[] {
  return entries.map((entry) => {
    const weight = pageWeight(dist, manifest, pageSpec(entry));
    return {
      entry,
      bytes: weight.bytes,
      over: weight.bytes > entry.budgetKb * 1024,
      files: weight.files.length,
    };
  });
}

export function report(results: BudgetResult[]): string {
  return results
    .map(({ entry, bytes, over, files }) => {
      const verdict = over ? `OVER by ${kb(bytes - entry.budgetKb * 1024)}` : 'ok';
      return `  ${entry.name.padEnd(12)} ${kb(bytes).padStart(9)} of ${`${entry.budgetKb} KB`.padStart(7)}  (${files} files)  ${verdict}`;
    })
    .join('\n');
}

function main(): void {
  const webDir = path.resolve(import.meta.dirname, '..');
  const budgetFile = process.argv[2] ?? path.join(webDir, 'size-budget.json');
  const dist = process.argv[3] ?? path.join(webDir, 'dist');
  const { pages, notOnStartPath } = JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as {
    pages: BudgetEntry[];
    notOnStartPath: string[];
  };
  const manifest = readManifest(dist);
  const results = checkBudgets(dist, manifest, pages);
  console.log(`JavaScript to show each page, gzip -9 (budgets: ${path.relative(process.cwd(), budgetFile)})`);
  console.log(report(results));
  const over = results.filter((r) => r.over);
  if (over.length > 0) {
    console.error(`\n${over.length} over budget: keep the first load small, or raise the budget on purpose.`);
    process.exitCode = 1;
  }
  // Libraries that belong with the screens that use them, never with every page.
  const unwanted = startPath(manifest).filter((file) => notOnStartPath.some((name) => file.includes(name)));
  if (unwanted.length > 0) {
    console.error(`\non the start path but should load with their screens: ${unwanted.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`  start path free of: ${notOnStartPath.join(', ')}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
