import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize, kb, pageWeight, readManifest } from '../apps/web/scripts/page-weight.ts';
import { type BudgetEntry, pageSpec } from '../apps/web/scripts/size-budget.ts';
import { repoRoot } from './lib/paths.ts';
import { formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'first-paint';
const webDir = path.join(repoRoot, 'apps/web');
const dist = path.join(webDir, 'dist');
const goalBytes = 100 * 1024;

/**
 * The pages of the CI size budget (apps/web/size-budget.json, counted by the same code) and the
 * exam-cards page measured since issue 5. The route's modules and its area's strings are what it
 * loads before it renders (apps/web/src/app/router.tsx, src/locales/areas.ts).
 */
function pages(): BudgetEntry[] {
  const budget = JSON.parse(fs.readFileSync(path.join(webDir, 'size-budget.json'), 'utf8')) as {
    pages: BudgetEntry[];
  };
  return [
    ...budget.pages,
    {
      name: '/exam',
      path: '/exam',
      modules: ['src/features/content/pages/exam-cards-page.tsx'],
      area: 'content',
      budgetKb: 0,
    },
  ];
}

async function run(_opts: BenchOptions): Promise<SummaryRow[]> {
  // Measure the code as it is now, with the one build command (`npm start` runs the same).
  const build = spawnSync('npm', ['run', 'build', '-w', '@abhyas/web'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  const manifest = readManifest(dist);

  // Baseline in the same build: React and React DOM alone, the floor of any React page.
  const reactChunk = Object.values(manifest).find((c) => /(^|\/)react-[\w-]+\.js$/.test(c.file));
  if (!reactChunk) throw new Error('no react chunk in the build (vite.config.ts manualChunks)');
  const reactBytes = gzipSize(dist, reactChunk.file);
  console.log(`${name}: gzip -9 of the build's JavaScript; baseline react+react-dom chunk ${kb(reactBytes)}`);

  const rows: SummaryRow[] = [];
  for (const page of pages()) {
    const weight = pageWeight(dist, manifest, pageSpec(page));
    const count = weight.files.length;
    console.log(
      `  ${page.name}: ${weight.html}${weight.prerendered ? ' (prerendered: paints before any script runs)' : ''}; ` +
        `${count} JS files (${weight.fromHtml} from the HTML, ${count - weight.fromHtml} for the route) = ${kb(weight.bytes)}; CSS ${kb(weight.cssBytes)}`,
    );
    for (const f of weight.files.slice(0, 6)) console.log(`      ${kb(f.bytes).padStart(9)}  ${f.file}`);
    rows.push({
      bench: name,
      variant: `JS to show ${page.name} (gzip)`,
      figure: `${kb(weight.bytes)} (${count} files)`,
      baseline: `react+react-dom ${kb(reactBytes)} / goal ${kb(goalBytes)}${page.budgetKb ? ` / budget ${page.budgetKb} KB` : ''}`,
      ratio: `${formatRatio(weight.bytes / reactBytes)} / ${formatRatio(weight.bytes / goalBytes)}`,
    });
  }
  return rows;
}

export const firstPaint: Bench = { name, run };
