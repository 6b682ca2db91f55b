/**
 * What the web build reads, as one hash, and whether `npm start` must build again (issue 17: a start
 * spent 16–32 s rebuilding an unchanged app). The build writes the hash to `dist/build-inputs.json`
 * once the build and prerender have both finished; a start builds only when the hash differs, the
 * file is missing (first start, an interrupted build, or a plain `npm run build`, which empties
 * `dist/`) or the pages the server needs are missing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Inputs of the build, relative to the repository root. A folder counts with every file under it. */
export const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
  'tsconfig.base.json',
] as const;

/** The stamp the build leaves in dist, and the files without which dist is no build at all. */
export const stampFile = 'build-inputs.json';
export const requiredOutputs = ['index.html', 'shell.html', '.vite/manifest.json'] as const;

/** Tests never reach the bundle: editing one does not call for a build. */
const ignored = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.split('/').includes('node_modules');

function filesUnder(root: string, rel: string): string[] {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return ignored(rel) ? [] : [rel];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !ignored(file));
}

/**
 * One hash of every input file's path and bytes, and of the `VITE_*` variables (Vite puts them in
 * the bundle: `VITE_SITE_URL` changes every canonical link).
 */
export function hashInputs(root: string, env: Record<string, string | undefined> = process.env): string {
  const hash = createHash('sha256');
  const files = buildInputs.flatMap((rel) => filesUnder(root, rel)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const viteVars = Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort();
  for (const k of viteVars) hash.update(`env:${k}=${env[k] ?? ''}\0`);
  return hash.digest('hex');
}

export function readStamp(distDir: string): string | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, stampFile), 'utf8')) as { inputs?: unknown };
    return typeof parsed.inputs === 'string' ? parsed.inputs : null;
  } catch {
    return null;
  }
}

export function writeStamp(distDir: string, inputs: string): void {
  fs.writeFileSync(
    path.join(distDir, stampFile),
    `${JSON.stringify({ inputs, builtAt: new Date().toISOString() })}\n`,
  );
}

export type BuildDecision = { build: true; reason: string } | { build: false; reason: string };

/** Build unless dist holds a finished build of exactly these inputs. */
export function buildDecision(
  root: string,
  distDir: string,
  opts: { force?: boolean; env?: Record<string, string | undefined> } = {},
): BuildDecision & { inputs: string } {
  const inputs = hashInputs(root, opts.env);
  if (opts.force) return { build: true, reason: 'forced', inputs };
  const missing = requiredOutputs.find((file) => !fs.existsSync(path.join(distDir, file)));
  if (missing) return { build: true, reason: `no ${missing} in dist`, inputs };
  const stored = readStamp(distDir);
  if (stored === null) return { build: true, reason: `no ${stampFile} in dist`, inputs };
  if (stored !== inputs) return { build: true, reason: 'sources changed since the last build', inputs };
  return { build: false, reason: 'sources unchanged since the last build', inputs };
}
