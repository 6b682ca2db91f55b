import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/paths.ts';
import { formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'first-paint';
const webDir = path.join(repoRoot, 'apps/web');
const dist = path.join(webDir, 'dist');
const goalBytes = 100 * 1024;

/** The page module each measured route loads lazily (apps/web/src/app/router.tsx). */
const pages: { path: string; modules: string[] }[] = [
  { path: '/', modules: ['src/features/content/pages/landing-page.tsx'] },
  { path: '/signin', modules: ['src/features/auth/pages/signin-page.tsx'] },
  { path: '/exam', modules: ['src/features/content/pages/exam-cards-page.tsx'] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk's file and every chunk it imports statically (what the browser fetches before running it). */
function withImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) withImports(manifest, dep, into);
}

/** The JavaScript the page's HTML asks for: its module script and modulepreload links. */
function scriptsOfHtml(html: string): string[] {
  const refs = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ];
  return refs.map((m) => m[1] ?? '');
}

function htmlFile(pagePath: string): string {
  const file = pagePath === '/' ? 'index.html' : path.join(pagePath.slice(1), 'index.html');
  return fs.existsSync(path.join(dist, file)) ? file : 'shell.html';
}

async function run(_opts: BenchOptions): Promise<SummaryRow[]> {
  // Measure the code as it is now, with the one build command (`npm start` runs the same).
  const build = spawnSync('npm', ['run', 'build', '-w', '@abhyas/web'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

  // Baseline in the same build: React and React DOM alone, the floor of any React page.
  const reactChunk = Object.values(manifest).find((c) => /(^|\/)react-[\w-]+\.js$/.test(c.file));
  if (!reactChunk) throw new Error('no react chunk in the build (vite.config.ts manualChunks)');
  const reactBytes = gzipped(reactChunk.file);
  console.log(`${name}: gzip -9 of the build's JavaScript; baseline react+react-dom chunk ${kb(reactBytes)}`);

  const rows: SummaryRow[] = [];
  for (const page of pages) {
    const file = htmlFile(page.path);
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const files = new Set(scriptsOfHtml(html));
    const initial = files.size;
    for (const module of page.modules) withImports(manifest, module, files);
    const bytes = [...files].reduce((sum, f) => sum + gzipped(f), 0);
    const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].reduce(
      (sum, m) => sum + gzipped(m[1] ?? ''),
      0,
    );
    const prerendered = html.includes('data-prerendered=');
    console.log(
      `  ${page.path}: ${file}${prerendered ? ' (prerendered: paints before any script runs)' : ''}; ` +
        `${files.size} JS files (${initial} from the HTML, ${files.size - initial} for the route) = ${kb(bytes)}; CSS ${kb(css)}`,
    );
    for (const f of [...files].sort((a, b) => gzipped(b) - gzipped(a)).slice(0, 6)) {
      console.log(`      ${kb(gzipped(f)).padStart(9)}  ${f}`);
    }
    rows.push({
      bench: name,
      variant: `JS to hydrate ${page.path} (gzip)`,
      figure: `${kb(bytes)} (${files.size} files)`,
      baseline: `react+react-dom ${kb(reactBytes)} / goal ${kb(goalBytes)}`,
      ratio: `${formatRatio(bytes / reactBytes)} / ${formatRatio(bytes / goalBytes)}`,
    });
  }
  return rows;
}

export const firstPaint: Bench = { name, run };
